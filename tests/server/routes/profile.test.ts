import { createHash, createHmac, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { members } from '../../../server/db/schema';
import { DEV_SIGNING_KEY } from '../../../server/env';
import { Code } from '../../../server/schemas/codes';
import { canonicalString } from '../../../server/schemas/signature';
import { createDiskStorage } from '../../../server/storage/storage';
import { createTestSession } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/server';

let s: TestServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'profile-test-'));
  s = await startTestServer({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await s.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  s.clock.now = new Date(s.clock.now.getTime() + 61_000);
});

/** Sends a multipart form signed over its exact bytes, as the app's api.upload does. */
async function upload(form: FormData, session: { memberId: string; token: string }) {
  const req = new Request('http://local/', { method: 'POST', body: form });
  const bytes = new Uint8Array(await req.arrayBuffer());
  const ts = String(s.clock.now.getTime());
  const nonce = randomBytes(12).toString('hex');
  const path = '/api/members/profile';
  const sig = createHmac('sha256', DEV_SIGNING_KEY)
    .update(canonicalString('POST', path, ts, nonce, createHash('sha256').update(bytes).digest('hex')))
    .digest('hex');
  const res = await s.app.request(path, {
    method: 'POST',
    body: bytes,
    headers: {
      'Content-Type': req.headers.get('content-type')!,
      'X-Timestamp': ts,
      'X-Nonce': nonce,
      'X-Signature': sig,
      'X-Member-Id': session.memberId,
      'X-Token': session.token,
    },
  });
  return { status: res.status, ...((await res.json()) as { meta: { code: number }; data: any }) };
}

async function row(memberId: string) {
  const [m] = await s.deps.db.select().from(members).where(eq(members.id, memberId));
  return m!;
}

const isoYearsAgo = (years: number, dayShift = 0) => {
  const d = new Date(s.clock.now);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + dayShift);
  return d.toISOString().slice(0, 10);
};

