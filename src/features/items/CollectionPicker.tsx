import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, NativeSelect, Skeleton, Stack, Text } from '@mantine/core';
import { IconFolderPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ListError } from '@/components/ListState';
import { session } from '@/lib/session';
import { FixedValue, type PartProps } from './form-parts';
import { itemQueries } from './items.queries';
import { ButtonLink } from '@/components/router-links';

/**
 * The collection an item goes into: one of the caller's own collections (listCollections by ownerId).
 * Picking one also sets the item's chain to the collection's. With none yet, a link to create one.
 */
export function CollectionPicker({ form, shape, mode, fixedName }: PartProps & { fixedName?: string }) {
  const { t } = useLingui();
  const query = useQuery({
    ...itemQueries.myCollections(session.memberId() ?? ''),
    enabled: mode === 'create',
  });
  const collections = query.data?.items;
  const chosen = shape.collectionId;
  const { setFieldValue } = form;

  // A preselected id (?collectionId=) that is not one of the caller's collections is dropped.
  useEffect(() => {
    if (mode === 'create' && collections && chosen && !collections.some((c) => c.id === chosen))
      setFieldValue('collectionId', '');
  }, [mode, collections, chosen, setFieldValue]);

  if (mode === 'edit') return <FixedValue label={t`Collection`} value={fixedName ?? ''} />;
  if (query.isPending) return <Skeleton h={60} aria-label={t`Loading your collections`} />;
  if (query.isError)
    return (
      <ListError error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
    );
  if (!collections?.length)
    return (
      <Alert color="blue" variant="light" title={<Trans>You have no collection yet</Trans>}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            <Trans>
              Every item belongs to one of your collections. Create a collection first, then add items.
            </Trans>
          </Text>
          <ButtonLink to="/createcollect" size="xs" leftSection={<IconFolderPlus size={16} aria-hidden />}>
            <Trans>Create a collection</Trans>
          </ButtonLink>
        </Stack>
      </Alert>
    );

  const pick = (id: string) => {
    // The select keeps its own value (and the focus); the chain's radios are redrawn with the new one.
    form.setFieldValue('collectionId', id, { forceUpdate: false });
    const c = collections.find((x) => x.id === id);
    if (c) form.setFieldValue('blockchain', c.blockchain);
  };
  const { onChange: _ignored, ...input } = form.getInputProps('collectionId');
  return (
    <NativeSelect
      {...input}
      label={t`Collection`}
      required
      data={[
        { value: '', label: t`Choose a collection` },
        ...collections.map((c) => ({ value: c.id, label: c.name })),
      ]}
      onChange={(e) => pick(e.currentTarget.value)}
    />
  );
}
