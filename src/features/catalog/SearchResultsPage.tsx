import { Plural, Trans } from '@lingui/react/macro';
import { Anchor, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { GridSkeleton, ListEmpty, ListState } from '@/components/ListState';
import { Section } from '@/components/Section';
import { catalogQueries } from './catalog.queries';
import { CollectionCard } from './CollectionCard';
import { CreatorCard } from './CreatorCard';
import { COLLECTION_COLS, CREATOR_COLS, PRODUCT_COLS } from './grids';
import { ProductCard } from './ProductCard';

function Suggestions() {
  return (
    <Stack gap={4} align="center">
      <Text size="sm" c="dimmed">
        <Trans>Try:</Trans>
      </Text>
      <List size="sm" c="dimmed" spacing={2}>
        <List.Item>
          <Trans>checking the spelling</Trans>
        </List.Item>
        <List.Item>
          <Trans>a shorter or more general word</Trans>
        </List.Item>
        <List.Item>
          <Trans>
            browsing everything in <Anchor renderRoot={(p) => <Link to="/explore" {...p} />}>Explore</Anchor>
          </Trans>
        </List.Item>
      </List>
    </Stack>
  );
}

function Block<T>({
  title,
  items,
  cols,
  render,
}: {
  title: ReactNode;
  items: T[];
  cols: typeof PRODUCT_COLS;
  render: (x: T, index: number) => ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <Section title={title} count={items.length}>
      <SimpleGrid cols={cols} spacing="md">
        {items.map(render)}
      </SimpleGrid>
    </Section>
  );
}

/** Search results (spec §2 search): items, collections and creators matching the keyword, with counts. */
export function SearchResultsPage({ keyword }: { keyword: string }) {
  const k = keyword.trim();
  const query = useQuery(catalogQueries.search(k));
  const r = query.data;
  const total = r ? r.items.length + r.collections.length + r.creators.length : 0;

  if (!k) {
    return (
      <Stack gap="lg">
        <Title order={1}>
          <Trans>Search</Trans>
        </Title>
        <ListEmpty
          title={<Trans>Type a word in the search box to find items, collections and creators.</Trans>}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="xl">
      <Title order={1}>
        <Trans>Results for “{k}”</Trans>
      </Title>
      <ListState
        query={query}
        isEmpty={total === 0}
        skeleton={<GridSkeleton count={8} cols={PRODUCT_COLS} />}
        empty={
          <ListEmpty title={<Trans>No results for “{k}”</Trans>}>
            <Suggestions />
          </ListEmpty>
        }
      >
        <Text size="sm" c="dimmed" role="status">
          <Plural value={total} one="# result" other="# results" />
        </Text>
        <Block
          title={<Trans>Items</Trans>}
          items={r?.items ?? []}
          cols={PRODUCT_COLS}
          render={(p, i) => <ProductCard key={p.id} product={p} index={i} />}
        />
        <Block
          title={<Trans>Collections</Trans>}
          items={r?.collections ?? []}
          cols={COLLECTION_COLS}
          render={(c) => <CollectionCard key={c.id} collection={c} />}
        />
        <Block
          title={<Trans>Creators</Trans>}
          items={r?.creators ?? []}
          cols={CREATOR_COLS}
          render={(c) => <CreatorCard key={c.id} creator={c} />}
        />
      </ListState>
    </Stack>
  );
}
