import { assign, setup } from 'xstate';
import type { MintStatus } from '@schemas/item-token';
import { errorCodeOf } from './error-code';
import { notProvided } from './not-provided';

/** How often a pending mint is asked again (minting takes about 3 minutes, spec §4/§9). */
export const MINT_POLL_MS = 5000;

export type MintContext = {
  productId: string;
  status: MintStatus | null;
  /** The last refused read or retry (polling goes on after a failed read). */
  code: number | null;
};
export type MintEvent = { type: 'mint.retry' } | { type: 'mint.refresh' };

/**
 * An item's mint status: read it, poll every MINT_POLL_MS while pending (an XState delay, so
 * tests use simulated time), stop once minted; a failed mint offers `mint.retry` (retrying → pending);
 * NONE (nothing to mint, e.g. a NON item) stops too. Effects come from src/features/wallet/wallet.actors.ts.
 */
export const mintMachine = setup({
  types: {
    context: {} as MintContext,
    events: {} as MintEvent,
    input: {} as { productId: string },
  },
  actors: {
    getMintStatus: notProvided<MintStatus, string>('getMintStatus'),
    retryMint: notProvided<MintStatus, string>('retryMint'),
  },
  actions: {
    /** Runs once when the item is minted (refresh the item detail). */
    minted: () => {},
  },
  guards: {
    isMinted: (_, s: MintStatus) => s.status === 'MINTED',
    isFailed: (_, s: MintStatus) => s.status === 'FAILED',
    isNone: (_, s: MintStatus) => s.status === 'NONE',
  },
  delays: { poll: MINT_POLL_MS },
}).createMachine({
  id: 'mint',
  context: ({ input }) => ({ productId: input.productId, status: null, code: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'getMintStatus',
        src: 'getMintStatus',
        input: ({ context }) => context.productId,
        onDone: [
          {
            guard: { type: 'isMinted', params: ({ event }) => event.output },
            target: 'minted',
            actions: [assign({ status: ({ event }) => event.output, code: null }), 'minted'],
          },
          {
            guard: { type: 'isFailed', params: ({ event }) => event.output },
            target: 'failed',
            actions: assign({ status: ({ event }) => event.output, code: null }),
          },
          {
            guard: { type: 'isNone', params: ({ event }) => event.output },
            target: 'none',
            actions: assign({ status: ({ event }) => event.output, code: null }),
          },
          { target: 'pending', actions: assign({ status: ({ event }) => event.output, code: null }) },
        ],
        // A read that failed (chain or network) is tried again on the next tick.
        onError: { target: 'pending', actions: assign({ code: ({ event }) => errorCodeOf(event.error) }) },
      },
    },
    pending: { after: { poll: 'loading' }, on: { 'mint.refresh': 'loading' } },
    minted: { type: 'final' },
    none: { on: { 'mint.refresh': 'loading' } },
    failed: { on: { 'mint.retry': 'retrying', 'mint.refresh': 'loading' } },
    retrying: {
      tags: ['busy'],
      invoke: {
        id: 'retryMint',
        src: 'retryMint',
        input: ({ context }) => context.productId,
        onDone: { target: 'pending', actions: assign({ status: ({ event }) => event.output, code: null }) },
        onError: { target: 'failed', actions: assign({ code: ({ event }) => errorCodeOf(event.error) }) },
      },
    },
  },
});
