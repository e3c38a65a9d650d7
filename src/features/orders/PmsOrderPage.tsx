import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Suspense, type ComponentType } from 'react';
import type { CartLine, CartTicketLine } from '@schemas/shop';
import { CartLineCard } from '@/components/CartLineCard';
import { ListEmpty, ListSkeleton, ListState } from '@/components/ListState';
import { formatMinor } from '@/lib/minor-money';
import { updateCart } from './orders.api';
import { orderQueries } from './orders.queries';
import { ActionError } from './parts';

/** One cart line: quantity stepper (1 to stock) and remove. */
function CartRow({ line }: { line: CartLine }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (quantity: number) => updateCart(line.productId, quantity, line.specKey),
    onSuccess: (cart) => queryClient.setQueryData(orderQueries.cart().queryKey, cart),
    onError: () => void queryClient.invalidateQueries({ queryKey: orderQueries.cart().queryKey }),
  });
  const spec = Object.entries(line.spec)
    .map(([k, val]) => `${k}: ${val}`)
    .join(' · ');
  return (
    <CartLineCard
      testId="cart-line"
      name={line.name}
      image={line.image}
      details={
        spec && (
          <Text size="xs" c="dimmed">
            {spec}
          </Text>
        )
      }
      available={line.available}
      quantity={line.quantity}
      max={line.stock}
      quantityLabel={t`Quantity of ${line.name}`}
      onQuantity={(q) => change.mutate(q)}
      removing={change.isPending && change.variables === 0}
      price={formatMinor((BigInt(line.unitPriceHkd) * BigInt(line.quantity)).toString(), 'HKD', i18n.locale)}
      error={change.isError && <ActionError error={change.error} />}
    />
  );
}

/**
 * pmsorder, the e-shop's order page: the cart of PHYSICAL goods grouped by seller (an order has
 * one seller), each group checked out on its own through the 3-step checkout; then the cart's TICKET lines,
 * drawn by the tickets feature (`TicketLines`, given by the screen), each checked out as its own order.
 */
export function PmsOrderPage({ TicketLines }: { TicketLines?: ComponentType<{ lines: CartTicketLine[] }> }) {
  const { i18n } = useLingui();
  const query = useQuery(orderQueries.cart());
  const lines = query.data?.lines ?? [];
  const tickets = query.data?.tickets ?? [];
  const sellers = [...new Map(lines.map((l) => [l.sellerId, l.sellerName])).entries()];
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        <Trans>Shopping cart</Trans>
      </Title>
      <ListState
        query={query}
        skeleton={<ListSkeleton rows={2} height={96} />}
        isEmpty={lines.length === 0 && (tickets.length === 0 || !TicketLines)}
        empty={<ListEmpty title={<Trans>Your cart is empty</Trans>} />}
      >
        {sellers.map(([sellerId, sellerName]) => {
          const own = lines.filter((l) => l.sellerId === sellerId);
          const subtotal = own.reduce((s, l) => s + BigInt(l.unitPriceHkd) * BigInt(l.quantity), 0n);
          const ready = own.every((l) => l.available);
          return (
            <Stack key={sellerId} gap="sm" component="section" aria-label={sellerName}>
              <Title order={2} size="h4">
                <Trans>Sold by {sellerName}</Trans>
              </Title>
              <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {own.map((l) => (
                  <CartRow key={`${l.productId}:${l.specKey}`} line={l} />
                ))}
              </Stack>
              <Group justify="flex-end" gap="md">
                <Text>
                  <Trans>Subtotal</Trans>{' '}
                  <Text span fw={700}>
                    {formatMinor(subtotal.toString(), 'HKD', i18n.locale)}
                  </Text>
                </Text>
                {ready ? (
                  <Button renderRoot={(p) => <Link to="/step1" search={{ cart: '1', sellerId }} {...p} />}>
                    <Trans>Check out</Trans>
                  </Button>
                ) : (
                  <Button disabled>
                    <Trans>Check out</Trans>
                  </Button>
                )}
              </Group>
            </Stack>
          );
        })}
        {TicketLines && tickets.length > 0 && (
          <Suspense fallback={<ListSkeleton rows={1} height={96} />}>
            <TicketLines lines={tickets} />
          </Suspense>
        )}
      </ListState>
    </Stack>
  );
}
