import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { couponRedeemMachine, REDEEM_CODES } from '@machines/coupon-redeem.machine';
import type { RedeemedCoupon } from '@schemas/coupons';
import { reachableStates, unreachedStates } from '../support/machine-paths';

const REDEEMED: RedeemedCoupon = {
  couponId: 'c1',
  batchName: 'HK$10 off',
  holderName: 'Ada',
  method: 'FIXPRICE',
  currency: 'HKD',
  value: '1000',
  percentBp: 0,
  redeemedAt: '2026-01-01T00:00:00.000Z',
};
const done = { type: 'xstate.done.actor.redeem', output: REDEEMED } as never;
const failed = (code: number) => ({ type: 'xstate.error.actor.redeem', error: { code } }) as never;
const events = [
  { type: 'redeem.submit', code: 'ABCD-EFGH-JKMN' },
  done,
  failed(REDEEM_CODES.ALREADY_REDEEMED),
  { type: 'redeem.retry' },
  { type: 'redeem.next' },
] as never[];

describe('coupon redemption machine (path test)', () => {
  it('reaches every state', () => {
    expect(unreachedStates(couponRedeemMachine, events)).toEqual([]);
  });

  it('the shortest way to a redeemed coupon is one code, one answer', () => {
    const paths = reachableStates(couponRedeemMachine, events);
    expect(paths.get('redeemed')?.filter((e) => e !== 'xstate.init')).toEqual([
      'redeem.submit',
      'xstate.done.actor.redeem',
    ]);
    expect(paths.get('refused')?.filter((e) => e !== 'xstate.init')).toEqual([
      'redeem.submit',
      'xstate.error.actor.redeem',
    ]);
  });

  it('ignores an empty code, keeps the refusal’s code, and the next customer starts afresh', async () => {
    let calls = 0;
    const actor = createActor(
      couponRedeemMachine.provide({
        actors: {
          redeem: fromPromise(async ({ input }) => {
            calls += 1;
            if (input.code === 'used') throw { code: REDEEM_CODES.ALREADY_REDEEMED };
            return REDEEMED;
          }),
        },
      }),
    ).start();
    actor.send({ type: 'redeem.submit', code: '  ' });
    expect(actor.getSnapshot().value).toBe('scanning');
    actor.send({ type: 'redeem.submit', code: ' used ' });
    await waitFor(actor, (s) => s.matches('refused'));
    expect(actor.getSnapshot().context).toMatchObject({ code: 'used', errorCode: 1029 });
    actor.send({ type: 'redeem.submit', code: 'CPN1.payload' });
    await waitFor(actor, (s) => s.matches('redeemed'));
    expect(actor.getSnapshot().context.result).toEqual(REDEEMED);
    actor.send({ type: 'redeem.next' });
    expect(actor.getSnapshot().context).toEqual({ code: '', result: null, errorCode: null });
    expect(calls).toBe(2);
  });
});
