import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ListEmpty, ListError } from '@/components/ListState';
import { codeOf } from '@/lib/error-text';
import { Code } from '@schemas/codes';
import { formatDateTime } from './format';
import { OrderActions } from './OrderActions';
import { OrderInfo } from './OrderInfo';
import { OrderLines, PriceBreakdownTable } from './OrderLines';
import { OrderPayments } from './OrderPayments';
import { OrderTimeline } from './OrderTimeline';
import { orderErrorTexts } from './orders.errors';
import { orderQueries } from './orders.queries';
import { StatusBadges } from './parts';

/**
 * orderDetail: every field of spec §3 Order, the price breakdown, the timeline from order_events
 * and only the actions the order machine allows this viewer.
 */
export function OrderDetailPage({ id }: { id: string }) {
  const { i18n } = useLingui();
  const query = useQuery(orderQueries.detail(id));
  const back = (
    <Anchor renderRoot={(p) => <Link to="/orders" {...p} />} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={16} aria-hidden />
        <Trans>All orders</Trans>
      </Group>
    </Anchor>
  );
  if (query.isPending)
    return (
      <Stack aria-busy="true">
        <Skeleton h={32} w="60%" />
        <Skeleton h={200} />
      </Stack>
    );
  if (query.isError && !query.data) {
    if (codeOf(query.error) === Code.NOT_FOUND)
      return (
        <Stack>
          {back}
          <ListEmpty heading title={<Trans>This order does not exist, or it is not yours to see.</Trans>} />
        </Stack>
      );
    return (
      <Stack>
        {back}
        <ListError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
          texts={orderErrorTexts}
          title={<Trans>This order could not be loaded</Trans>}
          retryLabel={<Trans>Retry</Trans>}
        />
      </Stack>
    );
  }
  const o = query.data;
  return (
    <Stack gap="lg" data-testid="order-detail">
      {back}
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {o.title}
          </Title>
          <StatusBadges status={o.status} cod={o.cod} />
        </Group>
        <Text size="sm" c="dimmed">
          <Trans>
            Order {o.number} · placed <time dateTime={o.time}>{formatDateTime(o.time, i18n.locale)}</time>
          </Trans>
        </Text>
      </Stack>
      <OrderActions order={o} />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <OrderLines order={o} />
            <PriceBreakdownTable order={o} />
            <OrderPayments orderId={o.id} support={o.viewerRole === 'SUPPORT'} />
            <OrderInfo order={o} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <OrderTimeline orderId={o.id} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
