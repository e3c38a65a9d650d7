import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { files, members } from '../../../server/db/schema';
import { Code } from '../../../server/schemas/codes';
import { createTestSession } from '../../support/members';
import { startLocalS3, type LocalS3 } from '../../support/s3';
import { startTestServer, type TestServer } from '../../support/server';
import { postMultipart, uploadTestFile } from '../../support/uploads';

// Uploads through the real app with STORAGE=s3 against a local S3 server: the bytes land in the bucket, the
// record's displayPath is the bucket's public URL, and nothing is written under DATA_DIR.
let s3: LocalS3;
let s: TestServer;
let dataDir: string;

beforeAll(async () => {
  s3 = await startLocalS3();
  dataDir = await mkdtemp(join(tmpdir(), 'files-s3-test-'));
  s = await startTestServer({ ...s3.env, DATA_DIR: dataDir, S3_PREFIX: 'test-site' });
});
afterAll(async () => {
  await s?.close();
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  s.clock.now = new Date(s.clock.now.getTime() + 61_000);
});

const bucketUrl = () => `${s3.endpoint}/${s3.bucket}/test-site/`;
const fetchBytes = async (url: string) => {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
};

describe('uploads with STORAGE=s3', () => {
  it('stores the image and its thumbnail in the bucket; displayPath is the public URL', async () => {
    const me = await createTestSession(s.deps.db);
    const png = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#3a86ff' } })
      .png()
      .toBuffer();
    const r = await uploadTestFile(s, me, 'collection_logo', png, 'logo.png', 'image/png');
    expect(r.status).toBe(200);
    expect(r.data.path).toMatch(new RegExp(`^uploads/${me.memberId}/[0-9a-f-]{36}\\.jpg$`));
    expect(r.data.displayPath).toBe(bucketUrl() + r.data.path);
    expect(r.data.thumbPath).toBe(bucketUrl() + r.data.path.replace(/\.jpg$/, '.thumb.webp'));

    const stored = await fetchBytes(r.data.displayPath);
    expect(r.data.size).toBe(stored.byteLength);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 350, height: 350 });
    expect(await sharp(await fetchBytes(r.data.thumbPath)).metadata()).toMatchObject({ format: 'webp' });
    expect((await s.deps.storage.get(r.data.path))?.equals(stored)).toBe(true);

    const [row] = await s.deps.db.select().from(files).where(eq(files.id, r.data.id));
    expect(row).toMatchObject({ path: r.data.path, displayPath: r.data.displayPath });
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('stores a profile picture in the bucket', async () => {
    const me = await createTestSession(s.deps.db);
    const png = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#ff8800' } })
      .png()
      .toBuffer();
    const image = new File([png], 'me.png', { type: 'image/png' });
    const r = await postMultipart(s, '/api/members/profile', { username: 'Avatar', image }, me);
    expect(r.status).toBe(200);
    expect(r.data.displayImage).toMatch(
      new RegExp(`^${bucketUrl()}avatars/${me.memberId}/[0-9a-f]+\\.webp$`),
    );
    const [m] = await s.deps.db.select().from(members).where(eq(members.id, me.memberId));
    expect(m!.displayImage).toBe(r.data.displayImage);
    expect(await sharp(await fetchBytes(r.data.displayImage)).metadata()).toMatchObject({ width: 400 });
  });

  it('redirects /files/<key> to the bucket and lets pages load files from there (CSP)', async () => {
    const res = await s.app.request('/files/tutorial/getting-started.mp4');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${bucketUrl()}tutorial/getting-started.mp4`);
    expect((await s.app.request('/files/..%2Fescape')).status).toBe(404);
    // Pages carry the documents' CSP (a JSON answer's allows nothing): any path outside /api and /rpc.
    const csp = (await s.app.request('/index.html')).headers.get('content-security-policy')!;
    for (const directive of ['img-src', 'media-src', 'connect-src']) {
      expect(csp).toMatch(new RegExp(`${directive} [^;]*${s3.endpoint.replace(/[.:/]/g, '\\$&')}`));
    }
  });
});

describe('uploads when the bucket cannot be reached', () => {
  it('answers 503 STORAGE_UNAVAILABLE and writes no row', async () => {
    const down = await startTestServer({ ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9', DATA_DIR: dataDir });
    try {
      const me = await createTestSession(down.deps.db);
      const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#000' } })
        .png()
        .toBuffer();
      const r = await uploadTestFile(down, me, 'collection_logo', png, 'logo.png', 'image/png');
      expect(r.status).toBe(503);
      expect(r.meta.code).toBe(Code.STORAGE_UNAVAILABLE);
      expect(JSON.stringify(r)).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|stack/);
      expect(await down.deps.db.select().from(files).where(eq(files.ownerId, me.memberId))).toEqual([]);
    } finally {
      await down.close();
    }
  }, 30_000);
});
