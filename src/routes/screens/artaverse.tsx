import { useNavigate, useSearch } from '@tanstack/react-router';
import type { RouteModule } from '../route-module';
import { showcaseQueries, type ShowcaseSource } from '@/features/showcase/showcase.queries';
import { ShowcasePage } from '@/features/showcase/ShowcasePage';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MC_ID = /^[A-Za-z0-9_-]{1,40}$/;
/** The URL's merchant (any but the platform's COM) or collection; a malformed value counts as none. */
const sourceOf = (search: Record<string, unknown>): ShowcaseSource => {
  const { collectionId, mcId } = search;
  if (typeof mcId === 'string' && MC_ID.test(mcId) && mcId !== 'COM') return { mcId };
  return typeof collectionId === 'string' && UUID.test(collectionId) ? { collectionId } : {};
};

/** Warms the showcase's works (the gallery's code loads with the page, three.js only where WebGL draws). */
export const loader: RouteModule['loader'] = ({ queryClient, search }) =>
  queryClient.prefetchQuery(showcaseQueries.detail(sourceOf(search)));

/**
 * Spec §2 artaverse (`?collectionId=` or `?mcId=`): the metaverse showcase of a collection or of a merchant on
 * the Business plan or above; the featured collection by default.
 */
export default function ArtaverseScreen() {
  const search = useSearch({ from: '/artaverse' });
  const navigate = useNavigate();
  const source = sourceOf(search);
  return (
    <ShowcasePage
      key={source.mcId ?? source.collectionId ?? 'featured'}
      source={source}
      onOpen={(id) => void navigate({ to: '/itemDetails', search: { id } })}
    />
  );
}
