import type { Context } from 'hono';
import { assertKey, type Storage } from './storage';

/**
 * `/files/<key>` when files live in a bucket: a redirect to the object's public URL. Links kept from the disk
 * store (old rows, the tutorial video's fixed path) keep working once the files are copied into the bucket.
 */
export function redirectToStorage(storage: Storage) {
  return (c: Context) => {
    let key: string;
    try {
      key = decodeURIComponent(c.req.path.replace(/^\/files\//, ''));
      assertKey(key);
      // Private files (merchant documents) are read through the API by who may, never by a public link.
      if (key.startsWith('private/')) throw new Error('private');
    } catch {
      return c.text('Not found', 404);
    }
    // Temporary: the public URL follows S3_PUBLIC_URL, which an operator may change (e.g. to put a CDN in front).
    return c.redirect(storage.url(key), 302);
  };
}
