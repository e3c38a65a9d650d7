import { Plural, Trans } from '@lingui/react/macro';
import { Button, Center, SimpleGrid, Stack, Text, type SimpleGridProps } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { GridSkeleton, ListEmpty, ListError, ListState } from '@/components/ListState';

type Page<T> = { items: T[]; nextCursor: string | null };

/**
 * A cursor-paged list as a grid (spec §8 list states): skeleton while the first page loads, the empty
 * state, the error with its code and a refresh button, then the cards with a count and "Load more".
 * A failed next page keeps what is shown and offers its own refresh.
 */
export function PagedGrid<T>({
  query,
  cols,
  render,
  empty,
  skeletonRatio = 1,
  count = (n) => <Plural value={n} one="Showing # item" other="Showing # items" />,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>, unknown>>;
  cols: SimpleGridProps['cols'];
  render: (item: T, index: number) => ReactNode;
  empty?: ReactNode;
  /** Media height over width of the cards, for the skeleton. */
  skeletonRatio?: number;
  count?: (n: number) => ReactNode;
}) {
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <ListState
      query={query}
      isEmpty={items.length === 0}
      skeleton={<GridSkeleton count={8} cols={cols} ratio={skeletonRatio} />}
      empty={empty ?? <ListEmpty />}
    >
      <SimpleGrid cols={cols} spacing="md">
        {items.map(render)}
      </SimpleGrid>
      <Stack align="center" gap="sm" mt="md">
        <Text size="sm" c="dimmed" role="status" aria-live="polite">
          {count(items.length)}
        </Text>
        {query.isFetchNextPageError ? (
          <ListError
            error={query.error}
            onRetry={() => void query.fetchNextPage()}
            retrying={query.isFetchingNextPage}
          />
        ) : (
          query.hasNextPage && (
            <Center>
              <Button
                variant="default"
                onClick={() => void query.fetchNextPage()}
                loading={query.isFetchingNextPage}
              >
                <Trans>Load more</Trans>
              </Button>
            </Center>
          )
        )}
      </Stack>
    </ListState>
  );
}
