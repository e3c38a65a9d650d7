import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { files } from '../../../server/db/schema';
import { cubeGlb, renderClip } from '../../../server/db/seed/media';
import { Code } from '../../../server/schemas/codes';
import { createTestSession } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/server';
import { uploadTestFile } from '../../support/uploads';

let s: TestServer;
let dataDir: string;
let me: { memberId: string; token: string };
let mp4: Buffer;
let mp3: Buffer;
let glb: Uint8Array;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'files-test-'));
  s = await startTestServer({ DATA_DIR: dataDir });
  me = await createTestSession(s.deps.db, { name: 'Uploader' });
  [mp4, mp3, glb] = await Promise.all([
    renderClip({ key: 'x.mp4', kind: 'video', seconds: 2, graph: 'testsrc2=s=320x240:rate=12' }),
    renderClip({ key: 'x.mp3', kind: 'audio', seconds: 1, graph: 'sine=f=440:d=1' }),
    cubeGlb(),
  ]);
}, 60_000);
afterAll(async () => {
  await s.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  s.clock.now = new Date(s.clock.now.getTime() + 1000);
});

type Session = { memberId: string; token: string };

const upload = (
  purpose: string,
  bytes: Uint8Array,
  name: string,
  opts: { session?: Session | null; type?: string } = {},
) => uploadTestFile(s, opts.session === undefined ? me : opts.session, purpose, bytes, name, opts.type);

const solid = (width: number, height: number, alpha = false) =>
  sharp({
    create: { width, height, channels: alpha ? 4 : 3, background: alpha ? '#ff000080' : '#3a86ff' },
  });
/** The stored bytes behind a record's displayPath (server/index.ts serves DATA_DIR at /files). */
const served = (displayPath: string) => readFile(join(dataDir, displayPath));
const stored = async (memberId: string) => readdir(join(dataDir, 'files/uploads', memberId)).catch(() => []);
const rowsOf = (memberId: string) => s.deps.db.select().from(files).where(eq(files.ownerId, memberId));

describe('uploadFile: collection images', () => {
  it.each([
    ['collection_logo', 350, 350],
    ['collection_featured', 766, 414],
    ['collection_banner', 1536, 226],
  ])(
    '%s is centre-cropped to exactly %ix%i, stored as JPEG, with a WebP thumbnail',
    async (purpose, w, h) => {
      const png = await solid(1200, 900).png().toBuffer();
      const r = await upload(purpose, png, 'picture.png', { type: 'image/png' });
      expect(r.status).toBe(200);
      expect(r.data).toMatchObject({ kind: 'image', mime: 'image/jpeg', width: w, height: h, purpose });
      expect(r.data.path).toMatch(new RegExp(`^uploads/${me.memberId}/[0-9a-f-]{36}\\.jpg$`));
      expect(r.data.displayPath).toBe(`/files/${r.data.path}`);

      const bytes = await served(r.data.displayPath);
      expect(r.data.size).toBe(bytes.byteLength);
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: w, height: h });
      const thumb = await sharp(await served(r.data.thumbPath)).metadata();
      expect(thumb).toMatchObject({ format: 'webp', width: Math.min(400, w) });

      const [row] = await s.deps.db.select().from(files).where(eq(files.id, r.data.id));
      expect(row).toMatchObject({ ownerId: me.memberId, ...r.data });
    },
  );

  it('keeps transparency of a logo by storing WebP', async () => {
    const r = await upload('collection_logo', await solid(500, 300, true).png().toBuffer(), 'logo.png');
    expect(r.data).toMatchObject({ mime: 'image/webp', width: 350, height: 350 });
    expect(r.data.path).toMatch(/\.webp$/);
    expect(await sharp(await served(r.data.displayPath)).metadata()).toMatchObject({
      format: 'webp',
      hasAlpha: true,
      width: 350,
      height: 350,
    });
  });
});

describe('uploadFile: item images', () => {
  it('re-encodes a cover upright by EXIF, at most 2000 px on the long side, without metadata', async () => {
    const jpeg = await solid(3000, 1000).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const r = await upload('item_cover', jpeg, 'cover.jpg');
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ kind: 'image', mime: 'image/jpeg', width: 667, height: 2000 });
    const meta = await sharp(await served(r.data.displayPath)).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 667, height: 2000 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('keeps a small PNG item file at its size', async () => {
    const r = await upload('item_file', await solid(640, 480).png().toBuffer(), 'art.png');
    expect(r.data).toMatchObject({ kind: 'image', mime: 'image/png', width: 640, height: 480 });
    expect(await sharp(await served(r.data.displayPath)).metadata()).toMatchObject({ format: 'png' });
  });

  it('stores an animated GIF item file byte for byte, with a still WebP thumbnail', async () => {
    const frame = (c: string) =>
      sharp({ create: { width: 64, height: 48, channels: 3, background: c } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame('#f00'), await frame('#00f')], { join: { animated: true } })
      .gif()
      .toBuffer();
    const r = await upload('item_file', gif, 'anim.gif');
    expect(r.data).toMatchObject({
      kind: 'image',
      mime: 'image/gif',
      width: 64,
      height: 48,
      size: gif.length,
    });
    expect(Buffer.compare(await served(r.data.displayPath), gif)).toBe(0);
    expect(await sharp(await served(r.data.thumbPath)).metadata()).toMatchObject({
      format: 'webp',
      width: 64,
    });
  });
});

