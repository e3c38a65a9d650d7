import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { NATIVE_COIN } from '@schemas/wallets';
import { balanceTotal, formatMoney } from './format';
import { useLoggedIn } from '@/lib/use-session';
import { useBalances } from './use-wallet-data';

/**
 * Next to the wallet button on desktop (hidden on phones): the default chain's total. Mounting it loads both
 * balances once per session after login (spec §4); they stay cached until a withdrawal, bind or unbind.
 */
export function HeaderBalance() {
  const { t, i18n } = useLingui();
  const loggedIn = useLoggedIn();
  const { chains, byChain } = useBalances(loggedIn);
  const chain = chains[0]!;
  const data = byChain.get(chain)?.data;
  if (!loggedIn || !data) return null;
  const shown = formatMoney(balanceTotal(data), NATIVE_COIN[chain], i18n.locale);
  return (
    <Text
      size="sm"
      fw={600}
      visibleFrom="sm"
      // One line beside the wallet button: a wrapped amount would break the header bar's height.
      style={{ whiteSpace: 'nowrap' }}
      aria-label={t`Wallet balance ${shown}`}
      data-testid="header-balance"
    >
      {shown}
    </Text>
  );
}
