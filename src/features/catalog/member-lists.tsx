import { Plural } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListEmpty } from '@/components/ListState';
import { catalogQueries } from './catalog.queries';
import { CollectionCard } from './CollectionCard';
import { COLLECTION_COLS, PRODUCT_COLS } from './grids';
import { PagedGrid } from './PagedGrid';
import { ProductCard } from './ProductCard';

/** The lists of a member's pages (author, author1, playercollect), each paged by cursor with its states. */
type Props = { empty: ReactNode; children?: ReactNode };

/** Items the member created (listProducts by creatorId). */
export function CreatedItems({ creatorId, empty }: Props & { creatorId: string }) {
  const query = useInfiniteQuery(catalogQueries.products({ creatorId }));
  return (
    <PagedGrid
      query={query}
      cols={PRODUCT_COLS}
      render={(p) => <ProductCard key={p.id} product={p} />}
      empty={<ListEmpty title={empty} />}
    />
  );
}

/** Items the member holds (listOwnership); without a member id, the caller's own. */
export function HeldItems({ memberId, empty, children }: Props & { memberId?: string }) {
  const query = useInfiniteQuery(catalogQueries.ownership(memberId));
  return (
    <PagedGrid
      query={query}
      cols={PRODUCT_COLS}
      render={(p) => <ProductCard key={p.id} product={p} />}
      empty={<ListEmpty title={empty}>{children}</ListEmpty>}
    />
  );
}

/** The caller's favourites (listFavourites), newest saved first. */
export function FavouriteItems({ memberId, empty, children }: Props & { memberId: string }) {
  const query = useInfiniteQuery(catalogQueries.favourites(memberId));
  return (
    <PagedGrid
      query={query}
      cols={PRODUCT_COLS}
      render={(p) => <ProductCard key={p.id} product={p} />}
      empty={<ListEmpty title={empty}>{children}</ListEmpty>}
    />
  );
}

/** Collections the member owns (listCollections by ownerId). */
export function MemberCollections({ ownerId, empty }: Props & { ownerId: string }) {
  const query = useInfiniteQuery(catalogQueries.collections({ ownerId }));
  return (
    <PagedGrid
      query={query}
      cols={COLLECTION_COLS}
      skeletonRatio={414 / 766}
      render={(c) => <CollectionCard key={c.id} collection={c} />}
      empty={<ListEmpty title={empty} />}
      count={(n) => <Plural value={n} one="Showing # collection" other="Showing # collections" />}
    />
  );
}
