import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Group, NativeSelect, Skeleton, Stack, Title } from '@mantine/core';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { ProductCard } from '@schemas/catalog';
import type { CollectionDetail } from '@schemas/collections';
import { ListEmpty, ListError } from '@/components/ListState';
import { ShareButton } from '@/components/ShareButton';
import { CollectionHeader } from './CollectionHeader';
import { collectionQueries, ITEM_SORTS, type ItemSort } from './collections.queries';
import { collectionErrorTexts } from './collections.errors';
import { DeleteCollection } from './DeleteCollection';
import { ITEM_COLS, PagedGrid } from './PagedGrid';

type Props = { id: string; renderItem: (p: ProductCard) => ReactNode; onDeleted: () => void };

/** collectDetail (spec §2): the collection's header, the owner's actions and its items. */
export function CollectionPage({ id, renderItem, onDeleted }: Props) {
  const query = useQuery(collectionQueries.detail(id));
  return (
    <Container size="xl" py="xl">
      {query.isPending ? (
        <Stack aria-busy="true">
          <Skeleton h={160} radius="md" />
          <Skeleton h={32} w="40%" />
          <Skeleton h={80} />
        </Stack>
      ) : query.isError ? (
        <ListError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
          texts={collectionErrorTexts}
        />
      ) : (
        <Stack gap="xl">
          <CollectionHeader
            collection={query.data}
            actions={
              <Group gap="xs" align="flex-start">
                <ShareButton kind="collection" id={query.data.id} />
                {query.data.mine && <OwnerActions collection={query.data} onDeleted={onDeleted} />}
              </Group>
            }
          />
          <Items collectionId={id} renderItem={renderItem} mine={query.data.mine} />
        </Stack>
      )}
    </Container>
  );
}

function OwnerActions({ collection: c, onDeleted }: { collection: CollectionDetail; onDeleted: () => void }) {
  return (
    <Group gap="xs">
      <Button
        renderRoot={(p) => <Link to="/create" search={{ collectionId: c.id }} {...p} />}
        leftSection={<IconPlus size={16} aria-hidden />}
      >
        <Trans>Create item</Trans>
      </Button>
      <Button
        renderRoot={(p) => <Link to="/createcollect" search={{ id: c.id }} {...p} />}
        variant="default"
        leftSection={<IconEdit size={16} aria-hidden />}
      >
        <Trans>Edit</Trans>
      </Button>
      <DeleteCollection id={c.id} name={c.name} onDeleted={onDeleted} />
    </Group>
  );
}

function Items({
  collectionId,
  renderItem,
  mine,
}: {
  collectionId: string;
  renderItem: Props['renderItem'];
  mine: boolean;
}) {
  const { t } = useLingui();
  const [sort, setSort] = useState<ItemSort>('newest');
  const query = useInfiniteQuery(collectionQueries.items(collectionId, sort));
  const labels: Record<ItemSort, string> = {
    newest: t`Newest`,
    price_asc: t`Price: low to high`,
    price_desc: t`Price: high to low`,
    popular: t`Most popular`,
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3">
          <Trans>Items</Trans>
        </Title>
        <NativeSelect
          label={t`Sort by`}
          data={ITEM_SORTS.map((s) => ({ value: s, label: labels[s] }))}
          value={sort}
          onChange={(e) => setSort(e.currentTarget.value as ItemSort)}
          w={200}
        />
      </Group>
      <PagedGrid
        query={query}
        cols={ITEM_COLS}
        render={renderItem}
        empty={
          <ListEmpty title={<Trans>This collection has no items yet.</Trans>}>
            {mine && (
              <Button
                renderRoot={(p) => <Link to="/create" search={{ collectionId }} {...p} />}
                variant="light"
              >
                <Trans>Create item</Trans>
              </Button>
            )}
          </ListEmpty>
        }
      />
    </Stack>
  );
}
