import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { mintMachine } from '@machines/mint.machine';
import { walletConnectMachine, type ConnectRequest } from '@machines/wallet-connect.machine';
import { walletUnbindMachine, type UnbindRequest } from '@machines/wallet-unbind.machine';
import { withdrawMachine, type WithdrawCheck } from '@machines/withdraw.machine';
import type { MintStatus } from '@schemas/item-token';
import type { Balance, Blockchain, WalletUrl, Withdrawal } from '@schemas/wallets';
import { WALLET_STEP_CHANNEL } from '@schemas/wallets';
import { walletApi } from './wallet.api';
import { walletQueries } from './wallet.queries';
import { queryRoots } from '@/lib/query-keys';

/**
 * Opens a step page in a new window. Browsers may block a window opened after an answer arrived (no user
 * gesture): the dialog then offers the same URL as a link, so this only tries.
 */
export function openStepWindow(url: string): void {
  try {
    window.open(url, '_blank');
  } catch {
    // Not available (tests, embedded views): the dialog's link opens it.
  }
}

/** The chain's bound address after a step, read fresh (member detail is refreshed for the header too). */
async function boundAddress(queryClient: QueryClient, blockchain: Blockchain): Promise<string | null> {
  await queryClient.invalidateQueries({ queryKey: queryRoots.members(), refetchType: 'none' });
  const player = await queryClient.fetchQuery({ ...walletQueries.player(), staleTime: 0 });
  return player.wallets.find((w) => w.blockchain === blockchain)?.walletAddress ?? null;
}

/** Balances (and lists that depend on them) are read again: after a withdrawal, bind or unbind. */
export function refreshBalances(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: walletQueries.all() });
}

/** The wallet machines with their real effects; components add what they show (toasts) via provide. */
export function walletFlows(queryClient: QueryClient) {
  const openWindow = (_: unknown, url: string) => openStepWindow(url);
  return {
    connect: walletConnectMachine.provide({
      actors: {
        requestConnectUrl: fromPromise<WalletUrl, ConnectRequest>(({ input, signal }) =>
          walletApi.connectUrl(input, { signal }),
        ),
        readMember: fromPromise<string | null, Blockchain>(({ input }) => boundAddress(queryClient, input)),
      },
      actions: { openWindow, walletBound: () => void refreshBalances(queryClient) },
    }),
    unbind: walletUnbindMachine.provide({
      actors: {
        requestUnbindUrl: fromPromise<WalletUrl, UnbindRequest>(({ input, signal }) =>
          walletApi.unbindUrl(input, { signal }),
        ),
        refreshAfterUnbind: fromPromise<string | null, Blockchain>(async ({ input }) => {
          await refreshBalances(queryClient);
          return boundAddress(queryClient, input);
        }),
      },
      actions: { openWindow },
    }),
    withdraw: withdrawMachine.provide({
      actors: {
        // The check before a withdrawal reads the balance fresh, not the session's cached one.
        readBalance: fromPromise<Balance, Blockchain>(({ input }) =>
          queryClient.fetchQuery({ ...walletQueries.balance(input), staleTime: 0 }),
        ),
        requestWithdraw: fromPromise<WalletUrl, Blockchain>(({ input, signal }) =>
          walletApi.requestWithdraw(input, { signal }),
        ),
        checkWithdraw: fromPromise<Withdrawal, WithdrawCheck>(({ input, signal }) =>
          walletApi.checkWithdraw(input, { signal }),
        ),
      },
      actions: { openWindow, withdrawn: () => void refreshBalances(queryClient) },
    }),
  };
}

/** The mint status machine with its effects (the item page provides `minted` to refetch the item). */
export const mintFlow = mintMachine.provide({
  actors: {
    getMintStatus: fromPromise<MintStatus, string>(({ input, signal }) =>
      walletApi.mintStatus(input, { signal }),
    ),
    retryMint: fromPromise<MintStatus, string>(({ input, signal }) => walletApi.retryMint(input, { signal })),
  },
});

/** Calls `onStep(ref)` when a step window reports it ended (BroadcastChannel 'wallet-step'); returns the stop. */
export function listenForStepWindow(onStep: (ref: string) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(WALLET_STEP_CHANNEL);
  channel.onmessage = (e: MessageEvent<{ ref?: unknown }>) => {
    if (typeof e.data?.ref === 'string') onStep(e.data.ref);
  };
  return () => channel.close();
}
