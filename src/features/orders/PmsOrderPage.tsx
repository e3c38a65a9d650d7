import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Image,
  NumberInput,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Suspense, type ComponentType } from 'react';
import type { CartLine, CartTicketLine } from '@schemas/shop';
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
    <Paper component="li" withBorder p="sm" radius="md" data-testid="cart-line">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Image src={line.image || null} alt="" w={64} h={64} radius="sm" fallbackSrc="/favicon.svg" />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {line.name}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => change.mutate(0)}
              aria-label={t`Remove ${line.name}`}
              loading={change.isPending && change.variables === 0}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
          {spec && (
            <Text size="xs" c="dimmed">
              {spec}
            </Text>
          )}
          {!line.available && (
            <Badge color="orange" variant="light">
              <Trans>Not available in this quantity</Trans>
            </Badge>
          )}
          <Group justify="space-between" wrap="wrap" gap="xs">
            <NumberInput
              aria-label={t`Quantity of ${line.name}`}
              value={line.quantity}
              min={1}
              max={Math.max(1, line.stock)}
              clampBehavior="strict"
              allowDecimal={false}
              w={110}
              size="xs"
              onChange={(n) => {
                const q = typeof n === 'number' ? n : Number.parseInt(n, 10);
                if (Number.isInteger(q) && q >= 1 && q !== line.quantity) change.mutate(q);
              }}
            />
            <Text fw={700}>
              {formatMinor(
                (BigInt(line.unitPriceHkd) * BigInt(line.quantity)).toString(),
                'HKD',
                i18n.locale,
              )}
            </Text>
          </Group>
          {change.isError && <ActionError error={change.error} />}
        </Stack>
      </Group>
    </Paper>
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
