import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, getInitialSnapshot, SimulatedClock, transition, waitFor } from 'xstate';
import type { Balance, WalletUrl, Withdrawal } from '@schemas/wallets';
import { WITHDRAW_RECHECK_MS } from '@schemas/wallets';
import {
  exceedsMinimum,
  toUnits18,
  withdrawMachine,
  type WithdrawCheck,
  type WithdrawContext,
} from '@machines/withdraw.machine';
import { reachableStates, unreachedStates } from '../support/machine-paths';

const balance = (total: string): Balance => ({
  blockchain: 'POLYGON',
  currency: 'MATIC',
  fixed: total,
  auction: '0',
  total,
});
const step: WalletUrl = {
  url: 'http://app/#/wallet?ref=abcdefghijklmnop',
  ref: 'abcdefghijklmnop',
  blockchain: 'POLYGON',
};
const paid: Withdrawal = {
  id: 'w1',
  ref: step.ref,
  blockchain: 'POLYGON',
  currency: 'MATIC',
  quantity: '1.5',
  price: '6.00',
  gasFee: '0.0001',
  toAddress: '0x1234567890abcdef1234567890abcdef12345678',
  status: 'PAID',
  txHash: '0xabc',
  withdrawDate: '2024-01-01T00:00:00Z',
  transferDate: '2024-01-01T00:00:05Z',
};

const start = { type: 'withdraw.start', blockchain: 'POLYGON' } as const;
const read = (total: string) => ({ type: 'xstate.done.actor.readBalance', output: balance(total) }) as never;
const readFailed = { type: 'xstate.error.actor.readBalance', error: { code: 503 } } as never;
const requested = { type: 'xstate.done.actor.requestWithdraw', output: step } as never;
const refused = (code: number) => ({ type: 'xstate.error.actor.requestWithdraw', error: { code } }) as never;
const checked = { type: 'xstate.done.actor.checkWithdraw', output: paid } as never;
const checkFailed = { type: 'xstate.error.actor.checkWithdraw', error: new Error('x') } as never;
const recheck = { type: `xstate.after.recheck.withdraw.waiting` } as never;

const EMPTY: WithdrawContext = {
  blockchain: 'POLYGON',
  balance: null,
  termsAccepted: false,
  step: null,
  result: null,
  failedAt: null,
  code: null,
};
const at = (value: string, ctx: Partial<WithdrawContext> = {}) =>
  withdrawMachine.resolveState({ value, context: { ...EMPTY, ...ctx } });

