import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ListError } from '@/components/ListState';
import { ChainWallet } from './ChainWallet';
import { CurrencyPicker } from './CurrencyPicker';
import { useBalances, useWalletData } from './use-wallet-data';
import { WalletFlowsProvider } from './wallet-flows';
import { walletErrorTexts } from './wallet.errors';

/** Per chain wallets, balances and actions, shared by the panel and the my-wallet page. */
export function WalletCards({ variant }: { variant: 'panel' | 'page' }) {
  const { player, rates, currency } = useWalletData();
  const { chains, byChain } = useBalances();
  if (player.isError && !player.data)
    return <ListError error={player.error} onRetry={() => void player.refetch()} texts={walletErrorTexts} />;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          <Trans>Balances</Trans>
        </Text>
        <CurrencyPicker value={currency} />
      </Group>
      {chains.map((c) => (
        <ChainWallet
          key={c}
          blockchain={c}
          wallet={player.data?.wallets.find((w) => w.blockchain === c)}
          balance={byChain.get(c)!}
          currency={currency}
          rates={rates}
          variant={variant}
        />
      ))}
    </Stack>
  );
}

/**
 * The wallet panel's content (spec §2/§4): wallets per enabled chain with balances, currency picker, the
 * wallet flows, and links to my wallet, withdrawals and transfer records. `onNavigate` closes the drawer.
 */
export function WalletPanelContent({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useLingui();
  return (
    <WalletFlowsProvider>
      <Stack>
        <WalletCards variant="panel" />
        <Stack gap={4} component="nav" aria-label={t`Wallet pages`}>
          <Anchor renderRoot={(p) => <Link to="/withdraws" {...p} />} onClick={onNavigate}>
            <Trans>Withdrawals</Trans>
          </Anchor>
          <Anchor
            renderRoot={(p) => <Link to="/wallet" search={{ tab: 'transfers' }} {...p} />}
            onClick={onNavigate}
          >
            <Trans>Transfer record</Trans>
          </Anchor>
        </Stack>
      </Stack>
    </WalletFlowsProvider>
  );
}
