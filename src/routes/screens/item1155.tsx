import type { RouteModule } from '../route-module';
import { CreateItemScreen, warmMyCollections } from '@/features/items/item-pages';

/** Warms the member's collections for the collection picker. */
export const loader: RouteModule['loader'] = warmMyCollections;

/** Spec §2 item1155: the multi-copy (ERC-1155) item, quantity above 1; `?collectionId=` preselects. */
export default function Screen() {
  return <CreateItemScreen contractType="ERC1155" />;
}
