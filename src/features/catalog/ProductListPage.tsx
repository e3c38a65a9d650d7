import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ListEmpty } from '@/components/ListState';
import { SORT_OPTIONS } from './catalog-options';
import { catalogQueries, normalizeFilters, type ProductFilters } from './catalog.queries';
import { PRODUCT_COLS } from './grids';
import { PagedGrid } from './PagedGrid';
import { ProductCard } from './ProductCard';

export type Sort = NonNullable<ProductFilters['sort']>;

/** The filters of a fixed list page with the URL's `sort` (shared by the page and its screen's loader). */
export const withSort = (fixed: ProductFilters, search: Record<string, unknown>): ProductFilters => ({
  ...fixed,
  sort: search.sort as Sort | undefined,
});

/**
 * A fixed slice of the catalogue (artworks, other-platform collectibles, resales, one category): a header,
 * a sort choice kept in the URL (`?sort=`, back and reload keep it) and the items paged by cursor.
 */
export function ProductListPage({
  title,
  description,
  filters,
  emptyText,
}: {
  title: ReactNode;
  description: ReactNode;
  filters: ProductFilters;
  emptyText?: ReactNode;
}) {
  const { i18n } = useLingui();
  const search = useSearch({ strict: false });
  const navigate = useNavigate();
  const f = normalizeFilters(withSort(filters, search));
  const onSortChange = (sort: Sort) =>
    void navigate({
      to: '.',
      search: (prev) => ({ ...prev, sort: sort === 'newest' ? undefined : sort }),
    });
  const query = useInfiniteQuery(catalogQueries.products(f));
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4} miw={0} style={{ flex: '1 1 280px' }}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{description}</Text>
        </Stack>
        <NativeSelect
          label={<Trans>Sort by</Trans>}
          data={SORT_OPTIONS.map((s) => ({ value: s.value, label: i18n._(s.label) }))}
          value={f.sort}
          onChange={(e) => onSortChange(e.currentTarget.value as Sort)}
          w={{ base: '100%', xs: 220 }}
        />
      </Group>
      <div>
        <PagedGrid
          query={query}
          cols={PRODUCT_COLS}
          render={(p, i) => <ProductCard key={p.id} product={p} index={i} />}
          empty={
            <ListEmpty title={emptyText}>
              <Anchor renderRoot={(p) => <Link to="/explore" {...p} />} size="sm">
                <Trans>Browse all NFTs</Trans>
              </Anchor>
            </ListEmpty>
          }
        />
      </div>
    </Stack>
  );
}
