import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Group, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { IconHeart, IconLayoutGrid, IconPhoto } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { GridSkeleton, ListEmpty, ListState } from '@/components/ListState';
import { CollectionCard } from '@/features/catalog/CollectionCard';
import { COLLECTION_COLS, PRODUCT_COLS } from '@/features/catalog/grids';
import { ProductCard } from '@/features/catalog/ProductCard';
import { profileQueries } from '@/features/members/profile/profile.api';
import { UserInfoHeader } from '@/features/members/profile/UserInfoHeader';
import { session } from '@/lib/session';

type Tab = 'own' | 'collection' | 'fav';

type Paged = {
  data?: { pages: { items: unknown[] }[] };
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

function More({ query }: { query: Paged }) {
  if (!query.hasNextPage) return null;
  return (
    <Group justify="center">
      <Button variant="light" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
        <Trans>Load more</Trans>
      </Button>
    </Group>
  );
}

function OwnItems({ memberId }: { memberId: string }) {
  const query = useInfiniteQuery(profileQueries.own(memberId));
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <ListState
      query={query}
      skeleton={<GridSkeleton cols={PRODUCT_COLS} />}
      isEmpty={items.length === 0}
      empty={<ListEmpty title={<Trans>You have not created any NFTs yet.</Trans>} />}
    >
      <Stack>
        <SimpleGrid cols={PRODUCT_COLS} spacing="md">
          {items.map((p) => (
            <ProductCard key={p.id} product={p} />
          ))}
        </SimpleGrid>
        <More query={query} />
      </Stack>
    </ListState>
  );
}

function OwnCollections({ memberId }: { memberId: string }) {
  const query = useInfiniteQuery(profileQueries.collections(memberId));
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <ListState
      query={query}
      skeleton={<GridSkeleton cols={COLLECTION_COLS} ratio={0.54} />}
      isEmpty={items.length === 0}
      empty={<ListEmpty title={<Trans>You have no collections yet.</Trans>} />}
    >
      <Stack>
        <SimpleGrid cols={COLLECTION_COLS} spacing="md">
          {items.map((c) => (
            <CollectionCard key={c.id} collection={c} />
          ))}
        </SimpleGrid>
        <More query={query} />
      </Stack>
    </ListState>
  );
}

/**
 * Spec §2 author (login required): the member's page with tabs `?type=own|collection|fav`. Favourites have
 * no API yet (catalogue work, issue 4): the tab explains that instead of showing a list.
 */
export default function Screen() {
  const { t } = useLingui();
  const { type } = useSearch({ strict: false }) as { type?: Tab };
  const navigate = useNavigate();
  const tab: Tab = type ?? 'own';
  const memberId = session.memberId();
  const panel = (value: Tab, content: ReactNode) => (
    <Tabs.Panel value={value} pt="md">
      {tab === value && content}
    </Tabs.Panel>
  );

  return (
    <Container size="xl" py="xl">
      <Stack>
        <UserInfoHeader />
        <Tabs
          value={tab}
          onChange={(v) =>
            v && void navigate({ to: '/author', search: { type: v as Tab } as never, replace: true })
          }
          keepMounted={false}
        >
          <Tabs.List aria-label={t`My page`}>
            <Tabs.Tab value="own" leftSection={<IconPhoto size={16} aria-hidden />}>
              <Trans>My NFTs</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="collection" leftSection={<IconLayoutGrid size={16} aria-hidden />}>
              <Trans>Collections</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="fav" leftSection={<IconHeart size={16} aria-hidden />}>
              <Trans>Favourites</Trans>
            </Tabs.Tab>
          </Tabs.List>
          {memberId && panel('own', <OwnItems memberId={memberId} />)}
          {memberId && panel('collection', <OwnCollections memberId={memberId} />)}
          {panel(
            'fav',
            <ListEmpty title={<Trans>Favourites are not available yet</Trans>}>
              <Text size="sm" c="dimmed" ta="center" maw={420}>
                <Trans>
                  Saving items as favourites is coming with a later update. Your favourites will be listed
                  here.
                </Trans>
              </Text>
            </ListEmpty>,
          )}
        </Tabs>
      </Stack>
    </Container>
  );
}
