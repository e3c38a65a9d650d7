import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { cardTransferMachine, type TransferEntry } from '@machines/card-transfer.machine';
import type { CardSummary } from '@schemas/cards';
import { reachableStates, unreachedStates } from '../support/machine-paths';

const entry: TransferEntry = {
  by: 'email',
  areaCode: '+852',
  mobile: '',
  email: 'friend@example.com',
  captchaId: 'cap-1',
  captchaText: 'k7pm',
};
const CARD = { id: 'card-1', state: 'CLAIMED' } as unknown as CardSummary;
const events = [
  { type: 'transfer.submit', ...entry },
  { type: 'transfer.confirm' },
  { type: 'transfer.cancel' },
  { type: 'xstate.done.actor.transfer', output: CARD },
  { type: 'xstate.error.actor.transfer', error: { code: 4004 } },
] as never[];

describe('card transfer machine (path test)', () => {
  it('reaches every state', () => {
    expect(unreachedStates(cardTransferMachine, events)).toEqual([]);
  });

  it('the shortest way to a transferred card: the form, the confirmation, the answer', () => {
    const paths = reachableStates(cardTransferMachine, events);
    expect(paths.get('done')?.filter((e) => e !== 'xstate.init')).toEqual([
      'transfer.submit',
      'transfer.confirm',
      'xstate.done.actor.transfer',
    ]);
  });

  it('needs the target and the picture code; a refusal goes back to the form with its code and fields', async () => {
    const answers: unknown[] = [{ code: 4200, data: [{ path: 'email', message: 'transfer_to_self' }] }, CARD];
    const actor = createActor(
      cardTransferMachine.provide({
        actors: {
          transfer: fromPromise(async () => {
            const next = answers.shift();
            if (next && typeof next === 'object' && 'code' in next) throw next;
            return next as CardSummary;
          }),
        },
      }),
    ).start();
    actor.send({ type: 'transfer.submit', ...entry, captchaText: ' ' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'transfer.submit', ...entry, by: 'mobile' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'transfer.submit', ...entry });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'transfer.cancel' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'transfer.submit', ...entry });
    actor.send({ type: 'transfer.confirm' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.errorCode !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      errorCode: 4200,
      issues: [{ path: 'email', message: 'transfer_to_self' }],
    });
    actor.send({ type: 'transfer.submit', ...entry });
    actor.send({ type: 'transfer.confirm' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().context.card).toEqual(CARD);
  });
});
