import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Radio, Stack } from '@mantine/core';
import { sourceOf, type BuyWallet, type PaySource } from '@machines/checkout.types';
import type { OrderCurrency } from '@schemas/orders';
import { OwnWalletCoins } from './own-wallet-pay';

/** The browser wallets crypto can be sent from (spec §2 wallet choice), asked only once crypto is chosen. */
const BROWSER_WALLETS: { id: BuyWallet; name: MessageDescriptor }[] = [
  { id: 'METAMASK', name: msg`MetaMask` },
  { id: 'BINANCE', name: msg`Binance Wallet` },
  { id: 'OKX', name: msg`OKX Wallet` },
];

/**
 * Where a crypto payment is sent from: the marketplace wallet (with what it holds against the amount) or one of
 * the browser wallets.
 */
export function PayFromChoice({
  source,
  wallet,
  currency,
  amount,
  disabled,
  onChange,
}: {
  source: PaySource;
  wallet: BuyWallet | null;
  currency: OrderCurrency;
  /** What this payment takes, minor units. */
  amount: bigint;
  disabled: boolean;
  onChange: (source: PaySource, wallet: BuyWallet) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <Radio.Group
      label={t`Pay from`}
      value={source === 'OWN' ? 'CUSTODIAL' : (wallet ?? 'METAMASK')}
      onChange={(w) => onChange(sourceOf(w as BuyWallet), w as BuyWallet)}
    >
      <Stack gap="xs" mt={4}>
        <Radio value="CUSTODIAL" disabled={disabled} label={t`My marketplace wallet`} />
        {source === 'OWN' && <OwnWalletCoins currency={currency} amount={amount} />}
        {BROWSER_WALLETS.map((w) => (
          <Radio key={w.id} value={w.id} disabled={disabled} label={i18n._(w.name)} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
