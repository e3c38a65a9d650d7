import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../../server/db/client';
import { files } from '../../../../server/db/schema';
import { ApiError } from '../../../../server/http/errors';
import { Code } from '../../../../server/schemas/codes';
import { UPLOAD_LIMITS, type UploadForm } from '../../../../server/schemas/uploads';
import { requireOwnFile, uploadFile, type UploadLimits } from '../../../../server/services/content/files';
import { createDiskStorage, type Storage } from '../../../../server/storage/storage';
import { createTestSession } from '../../../support/members';
import { freshDatabase } from '../../../support/server';

let database: Database;
let dataDir: string;
let storage: Storage;
const now = () => new Date();

beforeAll(async () => {
  database = await freshDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'files-service-'));
  storage = createDiskStorage(dataDir);
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

const png = (w = 40, h = 30) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#123456' } })
    .png()
    .toBuffer();
const form = (purpose: UploadForm['purpose'], bytes: Uint8Array): UploadForm => ({
  mcId: 'COM',
  appId: 'NFTH5',
  platform: 'WEB',
  purpose,
  file: new Blob([Buffer.from(bytes)]),
});

/** The ApiError a call fails with (so tests assert code, message and field data). */
async function refusal(p: Promise<unknown>): Promise<ApiError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

describe('uploadFile limits', () => {
  it('applies the limits it is given: per-kind size and files per 24 hours', async () => {
    const { memberId } = await createTestSession(database.db);
    const limits: UploadLimits = { maxMb: { ...UPLOAD_LIMITS.maxMb, image: 0.001 }, maxFilesPerDay: 1 };
    const deps = { db: database.db, now, storage, limits };

    const big = await refusal(uploadFile(deps, memberId, form('item_file', await png(400, 400))));
    expect(big).toMatchObject({ code: Code.PAYLOAD_TOO_LARGE, message: 'file_too_large' });

    const small = await png(4, 4);
    expect(small.byteLength).toBeLessThan(0.001 * 1024 * 1024);
    expect(await uploadFile(deps, memberId, form('item_file', small))).toMatchObject({ kind: 'image' });
    const quota = await refusal(uploadFile(deps, memberId, form('item_file', small)));
    expect(quota).toMatchObject({ code: Code.RATE_LIMITED, message: 'upload_quota' });
    expect(await readdir(join(dataDir, 'files/uploads', memberId))).toHaveLength(2); // one file + its thumbnail
  });
});

describe('requireOwnFile', () => {
  it('answers the caller’s file when its purpose or kind fits the field', async () => {
    const { memberId } = await createTestSession(database.db);
    const deps = { db: database.db, now, storage };
    const logo = await uploadFile(deps, memberId, form('collection_logo', await png()));

    const row = await requireOwnFile(database.db, memberId, logo.id, {
      field: 'logoFileId',
      purposes: ['collection_logo'],
    });
    expect(row).toMatchObject({ id: logo.id, ownerId: memberId, purpose: 'collection_logo', kind: 'image' });
    expect(
      await requireOwnFile(database.db, memberId, logo.id, { field: 'coverFileId', kinds: ['image'] }),
    ).toMatchObject({ id: logo.id });
  });

  it('fails 4200 on the field for an unknown id, someone else’s file, or the wrong purpose or kind', async () => {
    const owner = await createTestSession(database.db);
    const other = await createTestSession(database.db);
    const deps = { db: database.db, now, storage };
    const banner = await uploadFile(deps, owner.memberId, form('collection_banner', await png()));
    const [seeded] = await database.db
      .insert(files)
      .values({
        ownerId: owner.memberId,
        kind: 'audio',
        mime: 'audio/mpeg',
        path: 'a.mp3',
        displayPath: '/files/a.mp3',
        size: 1,
      })
      .returning();

    const cases: [string, string, Parameters<typeof requireOwnFile>[3], string][] = [
      [
        other.memberId,
        banner.id,
        { field: 'bannerFileId', purposes: ['collection_banner'] },
        'file_not_found',
      ],
      [owner.memberId, 'not-a-uuid', { field: 'bannerFileId' }, 'file_not_found'],
      [owner.memberId, crypto.randomUUID(), { field: 'bannerFileId' }, 'file_not_found'],
      [owner.memberId, banner.id, { field: 'logoFileId', purposes: ['collection_logo'] }, 'file_purpose'],
      [owner.memberId, banner.id, { field: 'fileId', kinds: ['video', 'audio'] }, 'file_purpose'],
      // A file without a purpose (seeded, profile) never fits a purpose rule.
      [owner.memberId, seeded!.id, { field: 'fileId', purposes: ['item_file'] }, 'file_purpose'],
    ];
    for (const [memberId, fileId, rule, message] of cases) {
      const err = await refusal(requireOwnFile(database.db, memberId, fileId, rule));
      expect(err.code).toBe(Code.VALIDATION_FAILED);
      expect(err.data).toEqual([{ path: rule.field, message }]);
    }
  });
});
