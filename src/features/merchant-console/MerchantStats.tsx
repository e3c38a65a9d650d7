import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId } from 'react';
import { ListSkeleton, ListState } from '@/components/ListState';
import { formatMinor } from '@/lib/minor-money';
import { consoleQueries } from './merchant-console.queries';

// recharts comes with this chunk only, when the figures tab opens.
const StatsCharts = lazy(() => import('./StatsCharts'));

/**
 * The merchant's figures (merchantStats): coupons collected and redeemed, cards activated and
 * sales per day over the last 30 days, drawn as charts and given as a table (charts alone say nothing to a
 * screen reader; the table is also the figures to read exactly).
 */
export function MerchantStats() {
  const { t, i18n } = useLingui();
  const stats = useQuery(consoleQueries.stats());
  const days = stats.data?.days ?? [];
  const totals = days.reduce(
    (n, d) => ({
      collected: n.collected + d.couponsCollected,
      redeemed: n.redeemed + d.couponsRedeemed,
      activated: n.activated + d.cardsActivated,
      sales: n.sales + BigInt(d.sales),
    }),
    { collected: 0, redeemed: 0, activated: 0, sales: 0n },
  );
  const salesTotal = formatMinor(totals.sales.toString(), 'HKD', i18n.locale);
  const { collected, redeemed, activated } = totals;
  const tableTitle = useId();
  return (
    <ListState query={stats} skeleton={<ListSkeleton rows={3} height={120} />} isEmpty={false}>
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          <Trans>
            Last 30 days: {collected} coupons collected, {redeemed} redeemed, {activated} cards activated,{' '}
            {salesTotal} in sales.
          </Trans>
        </Text>
        <Paper withBorder p="md" radius="md">
          <Suspense fallback={<Skeleton h={440} aria-hidden />}>
            <StatsCharts days={days} />
          </Suspense>
        </Paper>
        <Title order={2} size="h4" id={tableTitle}>
          <Trans>Figures per day</Trans>
        </Title>
        {/* Scrolls on a phone: focusable, so a keyboard can scroll it (WCAG 2.1.1). */}
        <Table.ScrollContainer
          minWidth={560}
          maxHeight={360}
          type="native"
          tabIndex={0}
          role="region"
          aria-labelledby={tableTitle}
        >
          <Table striped stickyHeader aria-labelledby={tableTitle} data-testid="stats-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">
                  <Trans>Day</Trans>
                </Table.Th>
                <Table.Th scope="col">{t`Coupons collected`}</Table.Th>
                <Table.Th scope="col">{t`Coupons redeemed`}</Table.Th>
                <Table.Th scope="col">{t`Cards activated`}</Table.Th>
                <Table.Th scope="col">{t`Sales`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...days].reverse().map((d) => (
                <Table.Tr key={d.day}>
                  <Table.Th scope="row" fw={400}>
                    {d.day}
                  </Table.Th>
                  <Table.Td>{d.couponsCollected}</Table.Td>
                  <Table.Td>{d.couponsRedeemed}</Table.Td>
                  <Table.Td>{d.cardsActivated}</Table.Td>
                  <Table.Td>{formatMinor(d.sales, 'HKD', i18n.locale)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </ListState>
  );
}
