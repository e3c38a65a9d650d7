import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SiweNonce, Transfer, WalletStep, Withdrawal } from '@schemas/wallets';
import { walletStepMachine } from '@machines/wallet-step.machine';
import { WALLET_STEP_CODES, type StepStatus } from '@machines/wallet-step.types';
import { reachableStates, unreachedStates } from '../support/machine-paths';
import { REF, step } from '../support/wallet-step-fixtures';

const TO = '0x1111111111111111111111111111111111111111';
const nonce: SiweNonce = {
  nonce: 'n0nce1234',
  chainId: 31337,
  domain: 'localhost',
  statement: 's',
  expiresAt: 'x',
};
const transfer = { toAddress: TO } as Transfer;
const withdrawal = { quantity: '0.5' } as Withdrawal;
const wallets = [{ id: 'w1', name: 'MetaMask', icon: '', walletType: 'METAMASK' as const }];

const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
const err = (id: string, code: number) => ({ type: `xstate.error.actor.${id}`, error: { code } }) as never;

describe('wallet step machine', () => {
  const byState: Record<string, string> = {
    loading: 'loadStep',
    discovering: 'discoverWallets',
    connecting: 'requestAccount',
    switchingChain: 'ensureChain',
    preparing: 'getNonce',
    signing: 'signIn',
    submitting: 'submit',
    connectingCustodial: 'connectCustodial',
    unbinding: 'disconnect',
    loadingWithdrawal: 'loadWithdrawal',
    deciding: 'decideWithdraw',
    loadingTransfer: 'loadTransfer',
  };
  const inv = (state: string) => byState[state]!;
  const events = [
    ...(['CONNECT', 'UNBIND', 'WITHDRAW', 'TRANSFER'] as const).map((op) => done(inv('loading'), step(op))),
    done(inv('loading'), step('CONNECT', { walletType: 'OWN' })),
    done(inv('loading'), step('CONNECT', { status: 'DONE' })),
    err(inv('loading'), 500),
    done(inv('discovering'), wallets),
    done(inv('discovering'), []),
    { type: 'step.choose', id: 'w1' },
    done(inv('connecting'), TO),
    done(inv('connecting'), '0x2222222222222222222222222222222222222222'),
    err(inv('connecting'), WALLET_STEP_CODES.REJECTED),
    done(inv('switchingChain')),
    done(inv('preparing'), nonce),
    done(inv('signing'), { message: 'm', signature: '0x' }),
    done(inv('submitting')),
    err(inv('submitting'), 4404),
    done(inv('connectingCustodial')),
    err(inv('connectingCustodial'), 4401),
    done(inv('unbinding')),
    err(inv('unbinding'), 4402),
    done(inv('loadingWithdrawal'), withdrawal),
    done(inv('deciding')),
    err(inv('deciding'), 500),
    done(inv('loadingTransfer'), transfer),
    { type: 'step.confirm' },
    { type: 'step.cancel' },
    { type: 'step.retry' },
    { type: 'step.close' },
  ] as never[];

  it('reaches every state (xstate/graph shortest paths)', () => {
    expect(unreachedStates(walletStepMachine, events)).toEqual([]);
  });

  it('the shortest browser-wallet connect goes discover, choose, account, chain, nonce, sign, submit', () => {
    const steps = reachableStates(walletStepMachine, events)
      .get('submitting')!
      .filter((e) => e !== 'xstate.init');
    expect(steps).toEqual([
      `xstate.done.actor.${inv('loading')}`,
      `xstate.done.actor.${inv('discovering')}`,
      'step.choose',
      `xstate.done.actor.${inv('connecting')}`,
      `xstate.done.actor.${inv('switchingChain')}`,
      `xstate.done.actor.${inv('preparing')}`,
      `xstate.done.actor.${inv('signing')}`,
    ]);
  });
});

