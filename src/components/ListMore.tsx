import { Trans } from '@lingui/react/macro';
import { Button, Center } from '@mantine/core';

/** "Load more" for a cursor-paged list (TanStack Query infinite query); nothing when there is no next page. */
export function ListMore({
  query,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  if (!query.hasNextPage) return null;
  return (
    <Center>
      <Button variant="default" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
        <Trans>Load more</Trans>
      </Button>
    </Center>
  );
}
