import { Plural, Trans } from '@lingui/react/macro';
import { Button, Group, SimpleGrid, Stack, Text, type SimpleGridProps } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { GridSkeleton, ListError, ListState } from '@/components/ListState';
import { collectionErrorTexts } from './collections.errors';

/** Two small cards on a 375 px phone, more on wider screens (same as the catalogue grids). */
export const COLLECTION_COLS: SimpleGridProps['cols'] = { base: 1, xs: 2, md: 3 };
export const ITEM_COLS: SimpleGridProps['cols'] = { base: 2, sm: 3, md: 4 };

type Page<T> = { items: T[]; nextCursor: string | null };

/**
 * A cursor-paged grid: loading, error (code and refresh, spec §8), empty, then the cards with
 * "Load more"; a failed next page keeps the cards and shows its error next to the button.
 */
export function PagedGrid<T>({
  query,
  cols,
  ratio,
  render,
  empty,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  cols: SimpleGridProps['cols'];
  ratio?: number;
  render: (item: T) => ReactNode;
  empty?: ReactNode;
}) {
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const count = items.length;
  return (
    <ListState
      query={query}
      skeleton={<GridSkeleton cols={cols} ratio={ratio} />}
      isEmpty={count === 0}
      empty={empty}
      texts={collectionErrorTexts}
    >
      <Stack gap="md">
        <SimpleGrid cols={cols} spacing="md">
          {items.map(render)}
        </SimpleGrid>
        <Text size="sm" c="dimmed" ta="center" role="status">
          <Plural value={count} one="Showing # entry" other="Showing # entries" />
        </Text>
        {query.isFetchNextPageError && (
          <ListError
            error={query.error}
            onRetry={() => void query.fetchNextPage()}
            texts={collectionErrorTexts}
          />
        )}
        {query.hasNextPage && !query.isFetchNextPageError && (
          <Group justify="center">
            <Button
              variant="light"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              <Trans>Load more</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </ListState>
  );
}
