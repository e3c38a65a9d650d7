import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { files } from '../../../server/db/schema';
import { renderClip } from '../../../server/db/seed/media';
import { Code } from '../../../server/schemas/codes';
import { UPLOAD_LIMITS } from '../../../server/schemas/uploads';
import { createTestSession } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/server';
import { postMultipart, uploadTestFile } from '../../support/uploads';

let s: TestServer;
let dataDir: string;
let me: { memberId: string; token: string };
let mp3: Buffer;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'files-limits-test-'));
  s = await startTestServer({ DATA_DIR: dataDir });
  me = await createTestSession(s.deps.db);
  mp3 = await renderClip({ key: 'x.mp3', kind: 'audio', seconds: 1, graph: 'sine=f=440:d=1' });
}, 60_000);
afterAll(async () => {
  await s.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  s.clock.now = new Date(s.clock.now.getTime() + 1000);
});

type Session = { memberId: string; token: string };
const upload = (purpose: string, bytes: Uint8Array, name: string, opts: { session?: Session } = {}) =>
  uploadTestFile(s, opts.session ?? me, purpose, bytes, name);
const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a86ff' } });
const stored = async (memberId: string) => readdir(join(dataDir, 'files/uploads', memberId)).catch(() => []);

describe('uploadFile limits (UPLOAD_LIMITS)', () => {
  it('refuses a form without a file on the file field', async () => {
    const r = await postMultipart(s, '/api/files', { purpose: 'item_file' }, me);
    expect(r.meta.code).toBe(Code.VALIDATION_FAILED);
    expect(r.data.map((i: { path: string }) => i.path)).toEqual(['file']);
  });

  it('refuses an image over the image limit with 413 even though video allows more', async () => {
    const big = Buffer.alloc(UPLOAD_LIMITS.maxMb.image * 1024 * 1024 + 1024);
    (await solid(8, 8).png().toBuffer()).copy(big);
    const r = await upload('item_file', big, 'huge.png');
    expect(r).toMatchObject({
      status: 413,
      meta: { code: Code.PAYLOAD_TOO_LARGE, message: 'file_too_large' },
    });
    expect(r.data).toEqual([{ path: 'file', message: 'file_too_large' }]);
  });

  it('refuses a body over the largest limit before reading it, answering the envelope', async () => {
    // Declared size: refused on the header alone, before the signature check.
    const declared = await s.app.request('/api/files', {
      method: 'POST',
      body: 'x',
      headers: {
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(200 * 1024 * 1024),
      },
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({
      meta: { code: Code.PAYLOAD_TOO_LARGE, message: 'file_too_large' },
    });

    // A chunked body is counted as it arrives and cut off just past the limit.
    const chunk = new Uint8Array(4 * 1024 * 1024);
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(ctl) {
        pulled++;
        if (pulled > 100) ctl.close();
        else ctl.enqueue(chunk);
      },
    });
    const chunked = await s.app.request('/api/files', {
      method: 'POST',
      body: stream,
      duplex: 'half',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(pulled).toBeLessThan(40);
  });

  it(`answers 429 upload_quota past ${UPLOAD_LIMITS.maxFilesPerDay} uploads in 24 hours`, async () => {
    const busy = await createTestSession(s.deps.db);
    const at = new Date(s.clock.now.getTime() - 3600_000);
    await s.deps.db.insert(files).values(
      Array.from({ length: UPLOAD_LIMITS.maxFilesPerDay }, (_, i) => ({
        ownerId: busy.memberId,
        kind: 'audio' as const,
        mime: 'audio/mpeg',
        path: `uploads/${busy.memberId}/${i}.mp3`,
        displayPath: `/files/uploads/${busy.memberId}/${i}.mp3`,
        size: 1,
        purpose: 'item_file' as const,
        createdAt: at,
      })),
    );
    const r = await upload('item_file', mp3, 'one-more.mp3', { session: busy });
    expect(r).toMatchObject({ status: 429, meta: { code: Code.RATE_LIMITED, message: 'upload_quota' } });
    expect(await stored(busy.memberId)).toHaveLength(0);

    s.clock.now = new Date(at.getTime() + 24 * 3600_000 + 1000);
    expect((await upload('item_file', mp3, 'next-day.mp3', { session: busy })).status).toBe(200);
  });
});
