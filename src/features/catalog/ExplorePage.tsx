import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ListEmpty } from '@/components/ListState';
import { catalogQueries, hasActiveFilters, type ProductFilters } from './catalog.queries';
import { CollapsibleFilters } from './CollapsibleFilters';
import { ExploreFilters } from './ExploreFilters';
import { PRODUCT_COLS } from './grids';
import { PagedGrid } from './PagedGrid';
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
      {/* From md the filters are a sidebar beside the grid; below it they sit behind one button. The
          layout classes live in index.html's critical CSS, whose shell paints the first cards in place. */}
      <div className="fp-explore">
        <CollapsibleFilters filters={filters}>
          <ExploreFilters filters={filters} onChange={onFiltersChange} />
        </CollapsibleFilters>
        <div>
          <PagedGrid
            query={query}
            cols={PRODUCT_COLS}
            render={(p, i) => <ProductCard key={p.id} product={p} index={i} />}
            empty={
              <ListEmpty>
                {hasActiveFilters(filters) && (
                  <Button variant="light" onClick={() => onFiltersChange({})}>
                    <Trans>Clear the filters</Trans>
                  </Button>
                )}
              </ListEmpty>
            }
          />
        </div>
      </div>
    </Stack>
  );
}
