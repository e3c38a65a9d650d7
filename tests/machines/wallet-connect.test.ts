import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, getInitialSnapshot, transition, waitFor } from 'xstate';
import type { WalletUrl } from '@schemas/wallets';
import {
  walletConnectMachine,
  type ConnectRequest,
  type WalletConnectContext,
} from '@machines/wallet-connect.machine';
import { reachableStates, unreachedStates } from '../support/machine-paths';

const ADDR = '0x1234567890abcdef1234567890abcdef12345678';
const step: WalletUrl = {
  url: 'http://app/#/wallet?ref=abcdefghijklmnop',
  ref: 'abcdefghijklmnop',
  blockchain: 'ETHEREUM',
};
const start = {
  type: 'walletConnect.start',
  blockchain: 'ETHEREUM',
  walletType: 'METAMASK',
  op: 'connect',
} as const;
const gotUrl = { type: 'xstate.done.actor.requestConnectUrl', output: step } as never;
const urlRefused = (code: number) =>
  ({ type: 'xstate.error.actor.requestConnectUrl', error: { code } }) as never;
const reread = (address: string | null) =>
  ({ type: 'xstate.done.actor.readMember', output: address }) as never;
const rereadFailed = { type: 'xstate.error.actor.readMember', error: new Error('x') } as never;

const EMPTY: WalletConnectContext = {
  request: null,
  previous: null,
  step: null,
  address: null,
  failedAt: null,
  code: null,
};
const request: ConnectRequest = { blockchain: 'ETHEREUM', walletType: 'METAMASK', op: 'connect' };
const at = (value: string, ctx: Partial<WalletConnectContext> = {}) =>
  walletConnectMachine.resolveState({ value, context: { ...EMPTY, request, ...ctx } });

describe('walletConnect machine', () => {
  const events = [
    start,
    gotUrl,
    urlRefused(4401),
    { type: 'walletConnect.confirm' },
    { type: 'walletConnect.cancel' },
    { type: 'walletConnect.returned', ref: step.ref },
    reread(ADDR),
    reread(null),
    rereadFailed,
    { type: 'walletConnect.retry' },
    { type: 'walletConnect.reset' },
  ] as never[];

  it('reaches every state (xstate/graph shortest paths)', () => {
    expect(unreachedStates(walletConnectMachine, events)).toEqual([]);
  });

  it('the shortest way to bound asks for the URL, confirms the dialog and re-reads the member', () => {
    const paths = reachableStates(walletConnectMachine, events);
    expect(paths.get('bound')?.filter((e) => e !== 'xstate.init')).toEqual([
      'walletConnect.start',
      'xstate.done.actor.requestConnectUrl',
      'walletConnect.confirm',
      'xstate.done.actor.readMember',
    ]);
  });

  it('opens the connect URL in a new window and waits in the dialog', () => {
    const [requesting] = transition(walletConnectMachine, getInitialSnapshot(walletConnectMachine), start);
    expect(requesting.value).toBe('requesting');
    expect(requesting.hasTag('busy')).toBe(true);
    expect(requesting.context.request).toEqual(request);
    const [awaiting, actions] = transition(walletConnectMachine, requesting, gotUrl);
    expect(awaiting.value).toBe('awaiting');
    expect(actions.find((a) => a.type === 'openWindow')?.params).toBe(step.url);
  });

  it('the window signalling its own ref re-reads; another ref is ignored', () => {
    const s = at('awaiting', { step });
    expect(
      transition(walletConnectMachine, s, { type: 'walletConnect.returned', ref: 'other-ref-000000' })[0]
        .value,
    ).toBe('awaiting');
    expect(
      transition(walletConnectMachine, s, { type: 'walletConnect.returned', ref: step.ref })[0].value,
    ).toBe('rereading');
  });

  it('an address on the chain is bind success (walletBound runs); none is bind failed', () => {
    const [bound, actions] = transition(walletConnectMachine, at('rereading', { step }), reread(ADDR));
    expect(bound.value).toBe('bound');
    expect(bound.context.address).toBe(ADDR);
    expect(actions.map((a) => a.type)).toContain('walletBound');
    const [failed] = transition(walletConnectMachine, at('rereading', { step }), reread(null));
    expect(failed.value).toBe('failed');
    expect(failed.context.failedAt).toBe('notBound');
  });

  it('a change succeeds only with a different address than before', () => {
    const change = { ...request, op: 'change' as const };
    const same = transition(
      walletConnectMachine,
      at('rereading', { request: change, previous: ADDR }),
      reread(ADDR.toUpperCase().replace('0X', '0x')),
    );
    expect(same[0].value).toBe('failed');
    const other = '0x' + 'b'.repeat(40);
    expect(
      transition(walletConnectMachine, at('rereading', { request: change, previous: ADDR }), reread(other))[0]
        .value,
    ).toBe('bound');
  });

  it('WALLET_NEEDS_CONTACT (4401) keeps its code; retry asks again; cancel forgets', () => {
    const [failed] = transition(walletConnectMachine, at('requesting'), urlRefused(4401));
    expect(failed.context).toMatchObject({ failedAt: 'request', code: 4401 });
    expect(transition(walletConnectMachine, failed, { type: 'walletConnect.retry' })[0].value).toBe(
      'requesting',
    );
    const [idle] = transition(walletConnectMachine, failed, { type: 'walletConnect.cancel' });
    expect(idle.context).toEqual(EMPTY);
  });

  it('runs the provided effects with the request and reports the binding once', async () => {
    const asked: ConnectRequest[] = [];
    const opened: string[] = [];
    let boundCount = 0;
    const actor = createActor(
      walletConnectMachine.provide({
        actors: {
          requestConnectUrl: fromPromise(async ({ input }: { input: ConnectRequest }) => {
            asked.push(input);
            return step;
          }),
          readMember: fromPromise<string | null, 'ETHEREUM' | 'POLYGON'>(async () => ADDR),
        },
        actions: {
          openWindow: (_, url: string) => void opened.push(url),
          walletBound: () => void boundCount++,
        },
      }),
    ).start();
    actor.send({ ...start, walletType: 'OWN' });
    await waitFor(actor, (s) => s.matches('awaiting'));
    actor.send({ type: 'walletConnect.returned', ref: step.ref });
    const done = await waitFor(actor, (s) => s.matches('bound'));
    expect(done.context.address).toBe(ADDR);
    expect(asked).toEqual([{ ...request, walletType: 'OWN' }]);
    expect(opened).toEqual([step.url]);
    expect(boundCount).toBe(1);
  });
});
