import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import {
  NATIVE_COIN,
  type Balance,
  type Blockchain,
  type BoundWallet,
  type ExchangeRate,
} from '@schemas/wallets';
import { formatDateTime } from '@/lib/dates';
import { errorText } from '@/lib/error-text';
import { balanceTotal, convert, formatMoney } from './format';
import { panelAddress, shortAddress } from '@/lib/address';
import { chainLabel, walletTypeLabel } from './labels';
import { useWalletActors } from './wallet-flows';
import { walletErrorTexts } from './wallet.errors';
import { AddressCopy } from '@/components/AddressCopy';

type Props = {
  blockchain: Blockchain;
  wallet: BoundWallet | undefined;
  balance: { data?: Balance; isPending: boolean; isError: boolean; error: unknown };
  currency: string;
  rates: ExchangeRate[];
  /** 'panel' shows the address as first 5 + last 5, 'page' as first 6 + last 4 (spec §9). */
  variant: 'panel' | 'page';
};

/** One chain's wallet: address (copyable), type, balance in the coin and the chosen currency, actions. */
export function ChainWallet({ blockchain, wallet, balance, currency, rates, variant }: Props) {
  const { t, i18n } = useLingui();
  const { unbind, withdraw, chooseWallet } = useWalletActors();
  const coin = NATIVE_COIN[blockchain];
  const chain = i18n._(chainLabel[blockchain]);
  const total = balanceTotal(balance.data);
  const converted = currency === coin ? null : convert(total, coin, currency, rates);
  // The one rate table every screen converts with, and when its rate was taken.
  const rateTime = formatDateTime(rates.find((r) => r.tarSymbol === coin)?.updatedAt, i18n.locale);
  const address = wallet ? (variant === 'panel' ? panelAddress : shortAddress)(wallet.walletAddress) : '';
  const headingId = `wallet-${variant}-${blockchain}`;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} id={headingId}>
            {chain}
          </Text>
          {wallet && (
            <Text size="xs" c="dimmed">
              {i18n._(walletTypeLabel[wallet.walletType])}
            </Text>
          )}
        </Group>
        {wallet ? (
          <AddressCopy address={wallet.walletAddress} shown={address} />
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>No wallet connected</Trans>
          </Text>
        )}
        <div aria-live="polite">
          {balance.isPending ? (
            <Skeleton h={20} w="60%" aria-label={t`Loading balance`} />
          ) : balance.isError ? (
            <Text size="sm" c="red" role="alert">
              {errorText(balance.error, walletErrorTexts)}
            </Text>
          ) : (
            <Stack gap={0}>
              <Text fw={700} data-testid={`balance-${blockchain}`}>
                {formatMoney(total, coin, i18n.locale)}
              </Text>
              {converted !== null && (
                <Text size="sm" c="dimmed" data-testid={`converted-${blockchain}`}>
                  <Trans>
                    ≈ {formatMoney(converted, currency, i18n.locale)} at the rate of {rateTime}
                  </Trans>
                </Text>
              )}
            </Stack>
          )}
        </div>
        <Group gap="xs">
          {wallet ? (
            <>
              <Button size="xs" onClick={() => withdraw.send({ type: 'withdraw.start', blockchain })}>
                <Trans>Withdraw</Trans>
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => chooseWallet({ blockchain, op: 'change', previous: wallet.walletAddress })}
              >
                <Trans>Change</Trans>
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() =>
                  unbind.send({
                    type: 'walletUnbind.start',
                    blockchain,
                    walletType: wallet.walletType,
                    address: wallet.walletAddress,
                  })
                }
              >
                <Trans>Unbind</Trans>
              </Button>
            </>
          ) : (
            <Button size="xs" onClick={() => chooseWallet({ blockchain, op: 'connect' })}>
              <Trans>Connect wallet</Trans>
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
