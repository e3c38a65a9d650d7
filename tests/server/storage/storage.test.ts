import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage, type Storage } from '../../../server/storage/storage';

let dir: string;
let storage: Storage;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'storage-test-'));
  storage = createDiskStorage(dir);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('disk storage', () => {
  it('stores bytes under DATA_DIR/files/<key> and serves them at /files/<key>', async () => {
    const saved = await storage.put('uploads/a/b.txt', Buffer.from('hello'), 'text/plain');
    expect(saved).toEqual({ path: 'uploads/a/b.txt', displayPath: '/files/uploads/a/b.txt' });
    expect(await readFile(join(dir, 'files/uploads/a/b.txt'), 'utf8')).toBe('hello');
    expect((await storage.get('uploads/a/b.txt'))?.toString()).toBe('hello');
    expect(storage.url('uploads/a/b.txt')).toBe('/files/uploads/a/b.txt');
  });

  it('overwrites an existing key', async () => {
    await storage.put('x.bin', Buffer.from('one'), 'application/octet-stream');
    await storage.put('x.bin', Buffer.from('two'), 'application/octet-stream');
    expect((await storage.get('x.bin'))?.toString()).toBe('two');
  });

  it('answers null for a missing key', async () => {
    expect(await storage.get('nothing/here.jpg')).toBeNull();
  });

  it.each(['../escape.txt', 'a/../../b', '/abs/path', 'a//b', '.hidden', 'a/./b', 'back\\slash', ''])(
    'refuses the unsafe key %j',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/invalid storage key/);
      await expect(storage.get(key)).rejects.toThrow(/invalid storage key/);
    },
  );
});
