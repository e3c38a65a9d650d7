import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, NativeSelect, SegmentedControl, Stack, Text, Title, useMatches } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { GridSkeleton, ListEmpty, ListState } from '@/components/ListState';
import { CHAIN_OPTIONS } from './catalog-options';
import { catalogQueries, type RankChain, type RankPeriod } from './catalog.queries';
import { RankCards, RankTable } from './rank-list';

export const PERIODS = [
  { value: '1d', label: msg`24 hours` },
  { value: '7d', label: msg`7 days` },
  { value: '30d', label: msg`30 days` },
  { value: 'all', label: msg`All time` },
] as const;

/** The URL's period and chain, defaults for anything else (7 days, all chains, as the server's). */
export function rankParams(search: Record<string, unknown>): { period: RankPeriod; chain: RankChain } {
  const period = PERIODS.some((p) => p.value === search.period) ? (search.period as RankPeriod) : '7d';
  const chain = CHAIN_OPTIONS.some((c) => c.value === search.chain) ? (search.chain as RankChain) : 'ALL';
  return { period, chain };
}

/**
 * Spec §2 rank: the items gaining the most favourites and views in a period, on one chain or all.
 * A table on wider screens, cards on a phone. Period and chain live in the URL (`onChange` navigates).
 */
export function RankPage({
  period,
  chain,
  onChange,
}: {
  period: RankPeriod;
  chain: RankChain;
  onChange: (next: { period: RankPeriod; chain: RankChain }) => void;
}) {
  const { i18n } = useLingui();
  const periodLabel = useId();
  const query = useQuery(catalogQueries.ranking(period, chain));
  const rows = query.data?.items ?? [];
  const wide = useMatches({ base: false, sm: true });
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>
          <Trans>Ranking</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>The items collectors favourited most.</Trans>
        </Text>
      </Stack>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 300px' }} maw={520}>
          <Text id={periodLabel} size="sm" fw={500}>
            <Trans>Period</Trans>
          </Text>
          <SegmentedControl
            aria-labelledby={periodLabel}
            fullWidth
            value={period}
            onChange={(v) => onChange({ period: v as RankPeriod, chain })}
            data={PERIODS.map((p) => ({ value: p.value, label: i18n._(p.label) }))}
          />
        </Stack>
        <NativeSelect
          label={<Trans>Chain</Trans>}
          w={{ base: '100%', xs: 200 }}
          value={chain}
          onChange={(e) => onChange({ period, chain: e.currentTarget.value as RankChain })}
          data={CHAIN_OPTIONS.map((c) => ({ value: c.value, label: i18n._(c.label) }))}
        />
      </Group>
      <div aria-busy={query.isFetching}>
        <ListState
          query={query}
          isEmpty={rows.length === 0}
          skeleton={<GridSkeleton count={4} cols={{ base: 1, sm: 2 }} ratio={0.25} />}
          empty={<ListEmpty title={<Trans>No items ranked in this period yet</Trans>} />}
        >
          {wide ? <RankTable rows={rows} /> : <RankCards rows={rows} />}
        </ListState>
      </div>
    </Stack>
  );
}
