import { useNavigate, useSearch } from '@tanstack/react-router';
import type { RouteModule } from '../route-module';
import { showcaseQueries } from '@/features/showcase/showcase.queries';
import { ShowcasePage } from '@/features/showcase/ShowcasePage';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idOf = (search: Record<string, unknown>) =>
  typeof search.collectionId === 'string' && UUID.test(search.collectionId) ? search.collectionId : undefined;

/** Warms the showcase's works (the gallery's code loads with the page, three.js only where WebGL draws). */
export const loader: RouteModule['loader'] = ({ queryClient, search }) =>
  queryClient.prefetchQuery(showcaseQueries.detail(idOf(search)));

/** Spec §2 artaverse (`?collectionId=`): the metaverse showcase of a collection, the featured one by default. */
export default function ArtaverseScreen() {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const collectionId = idOf(search);
  return (
    <ShowcasePage
      key={collectionId ?? 'featured'}
      collectionId={collectionId}
      onOpen={(id) => void navigate({ to: '/itemDetails', search: { id } })}
    />
  );
}
