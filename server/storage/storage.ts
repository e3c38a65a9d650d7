import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/**
 * Where uploaded and generated files live. `path` is the storage key (backend-neutral, what the
 * files table keeps); `displayPath` is what a browser fetches.
 *
 * Two backends (chosen by STORAGE, see select.ts): this disk store for a single node and development,
 * and an S3-compatible bucket (s3.ts: AWS S3, Cloudflare R2, MinIO) that several API processes share.
 */
export type Storage = {
  put(key: string, bytes: Uint8Array, mime: string): Promise<{ path: string; displayPath: string }>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  url(key: string): string;
  /** The origin url() points at when files are served from elsewhere (a bucket or CDN); null: this site. */
  readonly origin: string | null;
};

// Keys come from our code and from upload names; refusing traversal keeps every write inside the root.
const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Throws unless `key` is a relative slash-separated path without `..` or hidden segments. */
export function assertKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((s) => s === '..' || s === '.') || key.length > 512) {
    throw new Error(`invalid storage key: ${key}`);
  }
}

/** Files under `${dataDir}/files/<key>`, served by server/index.ts at `/files/<key>`. */
export function createDiskStorage(dataDir: string): Storage {
  const root = resolve(dataDir, 'files');
  const fileOf = (key: string) => {
    assertKey(key);
    return join(root, key);
  };
  return {
    origin: null,
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(dirname(file), { recursive: true });
      // Write then rename so a reader (or a crash) never sees a half-written file.
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(tmp, bytes);
      await rename(tmp, file);
      return { path: key, displayPath: `/files/${key}` };
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    url(key) {
      assertKey(key);
      return `/files/${key}`;
    },
  };
}
