import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, getInitialSnapshot, transition, waitFor } from 'xstate';
import type { WalletUrl } from '@schemas/wallets';
import { walletUnbindMachine, type WalletUnbindContext } from '@machines/wallet-unbind.machine';
import { reachableStates, unreachedStates } from '../support/machine-paths';

const ADDR = '0x1234567890abcdef1234567890abcdef12345678';
const step: WalletUrl = {
  url: 'http://app/#/wallet?ref=abcdefghijklmnop',
  ref: 'abcdefghijklmnop',
  blockchain: 'ETHEREUM',
};
const start = {
  type: 'walletUnbind.start',
  blockchain: 'ETHEREUM',
  walletType: 'METAMASK',
  address: ADDR,
} as const;
const gotUrl = { type: 'xstate.done.actor.requestUnbindUrl', output: step } as never;
const refused = (code: number) => ({ type: 'xstate.error.actor.requestUnbindUrl', error: { code } }) as never;
const refreshed = (address: string | null) =>
  ({ type: 'xstate.done.actor.refreshAfterUnbind', output: address }) as never;

const EMPTY: WalletUnbindContext = { request: null, address: null, step: null, code: null };
const at = (value: string, ctx: Partial<WalletUnbindContext> = {}) =>
  walletUnbindMachine.resolveState({
    value,
    context: { ...EMPTY, request: { blockchain: 'ETHEREUM', walletType: 'METAMASK' }, address: ADDR, ...ctx },
  });

describe('walletUnbind machine', () => {
  const events = [
    start,
    { type: 'walletUnbind.confirm' },
    { type: 'walletUnbind.cancel' },
    gotUrl,
    refused(4402),
    refused(4407),
    refreshed(null),
    refreshed(ADDR),
    { type: 'walletUnbind.change' },
    { type: 'walletUnbind.retry' },
  ] as never[];

  it('reaches every state (xstate/graph shortest paths)', () => {
    expect(unreachedStates(walletUnbindMachine, events)).toEqual([]);
  });

  it('the shortest way to unbound confirms, opens the window, confirms again and refreshes', () => {
    const paths = reachableStates(walletUnbindMachine, events);
    expect(paths.get('unbound')?.filter((e) => e !== 'xstate.init')).toEqual([
      'walletUnbind.start',
      'walletUnbind.confirm',
      'xstate.done.actor.requestUnbindUrl',
      'walletUnbind.confirm',
      'xstate.done.actor.refreshAfterUnbind',
    ]);
  });

  it('asks for confirmation first and keeps the address to show', () => {
    const [confirming] = transition(walletUnbindMachine, getInitialSnapshot(walletUnbindMachine), start);
    expect(confirming.value).toBe('confirming');
    expect(confirming.context.address).toBe(ADDR);
    expect(transition(walletUnbindMachine, confirming, { type: 'walletUnbind.cancel' })[0].context).toEqual(
      EMPTY,
    );
  });

  it('opens the unbind URL; an address left after the refresh is "untying failed"', () => {
    const [awaiting, actions] = transition(walletUnbindMachine, at('requesting'), gotUrl);
    expect(awaiting.value).toBe('awaiting');
    expect(actions.find((a) => a.type === 'openWindow')?.params).toBe(step.url);
    expect(transition(walletUnbindMachine, at('refreshing', { step }), refreshed(ADDR))[0].value).toBe(
      'stillBound',
    );
    const [unbound, done] = transition(walletUnbindMachine, at('refreshing', { step }), refreshed(null));
    expect(unbound.value).toBe('unbound');
    expect(done.map((a) => a.type)).toContain('walletUnbound');
  });

  it('WALLET_IN_USE (4402) offers a change instead, which starts walletConnect with the chain', () => {
    const [inUse] = transition(walletUnbindMachine, at('requesting'), refused(4402));
    expect(inUse.value).toBe('inUse');
    const [idle, actions] = transition(walletUnbindMachine, inUse, { type: 'walletUnbind.change' });
    expect(idle.value).toBe('idle');
    expect(actions.find((a) => a.type === 'startChange')?.params).toEqual({
      blockchain: 'ETHEREUM',
      walletType: 'METAMASK',
      address: ADDR,
    });
    const [failed] = transition(walletUnbindMachine, at('requesting'), refused(4407));
    expect(failed).toMatchObject({ value: 'failed', context: { code: 4407 } });
  });

  it('runs the effects and reports the unbinding once', async () => {
    let unbound = 0;
    const actor = createActor(
      walletUnbindMachine.provide({
        actors: {
          requestUnbindUrl: fromPromise(async () => step),
          refreshAfterUnbind: fromPromise<string | null, 'ETHEREUM' | 'POLYGON'>(async () => null),
        },
        actions: { walletUnbound: () => void unbound++, openWindow: () => {} },
      }),
    ).start();
    actor.send(start);
    actor.send({ type: 'walletUnbind.confirm' });
    await waitFor(actor, (s) => s.matches('awaiting'));
    actor.send({ type: 'walletUnbind.returned', ref: step.ref });
    await waitFor(actor, (s) => s.matches('unbound'));
    expect(unbound).toBe(1);
  });
});
