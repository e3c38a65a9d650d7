import { useSearch } from '@tanstack/react-router';
import type { RouteModule } from '../route-module';
import { itemQueries } from '@/features/items/items.queries';
import { CreateItemPage } from '@/features/items/ItemPages';
import { session } from '@/lib/session';

/** Warms the member's collections for the collection picker. */
export const loader: RouteModule['loader'] = async ({ queryClient }) => {
  const me = session.memberId();
  if (me) await queryClient.prefetchQuery(itemQueries.myCollections(me));
};

/** Spec §2 item1155: the multi-copy (ERC-1155) item, quantity above 1; `?collectionId=` preselects. */
export default function Screen() {
  const { collectionId } = useSearch({ strict: false }) as { collectionId?: unknown };
  return (
    <CreateItemPage
      contractType="ERC1155"
      collectionId={typeof collectionId === 'string' ? collectionId : undefined}
    />
  );
}
