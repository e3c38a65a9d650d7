import type { RouteModule } from '../route-module';
import { CreateItemScreen, warmMyCollections } from '@/features/items/item-pages';

/** Warms the member's collections for the collection picker. */
export const loader: RouteModule['loader'] = warmMyCollections;

/** Spec §2 create: a single (ERC-721) item; `?collectionId=` preselects one of the member's collections. */
export default function Screen() {
  return <CreateItemScreen contractType="ERC721" />;
}
