import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { transferTargetMachine, type TransferTargetEntry } from '@machines/transfer-target.machine';
import { reachableStates, unreachedStates } from '../support/machine-paths';

const entry: TransferTargetEntry = {
  by: 'email',
  areaCode: '+852',
  mobile: '',
  email: 'friend@example.com',
  captchaId: 'cap-1',
  captchaText: 'k7pm',
  extra: { price: '10000' },
};
const MOVED = { transferId: 't1', secretVersion: 2 };
const events = [
  { type: 'transfer.submit', requestKey: 'key-0001', ...entry },
  { type: 'transfer.confirm' },
  { type: 'transfer.cancel' },
  { type: 'xstate.done.actor.send', output: MOVED },
  { type: 'xstate.error.actor.send', error: { code: 4004 } },
] as never[];

/** The machine with a send effect answering `answers` in turn (an object with `code` is a refusal). */
function withAnswers(answers: unknown[], seen: { requestKey: string; extra: Record<string, string> }[] = []) {
  return createActor(
    transferTargetMachine.provide({
      actors: {
        send: fromPromise(async ({ input }) => {
          seen.push({ requestKey: input.requestKey, extra: input.extra });
          const next = answers.shift();
          if (next && typeof next === 'object' && 'code' in next) throw next;
          return next;
        }),
      },
    }),
  ).start();
}

describe('transfer target machine (path test)', () => {
  it('reaches every state', () => {
    expect(unreachedStates(transferTargetMachine, events)).toEqual([]);
  });

  it('the shortest way to a transfer: the form, the confirmation, the answer', () => {
    const paths = reachableStates(transferTargetMachine, events);
    expect(paths.get('done')?.filter((e) => e !== 'xstate.init')).toEqual([
      'transfer.submit',
      'transfer.confirm',
      'xstate.done.actor.send',
    ]);
  });

  it('needs the target and the picture code; a refusal goes back to the form with its code and fields', async () => {
    const actor = withAnswers([
      { code: 4200, data: [{ path: 'email', message: 'transfer_to_self' }] },
      MOVED,
    ]);
    const submit = (over: Partial<TransferTargetEntry> = {}) =>
      actor.send({ type: 'transfer.submit', requestKey: 'key-0001', ...entry, ...over });
    submit({ captchaText: ' ' });
    expect(actor.getSnapshot().value).toBe('editing');
    submit({ by: 'mobile' });
    expect(actor.getSnapshot().value).toBe('editing');
    submit();
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'transfer.cancel' });
    expect(actor.getSnapshot().value).toBe('editing');
    submit();
    actor.send({ type: 'transfer.confirm' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.errorCode !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      errorCode: 4200,
      issues: [{ path: 'email', message: 'transfer_to_self' }],
    });
    submit();
    actor.send({ type: 'transfer.confirm' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().context.result).toEqual(MOVED);
  });

  it('keeps the request key for the retry of an attempt that got no answer, a new one after a refusal', async () => {
    const seen: { requestKey: string; extra: Record<string, string> }[] = [];
    const actor = withAnswers([{ code: 1005 }, { code: 4305 }, MOVED], seen);
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
    expect(seen.map((s) => s.requestKey)).toEqual(['key-0001', 'key-0001', 'key-0003']);
    // The feature's own fields reach the send effect as typed.
    expect(seen.every((s) => s.extra.price === '10000')).toBe(true);
  });
});
