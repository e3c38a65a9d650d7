import { useNavigate, useSearch } from '@tanstack/react-router';
import { CollectionFormPage } from '@/features/collections/CollectionFormPage';

/** createcollect (login and CREATE permission, checked by the route guard): new, or edit with `?id=`. */
export default function CreateCollectScreen() {
  const { id } = useSearch({ from: '/createcollect' });
  const navigate = useNavigate();
  return (
    <CollectionFormPage
      key={id ?? 'new'}
      id={id}
      onSaved={(saved) => void navigate({ to: '/collectDetail', search: { id: saved } })}
    />
  );
}
