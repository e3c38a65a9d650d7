import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { stampGrantMachine } from '@machines/stamp-grant.machine';
import type { StampGrant } from '@schemas/stamps';
import { reachableStates, unreachedStates } from '../support/machine-paths';

const GRANTED: StampGrant = {
  memberName: 'Ada',
  cardName: 'Coffee card',
  stamps: 1,
  stampsRequired: 2,
  completed: false,
  rewardCouponId: null,
  reward: {
    batchId: 'b1',
    name: 'Free latte',
    method: 'FIXPRICE',
    currency: 'HKD',
    value: '3800',
    percentBp: 0,
  },
  duplicate: false,
};
const done = { type: 'xstate.done.actor.grant', output: GRANTED } as never;
const failed = (code: number) => ({ type: 'xstate.error.actor.grant', error: { code } }) as never;
const events = [
  { type: 'stamp.submit', payload: 'MC1.card.1.mac', key: 'k-000000001' },
  done,
  failed(1045),
  { type: 'stamp.retry' },
  { type: 'stamp.next' },
] as never[];

describe('stamp desk machine (path test)', () => {
  it('reaches every state', () => {
    expect(unreachedStates(stampGrantMachine, events)).toEqual([]);
  });

  it('the shortest way to a stamp is one scan, one answer', () => {
    const paths = reachableStates(stampGrantMachine, events);
    expect(paths.get('granted')?.filter((e) => e !== 'xstate.init')).toEqual([
      'stamp.submit',
      'xstate.done.actor.grant',
    ]);
    expect(paths.get('refused')?.filter((e) => e !== 'xstate.init')).toEqual([
      'stamp.submit',
      'xstate.error.actor.grant',
    ]);
  });

  it('a retry resends the same key; a new scan brings its own; the next customer starts afresh', async () => {
    const sent: { payload: string; key: string }[] = [];
    let fail = true;
    const actor = createActor(
      stampGrantMachine.provide({
        actors: {
          grant: fromPromise(async ({ input }) => {
            sent.push(input);
            if (fail) throw { code: 1005 };
            return GRANTED;
          }),
        },
      }),
    ).start();
    actor.send({ type: 'stamp.submit', payload: '  ', key: 'k1' });
    expect(actor.getSnapshot().value).toBe('scanning');
    actor.send({ type: 'stamp.submit', payload: ' MC1.a ', key: 'k1' });
    await waitFor(actor, (s) => s.matches('refused'));
    expect(actor.getSnapshot().context).toMatchObject({ payload: 'MC1.a', key: 'k1', errorCode: 1005 });
    fail = false;
    actor.send({ type: 'stamp.retry' });
    await waitFor(actor, (s) => s.matches('granted'));
    expect(sent).toEqual([
      { payload: 'MC1.a', key: 'k1' },
      { payload: 'MC1.a', key: 'k1' },
    ]);
    expect(actor.getSnapshot().context.result).toEqual(GRANTED);
    actor.send({ type: 'stamp.next' });
    expect(actor.getSnapshot().context).toEqual({ payload: '', key: '', result: null, errorCode: null });
  });
});