type Fakes = Partial<Record<string, (input: never) => Promise<unknown>>>;
function run(s: WalletStep, fakes: Fakes = {}) {
  const reports: StepStatus[] = [];
  const seen: Record<string, unknown[]> = {};
  const actor = (name: string, def: (input: never) => Promise<unknown>) =>
    fromPromise(async ({ input }: { input: never }) => {
      (seen[name] ??= []).push(input);
      return (fakes[name] ?? def)(input);
    });
  const logic = walletStepMachine.provide({
    actors: {
      loadStep: actor('loadStep', async () => s),
      loadWithdrawal: actor('loadWithdrawal', async () => withdrawal),
      loadTransfer: actor('loadTransfer', async () => transfer),
      discoverWallets: actor('discoverWallets', async () => wallets),
      requestAccount: actor('requestAccount', async () => TO),
      ensureChain: actor('ensureChain', async () => undefined),
      getNonce: actor('getNonce', async () => nonce),
      signIn: actor('signIn', async () => ({ message: 'msg', signature: '0xsig' })),
      submit: actor('submit', async () => undefined),
      connectCustodial: actor('connectCustodial', async () => undefined),
      disconnect: actor('disconnect', async () => undefined),
      decideWithdraw: actor('decideWithdraw', async () => undefined),
    } as never,
    actions: { report: (_: unknown, p: { status: StepStatus }) => void reports.push(p.status) },
  });
  const a = createActor(logic, { input: { ref: REF } }).start();
  return { a, reports, seen };
}

describe('wallet step machine with effects', () => {
  it('connect: signs with the nonce and submits the signed message, then reports DONE once', async () => {
    const { a, reports, seen } = run(step('CONNECT'));
    await waitFor(a, (s) => s.matches('choosing'));
    a.send({ type: 'step.choose', id: 'w1' });
    await waitFor(a, (s) => s.status === 'done');
    expect(a.getSnapshot().value).toBe('done');
    expect(seen.signIn).toEqual([{ walletId: 'w1', account: TO, nonce }]);
    expect(seen.submit).toEqual([
      { step: step('CONNECT'), wallet: wallets[0], signed: { message: 'msg', signature: '0xsig' } },
    ]);
    expect(reports).toEqual(['DONE']);
  });

  it('transfer: a connected account other than the receiving address fails with WRONG_ACCOUNT, no signature', async () => {
    const other = '0x2222222222222222222222222222222222222222';
    const { a, seen } = run(step('TRANSFER'), { requestAccount: async () => other });
    await waitFor(a, (s) => s.matches('reviewingTransfer'));
    a.send({ type: 'step.confirm' });
    await waitFor(a, (s) => s.matches('choosing'));
    a.send({ type: 'step.choose', id: 'w1' });
    await waitFor(a, (s) => s.matches('failed'));
    expect(a.getSnapshot().context.code).toBe(WALLET_STEP_CODES.WRONG_ACCOUNT);
    expect(seen.signIn).toBeUndefined();
    a.send({ type: 'step.retry' });
    expect(a.getSnapshot().value).toBe('choosing');
  });

  it('unbind in use (4402) cannot be retried; giving up reports FAILED', async () => {
    const { a, reports } = run(step('UNBIND'), {
      disconnect: async () => {
        throw { code: 4402 };
      },
    });
    await waitFor(a, (s) => s.matches('confirmingUnbind'));
    a.send({ type: 'step.confirm' });
    await waitFor(a, (s) => s.matches('failed'));
    expect(a.getSnapshot().can({ type: 'step.retry' })).toBe(false);
    a.send({ type: 'step.close' });
    expect(reports).toEqual(['FAILED']);
  });

  it('withdraw cancel sends the cancel decision and reports CANCELLED', async () => {
    const { a, reports, seen } = run(step('WITHDRAW'));
    await waitFor(a, (s) => s.matches('reviewingWithdrawal'));
    a.send({ type: 'step.cancel' });
    await waitFor(a, (s) => s.status === 'done');
    expect(seen.decideWithdraw).toEqual([{ ref: REF, decision: 'cancel' }]);
    expect(reports).toEqual(['CANCELLED']);
  });

  it('a custodial step confirms without a browser wallet; a refused one (4401) retries to the confirmation', async () => {
    let calls = 0;
    const { a, seen } = run(step('CONNECT', { walletType: 'OWN' }), {
      connectCustodial: async () => {
        if (calls++ === 0) throw { code: 4401 };
      },
    });
    await waitFor(a, (s) => s.matches('custodial'));
    a.send({ type: 'step.confirm' });
    await waitFor(a, (s) => s.matches('failed'));
    expect(a.getSnapshot().context.code).toBe(4401);
    a.send({ type: 'step.retry' });
    expect(a.getSnapshot().value).toBe('custodial');
    a.send({ type: 'step.confirm' });
    await waitFor(a, (s) => s.status === 'done');
    expect(seen.discoverWallets).toBeUndefined();
  });

  it('a step already finished shows closed and reports nothing', async () => {
    const { a, reports } = run(step('CONNECT', { status: 'DONE' }));
    await waitFor(a, (s) => s.status === 'done');
    expect(a.getSnapshot().value).toBe('closed');
    expect(reports).toEqual([]);
  });
});
