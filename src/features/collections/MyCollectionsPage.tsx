import { Trans } from '@lingui/react/macro';
import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { CollectionCard } from '@schemas/catalog';
import { ListEmpty } from '@/components/ListState';
import { collectionQueries } from './collections.queries';
import { COLLECTION_COLS, PagedGrid } from './PagedGrid';
import { useMemberId } from '@/lib/use-session';
import { ButtonLink } from '@/components/router-links';

const CreateButton = () => (
  <ButtonLink to="/createcollect" leftSection={<IconPlus size={16} aria-hidden />}>
    <Trans>Create a collection</Trans>
  </ButtonLink>
);

/** mycollect (spec §2): the member's own collections; logged out, a prompt to log in. */
export function MyCollectionsPage({ renderCard }: { renderCard: (c: CollectionCard) => ReactNode }) {
  const memberId = useMemberId();
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1}>
              <Trans>My collections</Trans>
            </Title>
            <Text c="dimmed">
              <Trans>The collections you have created.</Trans>
            </Text>
          </Stack>
          {memberId && <CreateButton />}
        </Group>
        {memberId ? (
          <Mine memberId={memberId} renderCard={renderCard} />
        ) : (
          <Paper withBorder radius="md" p="xl">
            <Stack align="center" gap="sm" ta="center">
              <Text fw={600}>
                <Trans>Please log in to see your collections.</Trans>
              </Text>
              <Button renderRoot={(p) => <Link to="/login" search={{ redirect: '/mycollect' }} {...p} />}>
                <Trans>Log in</Trans>
              </Button>
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}

function Mine({ memberId, renderCard }: { memberId: string; renderCard: (c: CollectionCard) => ReactNode }) {
  const query = useInfiniteQuery(collectionQueries.list({ ownerId: memberId }));
  return (
    <PagedGrid
      query={query}
      cols={COLLECTION_COLS}
      ratio={414 / 766}
      render={renderCard}
      empty={
        <ListEmpty title={<Trans>You have no collections yet.</Trans>}>
          <CreateButton />
        </ListEmpty>
      }
    />
  );
}
