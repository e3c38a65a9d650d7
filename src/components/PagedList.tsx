import type { MessageDescriptor } from '@lingui/core';
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListMore } from './ListMore';
import { ListEmpty, ListSkeleton, ListState, type QueryLike } from './ListState';

/** An infinite query's paging as well: "Load more" shows while there is a next page. */
type Query = QueryLike & {
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  fetchNextPage?: () => unknown;
};

type Props<T> = {
  query: Query;
  items: T[];
  /** The list's accessible name. */
  label: string;
  /** The empty state's line. */
  empty: ReactNode;
  texts?: Partial<Record<number, MessageDescriptor>>;
  /** Height of a placeholder row while the first page loads. */
  rowHeight?: number;
  /** One item, as an `li` (its key set by the caller). */
  children: (item: T) => ReactNode;
};

/**
 * A list of a paged (or one-page) query with its states: placeholder rows while it loads, the refusal with a
 * refresh, the empty line, the items as a list, and "Load more" while the server has another page.
 */
export function PagedList<T>({ query, items, label, empty, texts, rowHeight = 96, children }: Props<T>) {
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  return (
    <ListState
      query={query}
      skeleton={<ListSkeleton rows={2} height={rowHeight} />}
      isEmpty={items.length === 0}
      empty={<ListEmpty title={empty} />}
      texts={texts}
    >
      <Stack gap="sm">
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
          {items.map(children)}
        </Stack>
        {fetchNextPage && (
          <ListMore
            query={{
              hasNextPage: hasNextPage ?? false,
              isFetchingNextPage: isFetchingNextPage ?? false,
              fetchNextPage,
            }}
          />
        )}
      </Stack>
    </ListState>
  );
}
