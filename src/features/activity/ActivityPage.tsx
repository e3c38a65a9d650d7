import { Plural, Trans } from '@lingui/react/macro';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ListMore } from '@/components/ListMore';
import { ListEmpty, ListError, ListSkeleton, ListState } from '@/components/ListState';
import {
  activityQueries,
  normalizeActivityFilters,
  type ActivityFilters as Filters,
} from './activity.queries';
import { ActivityFilters } from './ActivityFilters';
import { ActivityRow } from './ActivityRow';

type Props = {
  filters: Filters;
  onFiltersChange: (next: Filters) => void;
  formatCrypto: (amount: string, curr: string, locale: string | string[]) => string | null;
};

/**
 * Activity (spec §2 activity): the marketplace-wide feed of mints, listings, sales and transfers,
 * newest first, filtered from the URL, paged by cursor with "Load more" (a button, so keyboard users page too).
 */
export function ActivityPage({ filters, onFiltersChange, formatCrypto }: Props) {
  const f = normalizeActivityFilters(filters);
  const query = useInfiniteQuery(activityQueries.feed(f));
  const collection = useQuery({
    ...activityQueries.collection(f.collectionId ?? ''),
    enabled: !!f.collectionId,
  });
  const member = useQuery({ ...activityQueries.member(f.memberId ?? ''), enabled: !!f.memberId });
  const entries = query.data?.pages.flatMap((p) => p.items) ?? [];
  const narrow = (patch: Filters) => {
    onFiltersChange({ ...f, ...patch });
    window.scrollTo({ top: 0 });
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>
          <Trans>Activity</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Mints, listings, sales, transfers and bids across the marketplace</Trans>
        </Text>
      </Stack>
      <ActivityFilters
        filters={f}
        names={{ collection: collection.data, member: member.data }}
        onChange={onFiltersChange}
      />
      <section aria-labelledby="activity-feed-title">
        <Title order={2} id="activity-feed-title" size="h4" mb="sm">
          <Trans>Latest activity</Trans>
        </Title>
        <ListState
          query={query}
          isEmpty={entries.length === 0}
          skeleton={<ListSkeleton rows={6} height={96} />}
          empty={
            <ListEmpty title={<Trans>No activity matches these filters yet</Trans>}>
              {Object.keys(f).length > 0 && (
                <Button variant="light" onClick={() => onFiltersChange({})}>
                  <Trans>Clear the filters</Trans>
                </Button>
              )}
            </ListEmpty>
          }
        >
          <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {entries.map((e) => (
              <ActivityRow key={e.id} entry={e} formatCrypto={formatCrypto} onFilter={narrow} />
            ))}
          </Stack>
          <Stack align="center" gap="sm" mt="md">
            <Text size="sm" c="dimmed" role="status" aria-live="polite">
              <Plural value={entries.length} one="Showing # entry" other="Showing # entries" />
            </Text>
            {query.isFetchNextPageError ? (
              <ListError
                error={query.error}
                onRetry={() => void query.fetchNextPage()}
                retrying={query.isFetchingNextPage}
              />
            ) : (
              <ListMore query={query} />
            )}
          </Stack>
        </ListState>
      </section>
    </Stack>
  );
}
