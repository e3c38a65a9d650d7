import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Image, NativeSelect, Paper, Stack, Tabs, Text, Title, UnstyledButton } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { ORDER_LABELS } from '@machines/order-status';
import { ListEmpty, ListSkeleton, ListState } from '@/components/ListState';
import { ListMore } from '@/components/ListMore';
import { STATUS } from './labels';
import { formatMinor } from '@/lib/minor-money';
import { formatDateTime } from './format';
import type { OrderSummaryRow, SupportOrderSummary } from './orders.api';
import { orderErrorTexts } from './orders.errors';
import { orderQueries, type OrderRole } from './orders.queries';
import { StatusBadges } from './parts';

/** One order in a list: a link to its page with number, title, status, time, total and the other party. */
export function OrderRow({
  order,
  role,
  children,
}: {
  order: OrderSummaryRow | SupportOrderSummary;
  role: OrderRole | 'support';
  /** More controls inside the row, after its link (the support page's replay button). */
  children?: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <Paper component="li" withBorder radius="md" data-testid="order-row">
      <UnstyledButton
        renderRoot={(p) => <Link to="/orderDetail" search={{ id: order.id }} {...p} />}
        p="sm"
        w="100%"
        display="block"
      >
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <Image src={order.image || null} alt="" w={56} h={56} radius="sm" fallbackSrc="/favicon.svg" />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Group justify="space-between" wrap="wrap" gap={6}>
              <Text fw={600} truncate maw="100%">
                {order.title}
              </Text>
              <StatusBadges status={order.status} cod={order.cod} />
            </Group>
            <Text size="xs" c="dimmed">
              <Trans>No. {order.number}</Trans> · {formatDateTime(order.time, i18n.locale)}
            </Text>
            <Group justify="space-between" wrap="wrap" gap={6}>
              <Text size="sm">
                {'seller' in order ? (
                  // Support: the buyer (the counterpart) and who sold it.
                  <Trans>
                    Buyer: {order.counterpart.name} · Seller: {order.seller.name}
                  </Trans>
                ) : role === 'seller' ? (
                  <Trans>Buyer: {order.counterpart.name}</Trans>
                ) : (
                  <Trans>Seller: {order.counterpart.name}</Trans>
                )}
              </Text>
              <Text fw={700}>{formatMinor(order.totalAmount, order.currency, i18n.locale)}</Text>
            </Group>
          </Stack>
        </Group>
      </UnstyledButton>
      {children}
    </Paper>
  );
}

function OrderList({ role, status }: { role: OrderRole; status: string }) {
  const query = useInfiniteQuery(orderQueries.list({ role, status }));
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <ListState
      query={query}
      skeleton={<ListSkeleton rows={3} height={80} />}
      isEmpty={items.length === 0}
      empty={
        <ListEmpty
          title={
            role === 'buyer' ? <Trans>You have not bought anything yet</Trans> : <Trans>No sales yet</Trans>
          }
        />
      }
      texts={orderErrorTexts}
    >
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((o) => (
          <OrderRow key={o.id} order={o} role={role} />
        ))}
      </Stack>
      <ListMore query={query} />
    </ListState>
  );
}

/**
 * orders / myOrders: bought and sold orders (myOrders: bought only), filtered by status, paged
 * with "load more".
 */
export function OrdersPage({ boughtOnly = false }: { boughtOnly?: boolean }) {
  const { t, i18n } = useLingui();
  const [role, setRole] = useState<OrderRole>('buyer');
  const [status, setStatus] = useState('ALL');
  const filter = (
    <NativeSelect
      label={t`Status`}
      value={status}
      onChange={(e) => setStatus(e.currentTarget.value)}
      data={[
        { value: 'ALL', label: t`All` },
        ...ORDER_LABELS.map((l) => ({ value: l, label: i18n._(STATUS[l].label) })),
      ]}
      w={{ base: '100%', xs: 220 }}
    />
  );
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {boughtOnly ? <Trans>My orders</Trans> : <Trans>Orders</Trans>}
      </Title>
      {boughtOnly ? (
        <>
          {filter}
          <OrderList role="buyer" status={status} />
        </>
      ) : (
        <Tabs value={role} onChange={(v) => setRole(v === 'seller' ? 'seller' : 'buyer')} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="buyer">
              <Trans>Bought</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="seller">
              <Trans>Sold</Trans>
            </Tabs.Tab>
          </Tabs.List>
          {(['buyer', 'seller'] as const).map((r) => (
            <Tabs.Panel key={r} value={r}>
              <Stack gap="md">
                {filter}
                <OrderList role={r} status={status} />
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}
