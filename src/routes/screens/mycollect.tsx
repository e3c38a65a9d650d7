import { CollectionCard } from '@/features/catalog/CollectionCard';
import { MyCollectionsPage } from '@/features/collections/MyCollectionsPage';

/** mycollect (spec §2): the member's collections, with a login prompt when logged out. */
export default function MyCollectScreen() {
  return <MyCollectionsPage renderCard={(c) => <CollectionCard key={c.id} collection={c} />} />;
}
