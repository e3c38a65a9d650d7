import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { OrderCurrency } from '@schemas/orders';
import { BLOCKCHAINS, NATIVE_COIN, type Blockchain } from '@schemas/wallets';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { errorText } from '@/lib/error-text';
import { formatMinor } from '@/lib/minor-money';
import { checkoutQueries } from './checkout.queries';

/** The chain whose coin the order is priced in (ETH on Ethereum, MATIC on Polygon); null for HKD. */
const chainOf = (currency: OrderCurrency): Blockchain | null =>
  BLOCKCHAINS.find((b) => NATIVE_COIN[b] === currency) ?? null;

/** The marketplace wallet's coins on the order's chain, read from the chain (null while there is no answer). */
function useCoins(currency: OrderCurrency) {
  const chain = chainOf(currency);
  return useQuery({ ...checkoutQueries.walletCoins(chain ?? 'ETHEREUM'), enabled: chain !== null });
}

/**
 * Under "Pay from: my marketplace wallet": what the wallet holds, so the buyer knows before paying whether it
 * can (the payment also needs a little for the network fee).
 */
export function OwnWalletCoins({ currency, amount }: { currency: OrderCurrency; amount: bigint }) {
  const { i18n } = useLingui();
  const coins = useCoins(currency);
  if (coins.isPending) return null;
  if (coins.isError)
    return (
      <Text size="sm" c="red" role="alert">
        {errorText(coins.error)}
      </Text>
    );
  const held = formatMinor(coins.data.wei, currency, i18n.locale);
  const short = BigInt(coins.data.wei) < amount;
  return (
    <Text size="sm" c={short ? 'red' : undefined} data-testid="own-wallet-coins">
      {short ? (
        <Trans>Your marketplace wallet holds {held}: not enough for this payment.</Trans>
      ) : (
        <Trans>Your marketplace wallet holds {held}.</Trans>
      )}
    </Text>
  );
}

/**
 * The question asked before the server sends coins from the marketplace wallet (a browser wallet asks in the
 * wallet itself): the amount, what the wallet holds and what it will hold after, then confirm or go back.
 */
export function OwnWalletConfirm({
  opened,
  currency,
  amount,
  onConfirm,
  onDismiss,
}: {
  opened: boolean;
  currency: OrderCurrency;
  amount: bigint;
  onConfirm: () => void;
  onDismiss: () => void;
}) {
  const { t, i18n } = useLingui();
  const coins = useCoins(currency);
  const money = (v: bigint | string) => formatMinor(String(v), currency, i18n.locale);
  const pay = money(amount);
  const held = coins.data ? money(coins.data.wei) : null;
  // Shown only when the wallet can pay; one that cannot is refused by the server with its own code (4612).
  const after =
    coins.data && BigInt(coins.data.wei) >= amount ? money(BigInt(coins.data.wei) - amount) : null;
  return (
    <ConfirmDialog
      opened={opened}
      title={t`Pay from your marketplace wallet?`}
      confirmLabel={<Trans>Pay {pay}</Trans>}
      onConfirm={onConfirm}
      onCancel={onDismiss}
    >
      <Text size="sm">
        <Trans>
          {pay} is sent from your marketplace wallet to pay this order, plus a small network fee. This cannot
          be undone.
        </Trans>
      </Text>
      {held && after && (
        <Text size="sm" data-testid="own-wallet-after">
          <Trans>
            The wallet holds {held}; after this payment, about {after}.
          </Trans>
        </Text>
      )}
    </ConfirmDialog>
  );
}