describe('getMemberProfile', () => {
  it('answers the public profile; registration extras only to the member themself; 404 unknown', async () => {
    const me = await createTestSession(s.deps.db, { name: 'Pat' });
    await s.deps.db
      .update(members)
      .set({
        descriptionEn: 'Hello',
        social: { ig: 'https://instagram.com/pat' },
        englishFirstName: 'Pat',
        birthday: '1990-01-02',
      })
      .where(eq(members.id, me.memberId));
    const other = await createTestSession(s.deps.db);

    const own = await s.request('GET', '/api/members/profile', { session: me });
    expect(own.data).toMatchObject({
      memberId: me.memberId,
      name: 'Pat',
      descriptionEn: 'Hello',
      social: { ig: 'https://instagram.com/pat', meta: null, twitter: null, linkedin: null, discord: null },
      extras: { englishFirstName: 'Pat', birthday: '1990-01-02' },
    });
    const seen = await s.request('GET', '/api/members/profile', {
      session: other,
      query: { searchMemberId: me.memberId },
    });
    expect(seen.data).toMatchObject({ name: 'Pat', extras: null });
    expect(JSON.stringify(seen.data)).not.toContain('1990');

    const unknown = await s.request('GET', '/api/members/profile', {
      session: me,
      query: { searchMemberId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.meta.code).toBe(Code.NOT_FOUND);
    expect((await s.request('GET', '/api/members/profile')).meta.code).toBe(Code.UNAUTHORIZED);
  });
});

describe('updateProfile', () => {
  it('saves text fields, links and extras; empty clears an optional field', async () => {
    const me = await createTestSession(s.deps.db);
    const birthday = isoYearsAgo(30);
    const res = await s.request('POST', '/api/members/profile', {
      session: me,
      form: {
        username: ' New Name ',
        descriptionZh: '你好',
        descriptionEn: 'Hi',
        contactEmail: 'Contact@X.local',
        homepage: 'https://pat.example',
        twitter: 'https://twitter.com/pat',
        englishFirstName: 'Pat',
        englishLastName: 'Lee',
        birthday,
        optMarketing: 'true',
        optNewsletter: 'false',
      },
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      name: 'New Name',
      descriptionZh: '你好',
      contactEmail: 'contact@x.local',
      homepage: 'https://pat.example',
      social: { twitter: 'https://twitter.com/pat' },
      extras: { englishLastName: 'Lee', birthday, optIns: { marketing: true, newsletter: false } },
    });
    const cleared = await s.request('POST', '/api/members/profile', { session: me, form: { homepage: '' } });
    expect(cleared.data.homepage).toBeNull();
    expect(cleared.data.name).toBe('New Name');
  });

  it('refuses bad links, a too-long description and an empty name', async () => {
    const me = await createTestSession(s.deps.db, { name: 'Keep' });
    const forms: Record<string, string>[] = [
      { homepage: 'javascript:alert(1)' },
      { ig: 'not a url' },
      { descriptionEn: 'x'.repeat(1001) },
      { username: '   ' },
      { contactEmail: 'nope' },
    ];
    for (const form of forms) {
      const res = await s.request('POST', '/api/members/profile', { session: me, form });
      expect(res.meta.code, JSON.stringify(form)).toBe(Code.VALIDATION_FAILED);
    }
    expect((await row(me.memberId)).name).toBe('Keep');
  });

  it('refuses a birthday outside age 18–99 and writes nothing', async () => {
    const me = await createTestSession(s.deps.db, { name: 'Young' });
    for (const birthday of [isoYearsAgo(18, 1), isoYearsAgo(100), '2001-02-30']) {
      const res = await s.request('POST', '/api/members/profile', {
        session: me,
        form: { birthday, username: 'Changed' },
      });
      expect(res.meta.code, birthday).toBe(Code.VALIDATION_FAILED);
      expect(res.data).toEqual([expect.objectContaining({ path: 'birthday' })]);
    }
    const m = await row(me.memberId);
    expect(m.birthday).toBeNull();
    expect(m.name).toBe('Young');
    const ok = await s.request('POST', '/api/members/profile', {
      session: me,
      form: { birthday: isoYearsAgo(18) },
    });
    expect(ok.status).toBe(200);
  });

  it('stores an uploaded PNG centre-cropped to 400x400 and shows it as the display image', async () => {
    const me = await createTestSession(s.deps.db);
    const png = await sharp({
      create: { width: 900, height: 500, channels: 3, background: { r: 200, g: 30, b: 30 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([png], { type: 'image/png' }), 'me.png');
    form.append('username', 'With Avatar');
    const res = await upload(form, me);
    expect(res.status).toBe(200);
    const displayImage = res.data.displayImage as string;
    expect(displayImage).toMatch(/^\/files\/avatars\//);
    expect((await row(me.memberId)).displayImage).toBe(displayImage);

    const stored = await createDiskStorage(dataDir).get(displayImage.replace(/^\/files\//, ''));
    expect(stored).not.toBeNull();
    const meta = await sharp(stored!).metadata();
    expect([meta.width, meta.height]).toEqual([400, 400]);
  });

  it('refuses a .png name with non-image bytes: 4200, no row change, no file written', async () => {
    const me = await createTestSession(s.deps.db, { name: 'Before' });
    const form = new FormData();
    form.append('image', new Blob(['this is not an image'], { type: 'image/png' }), 'fake.png');
    form.append('username', 'After');
    const res = await upload(form, me);
    expect(res.meta.code).toBe(Code.VALIDATION_FAILED);
    expect(res.data).toEqual([expect.objectContaining({ path: 'image' })]);
    const m = await row(me.memberId);
    expect(m.name).toBe('Before');
    expect(m.displayImage).toBeNull();
    const dirs = await readdir(join(dataDir, 'files', 'avatars')).catch(() => [] as string[]);
    expect(dirs).not.toContain(me.memberId);
  });

  it('refuses an image over 5 MB and an SVG (not an accepted format)', async () => {
    const me = await createTestSession(s.deps.db);
    const big = new FormData();
    big.append('image', new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'image/png' }), 'big.png');
    expect((await upload(big, me)).meta.code).toBe(Code.VALIDATION_FAILED);
    const svg = new FormData();
    const svgText =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    svg.append('image', new Blob([svgText], { type: 'image/svg+xml' }), 'a.svg');
    expect((await upload(svg, me)).meta.code).toBe(Code.VALIDATION_FAILED);
    expect((await row(me.memberId)).displayImage).toBeNull();
  });

  it('needs a session', async () => {
    const res = await s.request('POST', '/api/members/profile', { form: { username: 'x' } });
    expect(res.meta.code).toBe(Code.UNAUTHORIZED);
  });
});