describe('withdraw machine', () => {
  const events = [
    start,
    read('1'),
    read('0.01'),
    readFailed,
    { type: 'withdraw.acceptTerms', accepted: true },
    { type: 'withdraw.confirm' },
    { type: 'withdraw.cancel' },
    requested,
    refused(500),
    recheck,
    checked,
    checkFailed,
    { type: 'withdraw.retry' },
  ] as never[];

  it('reaches every state (xstate/graph shortest paths)', () => {
    expect(unreachedStates(withdrawMachine, events)).toEqual([]);
  });

  it('the shortest way to success reads the balance, accepts the terms, confirms, answers the dialog, waits, checks', () => {
    const paths = reachableStates(withdrawMachine, events);
    expect(paths.get('succeeded')?.filter((e) => e !== 'xstate.init')).toEqual([
      'withdraw.start',
      'xstate.done.actor.readBalance',
      'withdraw.acceptTerms',
      'withdraw.confirm',
      'xstate.done.actor.requestWithdraw',
      'withdraw.confirm',
      'xstate.after.recheck.withdraw.waiting',
      'xstate.done.actor.checkWithdraw',
    ]);
  });

  it('the balance must EXCEED the minimum: exactly 0.01 is refused with the alert', () => {
    expect(exceedsMinimum('0.01')).toBe(false);
    expect(exceedsMinimum('0.010000000000000001')).toBe(true);
    expect(exceedsMinimum('0')).toBe(false);
    expect(toUnits18('1.5')).toBe(1_500_000_000_000_000_000n);
    const [checking] = transition(withdrawMachine, getInitialSnapshot(withdrawMachine), start);
    expect(checking.value).toBe('checkingBalance');
    expect(checking.hasTag('busy')).toBe(true);
    expect(transition(withdrawMachine, checking, read('0.01'))[0].value).toBe('belowMinimum');
    expect(transition(withdrawMachine, checking, read('0.0101'))[0].value).toBe('confirming');
  });

  it('confirm needs the terms accepted (spec §5)', () => {
    const s = at('confirming', { balance: balance('1') });
    expect(transition(withdrawMachine, s, { type: 'withdraw.confirm' })[0].value).toBe('confirming');
    const [accepted] = transition(withdrawMachine, s, { type: 'withdraw.acceptTerms', accepted: true });
    expect(transition(withdrawMachine, accepted, { type: 'withdraw.confirm' })[0].value).toBe('requesting');
  });

  it('opens the withdraw URL once requested; a 4410 refusal shows the minimum alert', () => {
    const [awaiting, actions] = transition(
      withdrawMachine,
      at('requesting', { termsAccepted: true }),
      requested,
    );
    expect(awaiting.value).toBe('awaiting');
    expect(awaiting.context.step).toEqual(step);
    expect(actions.find((a) => a.type === 'openWindow')?.params).toBe(step.url);
    expect(transition(withdrawMachine, at('requesting'), refused(4410))[0].value).toBe('belowMinimum');
    const [failed] = transition(withdrawMachine, at('requesting'), refused(4501));
    expect(failed.context).toMatchObject({ failedAt: 'request', code: 4501 });
  });

  it('both confirm and cancel of the dialog wait for the recheck; the check failing is WITHDRAW_FAILED', () => {
    for (const type of ['withdraw.confirm', 'withdraw.cancel'] as const) {
      const [waiting] = transition(withdrawMachine, at('awaiting', { step }), { type });
      expect(waiting.value).toBe('waiting');
      expect(waiting.hasTag('busy')).toBe(true);
    }
    const [failed] = transition(withdrawMachine, at('checking', { step }), checkFailed);
    expect(failed.context).toMatchObject({ failedAt: 'check', code: 4411 });
    expect(transition(withdrawMachine, failed, { type: 'withdraw.retry' })[0].value).toBe('checking');
    const [again] = transition(withdrawMachine, at('failed', { failedAt: 'balance', code: 503 }), {
      type: 'withdraw.retry',
    });
    expect(again.value).toBe('checkingBalance');
  });

  it('checks exactly WITHDRAW_RECHECK_MS after the dialog (simulated clock), by ref and blockchain', async () => {
    const clock = new SimulatedClock();
    const checks: WithdrawCheck[] = [];
    let withdrawn = 0;
    const opened: string[] = [];
    const actor = createActor(
      withdrawMachine.provide({
        actors: {
          readBalance: fromPromise(async () => balance('2')),
          requestWithdraw: fromPromise(async () => step),
          checkWithdraw: fromPromise(async ({ input }: { input: WithdrawCheck }) => {
            checks.push(input);
            return paid;
          }),
        },
        actions: {
          withdrawn: () => void withdrawn++,
          openWindow: (_, url: string) => void opened.push(url),
        },
      }),
      { clock },
    ).start();
    actor.send(start);
    await waitFor(actor, (s) => s.matches('confirming'));
    actor.send({ type: 'withdraw.acceptTerms', accepted: true });
    actor.send({ type: 'withdraw.confirm' });
    await waitFor(actor, (s) => s.matches('awaiting'));
    expect(opened).toEqual([step.url]);
    actor.send({ type: 'withdraw.cancel' });
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(WITHDRAW_RECHECK_MS - 1);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(checks).toEqual([]);
    clock.increment(1);
    const done = await waitFor(actor, (s) => s.matches('succeeded'));
    expect(checks).toEqual([{ ref: step.ref, blockchain: 'POLYGON' }]);
    expect(done.context.result).toEqual(paid);
    expect(withdrawn).toBe(1);
  });
});
