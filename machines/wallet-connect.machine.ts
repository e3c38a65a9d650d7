import { assign, setup } from 'xstate';
import type { Blockchain, WalletType, WalletUrl } from '@schemas/wallets';
import { errorCodeOf } from './error-code';
import { notProvided } from './not-provided';

/** connect binds a wallet on a chain; change replaces the bound one (spec §4 Unbind "offers unbind/change"). */
export type ConnectRequest = { blockchain: Blockchain; walletType: WalletType; op: 'connect' | 'change' };

export type WalletConnectContext = {
  request: ConnectRequest | null;
  /** The address bound before a change: the same one afterwards means the change did not happen. */
  previous: string | null;
  step: WalletUrl | null;
  /** The chain's bound address after the re-read. */
  address: string | null;
  /** Where it failed: asking for the URL (with the code, e.g. 4401 bind an e-mail first) or not bound after. */
  failedAt: 'request' | 'read' | 'notBound' | null;
  code: number | null;
};

export type WalletConnectEvent =
  | ({ type: 'walletConnect.start'; previous?: string | null } & ConnectRequest)
  | { type: 'walletConnect.confirm' }
  | { type: 'walletConnect.cancel' }
  /** The step window signalled it finished (BroadcastChannel or storage event), with its ref. */
  | { type: 'walletConnect.returned'; ref: string }
  | { type: 'walletConnect.retry' }
  | { type: 'walletConnect.reset' };

const EMPTY: WalletConnectContext = {
  request: null,
  previous: null,
  step: null,
  address: null,
  failedAt: null,
  code: null,
};
const toIdle = { target: '#walletConnect.idle', actions: 'clear' } as const;
const start = { target: '#walletConnect.requesting', actions: 'begin' } as const;

/**
 * Wallet connect (spec §4): ask for the connect URL, open it in a new window (`openWindow`), wait in a dialog
 * until the member confirms or the window signals it is done, then re-read member details: an address on
 * that chain (a different one for a change) is bind success and `walletBound` runs (toast, stored callback,
 * caches); none is bind failed. Effects come from src/features/wallet/wallet.actors.ts.
 */
export const walletConnectMachine = setup({
  types: { context: {} as WalletConnectContext, events: {} as WalletConnectEvent },
  actors: {
    requestConnectUrl: notProvided<WalletUrl, ConnectRequest>('requestConnectUrl'),
    /** The member's bound address on the chain after the step, or null. */
    readMember: notProvided<string | null, Blockchain>('readMember'),
  },
  actions: {
    clear: assign(EMPTY),
    begin: assign(({ event }) =>
      event.type === 'walletConnect.start'
        ? {
            ...EMPTY,
            request: { blockchain: event.blockchain, walletType: event.walletType, op: event.op },
            previous: event.previous ?? null,
          }
        : {},
    ),
    openWindow: (_, _url: string) => {},
    walletBound: () => {},
  },
  guards: {
    isBound: ({ context }, address: string | null) =>
      address !== null &&
      address !== '' &&
      (context.request?.op !== 'change' || address.toLowerCase() !== context.previous?.toLowerCase()),
    isOurStep: ({ context, event }) =>
      event.type === 'walletConnect.returned' && event.ref === context.step?.ref,
  },
}).createMachine({
  id: 'walletConnect',
  context: EMPTY,
  initial: 'idle',
  states: {
    idle: { on: { 'walletConnect.start': start } },
    requesting: {
      tags: ['busy'],
      invoke: {
        id: 'requestConnectUrl',
        src: 'requestConnectUrl',
        input: ({ context }) => context.request!,
        onDone: {
          target: 'awaiting',
          actions: [
            assign({ step: ({ event }) => event.output }),
            { type: 'openWindow', params: ({ event }) => event.output.url },
          ],
        },
        onError: {
          target: 'failed',
          actions: assign({ failedAt: 'request', code: ({ event }) => errorCodeOf(event.error) }),
        },
      },
      on: { 'walletConnect.cancel': toIdle },
    },
    awaiting: {
      on: {
        'walletConnect.confirm': 'rereading',
        'walletConnect.returned': { guard: 'isOurStep', target: 'rereading' },
        'walletConnect.cancel': toIdle,
      },
    },
    rereading: {
      tags: ['busy'],
      invoke: {
        id: 'readMember',
        src: 'readMember',
        input: ({ context }) => context.request!.blockchain,
        onDone: [
          {
            guard: { type: 'isBound', params: ({ event }) => event.output },
            target: 'bound',
            actions: [assign({ address: ({ event }) => event.output }), 'walletBound'],
          },
          { target: 'failed', actions: assign({ failedAt: 'notBound', code: null }) },
        ],
        onError: {
          target: 'failed',
          actions: assign({ failedAt: 'read', code: ({ event }) => errorCodeOf(event.error) }),
        },
      },
    },
    bound: {
      on: { 'walletConnect.reset': toIdle, 'walletConnect.cancel': toIdle, 'walletConnect.start': start },
    },
    failed: {
      on: {
        // A refused URL is asked again; a failed re-read or a step that did not bind starts a new step.
        'walletConnect.retry': {
          target: 'requesting',
          actions: assign({ failedAt: null, code: null, step: null }),
        },
        'walletConnect.cancel': toIdle,
        'walletConnect.reset': toIdle,
        'walletConnect.start': start,
      },
    },
  },
});
