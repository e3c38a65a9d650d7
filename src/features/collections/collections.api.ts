import type { CollectionRef } from '@schemas/collections';
import { api } from '@/lib/api';

type Fields = Record<string, string | undefined>;

/** createCollection: the three images are uploaded first (FileDrop) and sent by id. */
export const createCollection = (fields: Fields) => api.post<CollectionRef>('/api/collections', fields);
/** updateCollection: editable fields and only the images being replaced. */
export const updateCollection = (fields: Fields) =>
  api.post<CollectionRef>('/api/collections/update', fields);
/** deleteCollection: refused (409) while items are on sale or held by others. */
export const deleteCollection = (id: string) => api.post<null>('/api/collections/delete', { id });
