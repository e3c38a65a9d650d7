import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ticketTransferMachine, type TicketTransferEntry } from '@machines/ticket-transfer.machine';
import type { TicketTransfer } from '@schemas/ticket-door';
import { reachableStates, unreachedStates } from '../support/machine-paths';

const entry: TicketTransferEntry = {
  by: 'email',
  areaCode: '+852',
  mobile: '',
  email: 'friend@example.com',
  price: '10000',
  captchaId: 'cap-1',
  captchaText: 'k7pm',
};
const MOVED = { transferId: 't1', secretVersion: 2 } as unknown as TicketTransfer;
const events = [
  { type: 'transfer.submit', requestKey: 'key-0001', ...entry },
  { type: 'transfer.confirm' },
  { type: 'transfer.cancel' },
  { type: 'xstate.done.actor.transfer', output: MOVED },
  { type: 'xstate.error.actor.transfer', error: { code: 4004 } },
] as never[];

describe('ticket transfer machine (path test)', () => {
  it('reaches every state', () => {
    expect(unreachedStates(ticketTransferMachine, events)).toEqual([]);
  });

  it('the shortest way to a moved ticket: the form, the confirmation, the answer', () => {
    const paths = reachableStates(ticketTransferMachine, events);
    expect(paths.get('done')?.filter((e) => e !== 'xstate.init')).toEqual([
      'transfer.submit',
      'transfer.confirm',
      'xstate.done.actor.transfer',
    ]);
  });

  it('keeps the request key for the retry of an attempt that got no answer, a new one after a refusal', async () => {
    const answers: unknown[] = [{ code: 1005 }, { code: 4305 }, MOVED];
    const keys: string[] = [];
    const actor = createActor(
      ticketTransferMachine.provide({
        actors: {
          transfer: fromPromise(async ({ input }) => {
            keys.push(input.requestKey);
            const next = answers.shift();
            if (next && typeof next === 'object' && 'code' in next) throw next;
            return next as TicketTransfer;
          }),
        },
      }),
    ).start();
    actor.send({ type: 'transfer.submit', requestKey: 'key-0001', ...entry, captchaText: ' ' });
    expect(actor.getSnapshot().value).toBe('editing');
    const attempt = async (requestKey: string, captchaText: string) => {
      actor.send({ type: 'transfer.submit', requestKey, ...entry, captchaText });
      actor.send({ type: 'transfer.confirm' });
      await waitFor(actor, (s) => s.matches('editing') || s.status === 'done');
    };
    await attempt('key-0001', 'aaaa');
    expect(actor.getSnapshot().context.errorCode).toBe(1005);
    await attempt('key-0002', 'bbbb');
    expect(actor.getSnapshot().context.errorCode).toBe(4305);
    await attempt('key-0003', 'cccc');
    expect(actor.getSnapshot().status).toBe('done');
    expect(keys).toEqual(['key-0001', 'key-0001', 'key-0003']);
    expect(actor.getSnapshot().context.transfer).toEqual(MOVED);
  });
});
