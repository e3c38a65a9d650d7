import { useLingui as useLinguiCore } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Container, ScrollArea, Stack, Tabs, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { CollectionCard } from '@schemas/catalog';
import { CATEGORIES, type Category } from '@schemas/collections';
import { ListEmpty } from '@/components/ListState';
import { CATEGORY_LABELS } from './category-labels';
import { collectionQueries } from './collections.queries';
import { COLLECTION_COLS, PagedGrid } from './PagedGrid';

export type CategoryTab = 'all' | Category;

/** collections (spec §2): every collection, newest first, with one tab per category. */
export function CollectionsPage({
  category,
  onCategoryChange,
  renderCard,
}: {
  category: CategoryTab;
  onCategoryChange: (c: CategoryTab) => void;
  renderCard: (c: CollectionCard) => ReactNode;
}) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const query = useInfiniteQuery(collectionQueries.list(category === 'all' ? {} : { category }));
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>
            <Trans>Collections</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>Browse the collections of our creators.</Trans>
          </Text>
        </Stack>
        <Tabs value={category} onChange={(v) => v && onCategoryChange(v as CategoryTab)} keepMounted={false}>
          <ScrollArea type="never" offsetScrollbars={false}>
            <Tabs.List aria-label={t`Categories`} style={{ flexWrap: 'nowrap' }}>
              <Tabs.Tab value="all">
                <Trans>All</Trans>
              </Tabs.Tab>
              {CATEGORIES.map((c) => (
                <Tabs.Tab key={c} value={c}>
                  {i18n._(CATEGORY_LABELS[c])}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </ScrollArea>
          {/* A panel for every tab, so each tab's aria-controls names an element; only the chosen one renders. */}
          {(['all', ...CATEGORIES] as const).map((tab) => (
            <Tabs.Panel key={tab} value={tab} pt="lg">
              <PagedGrid
                query={query}
                cols={COLLECTION_COLS}
                ratio={414 / 766}
                render={renderCard}
                empty={<ListEmpty title={<Trans>No collections in this category yet.</Trans>} />}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
