import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { BUY_WALLETS, type BuyWallet } from '@machines/checkout.types';
import type { OrderLineInput } from '@schemas/orders';
import { parseSpecKey } from '@schemas/shop';
import { codeOf } from '@/lib/error-text';
import { checkoutQueries } from './checkout.queries';
import { CheckoutPage } from './CheckoutPage';
import { CheckoutNotice, PageLoader, Refusal } from './checkout-states';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type Step1Search = {
  productId?: string;
  quantity?: string;
  wallet?: string;
  cart?: string;
  /** With `cart=1`: the seller whose goods this order takes (one order per seller; pmsorder groups by seller). */
  sellerId?: string;
  /** A physical good's options as canonical text, 'COLOR=Black;SIZE=M'. */
  spec?: string;
};

/** The wallet of the search, when it is one of the choices. */
export const walletOf = (w: string | undefined): BuyWallet | null =>
  (BUY_WALLETS as readonly string[]).includes(w ?? '') ? (w as BuyWallet) : null;

/**
 * step1's entry: one item (`productId`, `quantity`, `wallet` from Buy) or the cart (`cart=1`, the e-shop's
 * physical goods); an incomplete link or an empty cart says so instead of checking nothing.
 */
export function CheckoutEntry({ search }: { search: Step1Search }) {
  const wallet = walletOf(search.wallet);
  if (search.cart === '1') return <CartCheckout wallet={wallet} sellerId={search.sellerId} />;
  const quantity = Math.max(1, Math.min(10_000, Number.parseInt(search.quantity ?? '1', 10) || 1));
  if (!search.productId || !UUID.test(search.productId)) return <Incomplete />;
  return <SingleItem search={search} productId={search.productId} quantity={quantity} wallet={wallet} />;
}

function SingleItem({
  search,
  productId,
  quantity,
  wallet,
}: {
  search: Step1Search;
  productId: string;
  quantity: number;
  wallet: BuyWallet | null;
}) {
  const spec = search.spec ?? '';
  const lines = useMemo(
    () => [{ productId, quantity, spec: parseSpecKey(spec) as OrderLineInput['spec'] }],
    [productId, quantity, spec],
  );
  // A new choice of options is a new checkout (the machine starts once per page).
  return (
    <CheckoutPage
      key={`${productId}:${quantity}:${spec}`}
      lines={lines}
      wallet={wallet}
      itemSearch={search}
    />
  );
}

function CartCheckout({ wallet, sellerId }: { wallet: BuyWallet | null; sellerId?: string }) {
  const { t } = useLingui();
  const cart = useQuery(checkoutQueries.cart());
  const lines = useMemo<OrderLineInput[]>(
    () =>
      (cart.data?.lines ?? [])
        // One order holds one seller's goods (4608): the cart page checks out each seller on its own.
        .filter((l) => !sellerId || l.sellerId === sellerId)
        .map((l) => ({
          productId: l.productId,
          quantity: l.quantity,
          spec: l.spec as OrderLineInput['spec'],
        })),
    [cart.data, sellerId],
  );
  if (cart.isPending) return <PageLoader label={t`Loading your cart…`} />;
  if (cart.isError)
    return (
      <Container size="sm" py="xl">
        <Refusal
          code={codeOf(cart.error)}
          title={t`Your cart could not be loaded`}
          onRetry={() => void cart.refetch()}
        />
      </Container>
    );
  if (lines.length === 0)
    return (
      <CheckoutNotice>
        <Alert role="status" title={t`Your cart is empty`}>
          <Anchor renderRoot={(p) => <Link to="/explore" {...p} />}>
            <Trans>Back to the marketplace</Trans>
          </Anchor>
        </Alert>
      </CheckoutNotice>
    );
  return <CheckoutPage lines={lines} wallet={wallet} fromCart />;
}

function Incomplete() {
  const { t } = useLingui();
  return (
    <CheckoutNotice>
      <Alert color="red" role="alert" title={t`This checkout link is incomplete`}>
        <Anchor renderRoot={(p) => <Link to="/explore" {...p} />}>
          <Trans>Choose an item to buy</Trans>
        </Anchor>
      </Alert>
    </CheckoutNotice>
  );
}