describe('uploadFile: video, audio and 3D', () => {
  it('stores an MP4 as is with a poster thumbnail and its frame size', async () => {
    const r = await upload('item_file', mp4, 'clip.mp4');
    expect(r.data).toMatchObject({
      kind: 'video',
      mime: 'video/mp4',
      size: mp4.length,
      width: 320,
      height: 240,
    });
    expect(r.data.path).toMatch(/\.mp4$/);
    expect(Buffer.compare(await served(r.data.displayPath), mp4)).toBe(0);
    expect(await sharp(await served(r.data.thumbPath)).metadata()).toMatchObject({
      format: 'webp',
      width: 320,
    });
  });

  it('still stores a video ffmpeg cannot decode, without a thumbnail', async () => {
    const junk = Buffer.concat([
      Buffer.from([0, 0, 0, 16]),
      Buffer.from('ftypisom'),
      Buffer.alloc(4),
      randomBytes(2048),
    ]);
    const r = await upload('item_file', junk, 'broken.mp4');
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ kind: 'video', thumbPath: null, width: null, height: null });
  });

  it('stores MP3 and GLB as is, without thumbnails', async () => {
    const audio = await upload('item_file', mp3, 'song.mp3');
    expect(audio.data).toMatchObject({
      kind: 'audio',
      mime: 'audio/mpeg',
      thumbPath: null,
      size: mp3.length,
    });
    expect(audio.data.path).toMatch(/\.mp3$/);
    const model = await upload('item_file', glb, 'cube.glb');
    expect(model.data).toMatchObject({
      kind: 'glb',
      mime: 'model/gltf-binary',
      thumbPath: null,
      width: null,
    });
    expect(Buffer.compare(await served(model.data.displayPath), Buffer.from(glb))).toBe(0);
  });
});

describe('uploadFile: refusals', () => {
  it('answers 401 without a session', async () => {
    const r = await upload('item_file', mp3, 'song.mp3', { session: null });
    expect(r).toMatchObject({ status: 401, meta: { code: Code.UNAUTHORIZED } });
  });

  it('refuses a text file named .png and declared image/png, storing nothing', async () => {
    const other = await createTestSession(s.deps.db);
    const text = new TextEncoder().encode('definitely not a picture');
    const r = await upload('item_cover', text, 'photo.png', { session: other, type: 'image/png' });
    expect(r).toMatchObject({ status: 400, meta: { code: Code.VALIDATION_FAILED } });
    expect(r.data).toEqual([{ path: 'file', message: 'file_type' }]);
    expect(await rowsOf(other.memberId)).toHaveLength(0);
    expect(await stored(other.memberId)).toHaveLength(0);
  });

  it.each([
    ['collection_logo', 'mp4'],
    ['collection_banner', 'mp3'],
    ['item_cover', 'glb'],
  ])('refuses a %s that is %s (kind not allowed for the purpose)', async (purpose, which) => {
    const bytes = which === 'mp4' ? mp4 : which === 'mp3' ? mp3 : glb;
    const r = await upload(purpose, bytes, `file.${which}`);
    expect(r.meta.code).toBe(Code.VALIDATION_FAILED);
    expect(r.data).toEqual([{ path: 'file', message: 'file_type' }]);
  });

  it('refuses an empty file, a corrupt image and an unknown purpose', async () => {
    expect((await upload('item_file', new Uint8Array(0), 'empty.png')).data).toEqual([
      { path: 'file', message: 'file_empty' },
    ]);
    const png = await solid(100, 100).png().toBuffer();
    expect((await upload('item_file', png.subarray(0, 60), 'cut.png')).data).toEqual([
      { path: 'file', message: 'file_unreadable' },
    ]);
    const wrong = await upload('avatar', png, 'a.png');
    expect(wrong.meta.code).toBe(Code.VALIDATION_FAILED);
    expect(wrong.data[0].path).toBe('purpose');
  });
});

describe('OpenAPI', () => {
  it('documents uploadFile', async () => {
    const doc = (await (await s.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    expect(doc.paths['/api/files']?.post?.operationId).toBe('uploadFile');
  });
});
