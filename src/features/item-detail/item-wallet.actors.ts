import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { MintStatus } from '@schemas/item-token';
import type { TransferStarted } from '@schemas/wallets';
import { WALLET_STEP_CHANNEL } from '@schemas/wallets';
import { mintMachine } from '@machines/mint.machine';
import { nftTransferMachine, type NftTransferEntry, type StepOutcome } from '@machines/nft-transfer.machine';
import { itemDetailQueries } from './item-detail.queries';
import { getMintStatus, retryMint, startTransfer } from './item-wallet.api';

/** The mint machine's effects: getMintStatus and retryMint. */
export const mintActors = {
  getMintStatus: fromPromise<MintStatus, string>(({ input, signal }) => getMintStatus(input, signal)),
  retryMint: fromPromise<MintStatus, string>(({ input, signal }) => retryMint(input, signal)),
};

/** The mint flow with its real effects; the page provides `minted` (refresh the item detail). */
export const mintFlow = mintMachine.provide({ actors: mintActors });

export type { StepOutcome };
type StepMessage = { ref?: unknown; status?: unknown; code?: unknown };

const FINAL = ['DONE', 'FAILED', 'CANCELLED'];
/** How often the opener looks whether the step window was closed, and how long it then waits for a message. */
const CLOSED_POLL_MS = 1000;
const CLOSED_GRACE_MS = 2000;

/**
 * Opens a wallet step page in a new window, keeping a handle (the step page talks back on a channel, not
 * through window.opener, so the handle is only used to notice a closed window).
 */
export function openStepWindow(url: string): Window | null {
  return window.open(url, '_blank', 'noopener=no');
}

/**
 * Resolves when the wallet step `ref` ends: a message on the 'wallet-step' BroadcastChannel (or, where that
 * is missing, the same message written to localStorage under that key), or the window closing without one.
 */
export function waitForWalletStep(
  ref: string,
  win: Window | null,
  signal: AbortSignal,
): Promise<StepOutcome> {
  return new Promise((resolve) => {
    const cleanups: (() => void)[] = [];
    const finish = (o: StepOutcome) => {
      cleanups.forEach((c) => c());
      resolve(o);
    };
    const take = (m: StepMessage | null) => {
      if (!m || m.ref !== ref || typeof m.status !== 'string' || !FINAL.includes(m.status)) return;
      finish({
        status: m.status as StepOutcome['status'],
        ...(typeof m.code === 'number' ? { code: m.code } : {}),
      });
    };
    if (typeof BroadcastChannel !== 'undefined') {
      const channel = new BroadcastChannel(WALLET_STEP_CHANNEL);
      channel.onmessage = (e: MessageEvent) => take(e.data as StepMessage);
      cleanups.push(() => channel.close());
    }
    const onStorage = (e: StorageEvent) => {
      if (e.key !== WALLET_STEP_CHANNEL || !e.newValue) return;
      try {
        take(JSON.parse(e.newValue) as StepMessage);
      } catch {
        // Not a step message.
      }
    };
    window.addEventListener('storage', onStorage);
    cleanups.push(() => window.removeEventListener('storage', onStorage));
    if (win) {
      let grace: ReturnType<typeof setTimeout> | undefined;
      const timer = setInterval(() => {
        if (!win.closed || grace) return;
        grace = setTimeout(() => finish({ status: 'CLOSED' }), CLOSED_GRACE_MS);
      }, CLOSED_POLL_MS);
      cleanups.push(() => {
        clearInterval(timer);
        clearTimeout(grace);
      });
    }
    signal.addEventListener('abort', () => cleanups.forEach((c) => c()), { once: true });
  });
}

/** The transfer's effects: transferToExternalWallet, then the approval window watched until its step ends. */
export const nftTransferActors = {
  start: fromPromise<TransferStarted, NftTransferEntry>(({ input, signal }) => startTransfer(input, signal)),
  awaitApproval: fromPromise<StepOutcome, TransferStarted>(({ input, signal }) =>
    waitForWalletStep(input.ref, openStepWindow(input.url), signal),
  ),
};

/** The transfer flow with its real effects; an approved transfer refreshes the item (its holders and activity). */
export const nftTransferFlow = (queryClient: QueryClient) =>
  nftTransferMachine.provide({
    actors: nftTransferActors,
    actions: {
      approved: ({ context }) =>
        void queryClient.invalidateQueries({
          queryKey: itemDetailQueries.detail(context.entry!.productId).queryKey,
        }),
    },
  });
