import { Trans } from '@lingui/react/macro';
import { Alert, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ListError } from '@/components/ListState';
import { CollectionForm } from './CollectionForm';
import { collectionQueries } from './collections.queries';
import { collectionErrorTexts } from './collections.errors';

/** createcollect: a new collection, or with `id` the owner's collection to edit. */
export function CollectionFormPage({ id, onSaved }: { id?: string; onSaved: (id: string) => void }) {
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{id ? <Trans>Edit collection</Trans> : <Trans>Create a collection</Trans>}</Title>
          <Text c="dimmed">
            <Trans>Group your items under a name, images and a royalty paid to you on every resale.</Trans>
          </Text>
        </Stack>
        {id ? <Editor id={id} onSaved={onSaved} /> : <CollectionForm onSaved={onSaved} />}
      </Stack>
    </Container>
  );
}

function Editor({ id, onSaved }: { id: string; onSaved: (id: string) => void }) {
  const query = useQuery(collectionQueries.detail(id));
  if (query.isPending)
    return (
      <Stack aria-busy="true" gap="sm">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={48} />
        ))}
      </Stack>
    );
  if (query.isError)
    return (
      <ListError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
        texts={collectionErrorTexts}
      />
    );
  if (!query.data.mine)
    return (
      <Alert color="red" role="alert">
        <Trans>Only the owner of this collection can edit it.</Trans>
      </Alert>
    );
  // Keyed by the loaded detail so a refetch after saving starts the form from the saved values.
  return <CollectionForm key={query.data.id} collection={query.data} onSaved={onSaved} />;
}
