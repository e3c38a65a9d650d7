import { Plural, Trans } from '@lingui/react/macro';
import { Button, Center, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { GridSkeleton, ListEmpty, ListError, ListState } from '@/components/ListState';
import { catalogQueries, hasActiveFilters, type ProductFilters } from './catalog.queries';
import { ExploreFilters } from './ExploreFilters';
import { PRODUCT_COLS } from './grids';
import { ProductCard } from './ProductCard';

/**
 * Explore, "all NFTs" (spec §2): filters from the URL, a grid of items paged by cursor with "Load more".
 * The page is a keep route, so a revisit within the cache time shows the same pages without refetching.
 */
export function ExplorePage({
  filters,
  onFiltersChange,
}: {
  filters: ProductFilters;
  onFiltersChange: (next: ProductFilters) => void;
}) {
  const query = useInfiniteQuery(catalogQueries.products(filters));
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>
          <Trans>Explore</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>All NFTs on the marketplace</Trans>
        </Text>
      </Stack>
      <ExploreFilters filters={filters} onChange={onFiltersChange} />
      <ListState
        query={query}
        isEmpty={items.length === 0}
        skeleton={<GridSkeleton count={8} cols={PRODUCT_COLS} />}
        empty={
          <ListEmpty>
            {hasActiveFilters(filters) && (
              <Button variant="light" onClick={() => onFiltersChange({})}>
                <Trans>Clear the filters</Trans>
              </Button>
            )}
          </ListEmpty>
        }
      >
        <SimpleGrid cols={PRODUCT_COLS} spacing="md">
          {items.map((p) => (
            <ProductCard key={p.id} product={p} />
          ))}
        </SimpleGrid>
        <Stack align="center" gap="sm">
          <Text size="sm" c="dimmed" role="status" aria-live="polite">
            <Plural value={items.length} one="Showing # item" other="Showing # items" />
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
    </Stack>
  );
}
