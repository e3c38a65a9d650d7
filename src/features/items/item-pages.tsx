import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { ProductDetail } from '@schemas/products';
import { ListError } from '@/components/ListState';
import { session } from '@/lib/session';
import { emptyItem, type ContractType } from './item-form';
import { valuesFromDetail } from './item-payload';
import { ItemForm } from './ItemForm';
import { itemQueries } from './items.queries';

function Page({ title, intro, children }: { title: ReactNode; intro?: ReactNode; children: ReactNode }) {
  return (
    <Container size="md" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          {intro && <Text c="dimmed">{intro}</Text>}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

/**
 * Spec §2 create (ERC-721, one item) and item1155 (ERC-1155, several copies): the item form for a new item,
 * in the collection of `?collectionId=` when it is one of the member's.
 */
export function CreateItemPage({
  contractType,
  collectionId,
}: {
  contractType: ContractType;
  collectionId?: string;
}) {
  const [initial] = useState(() => emptyItem({ contractType, collectionId }));
  const multi = contractType === 'ERC1155';
  return (
    <Page
      title={multi ? <Trans>Create a multi-copy item</Trans> : <Trans>Create an item</Trans>}
      intro={
        multi ? (
          <Trans>An ERC-1155 item: several identical copies that can be sold one by one.</Trans>
        ) : (
          <Trans>An ERC-721 item: one unique token.</Trans>
        )
      }
    >
      <ItemForm key={contractType} mode="create" initialValues={initial} />
    </Page>
  );
}

/** The loader of the create and item1155 screens: warms the member's collections for the collection picker. */
export async function warmMyCollections({ queryClient }: { queryClient: QueryClient }) {
  const me = session.memberId();
  if (me) await queryClient.prefetchQuery(itemQueries.myCollections(me));
}

/** The create and item1155 screens: a new `contractType` item; `?collectionId=` preselects a collection. */
export function CreateItemScreen({ contractType }: { contractType: ContractType }) {
  const { collectionId } = useSearch({ strict: false });
  return (
    <CreateItemPage
      contractType={contractType}
      collectionId={typeof collectionId === 'string' ? collectionId : undefined}
    />
  );
}

/** Spec §2 edititem: the stored item in the form; what cannot change after creation is read-only. */
export function EditItemPage({ id }: { id: string }) {
  const query = useQuery({ ...itemQueries.detail(id), enabled: id !== '' });
  const d = query.data;
  let body: ReactNode;
  if (!id || (query.isError && (query.error as { code?: number }).code === 404))
    body = (
      <Alert color="gray" icon={<IconAlertTriangle aria-hidden />}>
        <Trans>This item does not exist or was deleted.</Trans>
      </Alert>
    );
  else if (query.isPending)
    body = (
      <Stack aria-busy="true" gap="md">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={160} radius="md" />
        ))}
      </Stack>
    );
  else if (query.isError)
    body = (
      <ListError error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
    );
  else if (!d!.mine)
    body = (
      <Alert color="orange" icon={<IconLock aria-hidden />}>
        <Trans>Only the item's seller can edit it.</Trans>
      </Alert>
    );
  else body = <EditBody id={id} detail={d!} />;
  return <Page title={<Trans>Edit item</Trans>}>{body}</Page>;
}

function EditBody({ id, detail }: { id: string; detail: ProductDetail }) {
  const [initial] = useState(() => valuesFromDetail(detail));
  return (
    <Stack gap="lg">
      {detail.status === 'ON_SALE' && (
        <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} role="status">
          <Stack gap={4} align="flex-start">
            <Text size="sm">
              <Trans>Take the item off shelf before editing</Trans>
            </Text>
            <Anchor size="sm" renderRoot={(r) => <Link {...r} to="/itemView" search={{ id }} />}>
              <Trans>Go to the item to take it off shelf</Trans>
            </Anchor>
          </Stack>
        </Alert>
      )}
      <ItemForm mode="edit" itemId={id} initialValues={initial} collectionName={detail.collection.name} />
    </Stack>
  );
}
