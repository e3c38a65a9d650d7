import { Trans } from '@lingui/react/macro';
import { Stack, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListEmpty, ListSkeleton, ListState } from '@/components/ListState';
import { PreOrderCard } from './PreOrderCard';
import { orderErrorTexts } from './orders.errors';
import { orderQueries, type OrderRole } from './orders.queries';

function PreOrderList({ role }: { role: OrderRole }) {
  const query = useQuery(orderQueries.preOrders(role));
  const items = query.data ?? [];
  return (
    <ListState
      query={query}
      skeleton={<ListSkeleton rows={2} height={160} />}
      isEmpty={items.length === 0}
      empty={
        <ListEmpty
          title={
            role === 'buyer' ? (
              <Trans>You have no pre-orders</Trans>
            ) : (
              <Trans>No pre-orders for your items</Trans>
            )
          }
        />
      }
      texts={orderErrorTexts}
    >
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((p) => (
          <PreOrderCard key={p.id} p={p} />
        ))}
      </Stack>
    </ListState>
  );
}

/**
 * preOrder: pre-orders of items not yet in stock, submitted → delivery → finished; the buyer's
 * view (finish, cancel) and the seller's (deliver with a waybill, cancel). A pre-order starts on the item page.
 */
export function PreOrdersPage() {
  const [role, setRole] = useState<OrderRole>('buyer');
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        <Trans>Pre-orders</Trans>
      </Title>
      <Tabs value={role} onChange={(v) => setRole(v === 'seller' ? 'seller' : 'buyer')} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="buyer">
            <Trans>My pre-orders</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="seller">
            <Trans>For my items</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="buyer">
          <PreOrderList role="buyer" />
        </Tabs.Panel>
        <Tabs.Panel value="seller">
          <PreOrderList role="seller" />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
