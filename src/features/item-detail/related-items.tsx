import { Trans } from '@lingui/react/macro';
import { Anchor, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useDeferredValue } from 'react';
import type { ProductCard } from '@schemas/catalog';
import type { ProductDetail } from '@schemas/products';
import { GridSkeleton, ListError } from '@/components/ListState';
import { Section } from '@/components/Section';
import { itemErrorTexts } from './item-detail.errors';
import { itemDetailQueries, MORE_LIMIT } from './item-detail.queries';
import { useSlots } from './item-detail.slots';

const COLS = { base: 2, sm: 3, md: 4 } as const;

function Cards({ items }: { items: ProductCard[] }) {
  const { ProductCard: Card } = useSlots();
  return (
    <SimpleGrid cols={COLS} spacing="md">
      {items.map((p) => (
        <Card key={p.id} product={p} />
      ))}
    </SimpleGrid>
  );
}

/** Other listings of the same token by later owners (spec §2 "secondary market listings"). */
export function SecondaryListings({ items }: { items: ProductCard[] }) {
  return (
    <Section title={<Trans>Secondary market</Trans>} count={items.length} order={2}>
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">
          <Trans>No owner is reselling this item right now.</Trans>
        </Text>
      ) : (
        <Cards items={items} />
      )}
    </Section>
  );
}

/** Up to eight other items of the same collection, with a link to the whole collection. */
export function MoreFromCollection({ item }: { item: ProductDetail }) {
  // React Query hands its answer over as a store update, which React renders at once in one task: eight
  // cards below the fold were an 80 ms task of the item page's first screen. From a deferred copy React
  // renders them in slices, between the browser's frames, and keeps the skeleton meanwhile.
  const query = useDeferredValue(useQuery(itemDetailQueries.moreFromCollection(item.id, item.collection.id)));
  const name = item.collection.name;
  return (
    <Section
      title={<Trans>More from {name}</Trans>}
      order={2}
      action={
        <Anchor renderRoot={(p) => <Link to="/collectDetail" search={{ id: item.collection.id }} {...p} />}>
          <Trans>View collection</Trans>
        </Anchor>
      }
    >
      {query.isPending ? (
        <GridSkeleton count={4} cols={COLS} />
      ) : query.isError ? (
        <ListError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
          texts={itemErrorTexts}
        />
      ) : query.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          <Trans>This is the only item in the collection so far.</Trans>
        </Text>
      ) : (
        <Cards items={query.data.slice(0, MORE_LIMIT)} />
      )}
    </Section>
  );
}
