import { assign, setup } from 'xstate';
import { Code } from '@schemas/codes';
import type { Blockchain, WalletType, WalletUrl } from '@schemas/wallets';
import { errorCodeOf } from './error-code';
import { notProvided } from './not-provided';

export type UnbindRequest = { blockchain: Blockchain; walletType: WalletType };

export type WalletUnbindContext = {
  request: UnbindRequest | null;
  /** The bound address (shown in the confirmation). */
  address: string | null;
  step: WalletUrl | null;
  code: number | null;
};

export type WalletUnbindEvent =
  | ({ type: 'walletUnbind.start'; address: string } & UnbindRequest)
  | { type: 'walletUnbind.confirm' }
  | { type: 'walletUnbind.cancel' }
  | { type: 'walletUnbind.returned'; ref: string }
  /** From the "in use" answer: change the wallet instead (starts walletConnect with op=change). */
  | { type: 'walletUnbind.change' }
  | { type: 'walletUnbind.retry' }
  | { type: 'walletUnbind.reset' };

const EMPTY: WalletUnbindContext = { request: null, address: null, step: null, code: null };
const toIdle = { target: '#walletUnbind.idle', actions: 'clear' } as const;

/**
 * Unbind (spec §4): confirm, ask for the unbind URL, open it in a new window (`openWindow`), wait in a dialog
 * for the member's confirmation (or the window's signal), then refresh balance and member detail: no address
 * left on the chain is unbound (`walletUnbound`), an address still there is "untying failed". Both readings
 * of the spec: WALLET_IN_USE (4402) means a bound wallet in use cannot be unbound, and offers a change
 * instead (`startChange`). Effects come from src/features/wallet/wallet.actors.ts.
 */
export const walletUnbindMachine = setup({
  types: { context: {} as WalletUnbindContext, events: {} as WalletUnbindEvent },
  actors: {
    requestUnbindUrl: notProvided<WalletUrl, UnbindRequest>('requestUnbindUrl'),
    /** Refreshes balance and member detail; answers the chain's bound address, or null. */
    refreshAfterUnbind: notProvided<string | null, Blockchain>('refreshAfterUnbind'),
  },
  actions: {
    clear: assign(EMPTY),
    openWindow: (_, _url: string) => {},
    walletUnbound: () => {},
    startChange: (_, _request: UnbindRequest & { address: string | null }) => {},
  },
  guards: {
    inUse: (_, error: unknown) => errorCodeOf(error) === Code.WALLET_IN_USE,
    stillBound: (_, address: string | null) => address !== null && address !== '',
    isOurStep: ({ context, event }) =>
      event.type === 'walletUnbind.returned' && event.ref === context.step?.ref,
  },
}).createMachine({
  id: 'walletUnbind',
  context: EMPTY,
  initial: 'idle',
  states: {
    idle: {
      on: {
        'walletUnbind.start': {
          target: 'confirming',
          actions: assign(({ event }) => ({
            ...EMPTY,
            request: { blockchain: event.blockchain, walletType: event.walletType },
            address: event.address,
          })),
        },
      },
    },
    confirming: { on: { 'walletUnbind.confirm': 'requesting', 'walletUnbind.cancel': toIdle } },
    requesting: {
      tags: ['busy'],
      invoke: {
        id: 'requestUnbindUrl',
        src: 'requestUnbindUrl',
        input: ({ context }) => context.request!,
        onDone: {
          target: 'awaiting',
          actions: [
            assign({ step: ({ event }) => event.output }),
            { type: 'openWindow', params: ({ event }) => event.output.url },
          ],
        },
        onError: [
          {
            guard: { type: 'inUse', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'inUse',
          },
          { target: 'failed', actions: assign({ code: ({ event }) => errorCodeOf(event.error) }) },
        ],
      },
    },
    awaiting: {
      on: {
        'walletUnbind.confirm': 'refreshing',
        'walletUnbind.returned': { guard: 'isOurStep', target: 'refreshing' },
        'walletUnbind.cancel': toIdle,
      },
    },
    refreshing: {
      tags: ['busy'],
      invoke: {
        id: 'refreshAfterUnbind',
        src: 'refreshAfterUnbind',
        input: ({ context }) => context.request!.blockchain,
        onDone: [
          { guard: { type: 'stillBound', params: ({ event }) => event.output }, target: 'stillBound' },
          { target: 'unbound', actions: 'walletUnbound' },
        ],
        onError: { target: 'failed', actions: assign({ code: ({ event }) => errorCodeOf(event.error) }) },
      },
    },
    unbound: { on: { 'walletUnbind.reset': toIdle, 'walletUnbind.cancel': toIdle } },
    stillBound: {
      on: { 'walletUnbind.retry': 'requesting', 'walletUnbind.cancel': toIdle, 'walletUnbind.reset': toIdle },
    },
    inUse: {
      on: {
        'walletUnbind.change': {
          target: 'idle',
          actions: [
            {
              type: 'startChange',
              params: ({ context }) => ({ ...context.request!, address: context.address }),
            },
            assign(EMPTY),
          ],
        },
        'walletUnbind.cancel': toIdle,
      },
    },
    failed: {
      on: {
        'walletUnbind.retry': { target: 'requesting', actions: assign({ code: null }) },
        'walletUnbind.cancel': toIdle,
      },
    },
  },
});
