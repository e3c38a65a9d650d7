import { useQueries, useQuery } from '@tanstack/react-query';
import type { Balance, Blockchain } from '@schemas/wallets';
import { DEFAULT_CURRENCY } from './format';
import { enabledChains, walletQueries } from './wallet.queries';

/** Both balances (spec §4: loaded once per session after login), keyed by chain. */
export function useBalances(enabled = true) {
  const chains = enabledChains();
  const results = useQueries({ queries: chains.map((c) => ({ ...walletQueries.balance(c), enabled })) });
  const byChain = new Map<Blockchain, (typeof results)[number]>();
  chains.forEach((c, i) => byChain.set(c, results[i]!));
  return {
    chains,
    byChain: byChain as Map<
      Blockchain,
      { data?: Balance; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown }
    >,
  };
}

/** The member's wallets, chosen display currency (HKD by default) and the exchange rates. */
export function useWalletData() {
  const player = useQuery(walletQueries.player());
  const rates = useQuery(walletQueries.rates());
  const currency = player.data?.currency ?? DEFAULT_CURRENCY;
  return { player, rates: rates.data ?? [], currency };
}
