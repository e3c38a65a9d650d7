import { Plural, Trans } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ListEmpty } from '@/components/ListState';
import { catalogQueries } from './catalog.queries';
import { CreatorCard } from './CreatorCard';
import { CREATOR_COLS } from './grids';
import { PagedGrid } from './PagedGrid';

/** Spec §2 allAuthors: every creator, most items first, paged by cursor; each opens the creator's page. */
export function CreatorsPage() {
  const query = useInfiniteQuery(catalogQueries.creators());
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>
          <Trans>Creators</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>The artists and brands behind the collections.</Trans>
        </Text>
      </Stack>
      <div>
        <PagedGrid
          query={query}
          cols={CREATOR_COLS}
          render={(c) => <CreatorCard key={c.id} creator={c} />}
          empty={<ListEmpty title={<Trans>No creators yet</Trans>} />}
          count={(n) => <Plural value={n} one="Showing # creator" other="Showing # creators" />}
        />
      </div>
    </Stack>
  );
}
