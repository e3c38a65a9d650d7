import { randomUUID } from 'node:crypto';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import { fail } from '../../http/errors';
import {
  PRIVATE_PURPOSES,
  PURPOSE_KINDS,
  PURPOSE_MIMES,
  PURPOSE_SIZES,
  UPLOAD_LIMITS,
  type FileKind,
  type FilePurpose,
  type FileRecord,
  type UploadForm,
} from '../../schemas/uploads';
import type { Storage } from '../../storage/storage';
import {
  coverExact,
  fitWithin,
  imageInfo,
  MAX_IMAGE_PIXELS,
  videoFrame,
  webpThumb,
  type StoredImage,
} from './files/media';
import { sniffFile, type Sniffed } from './files/sniff';

export type FileRow = typeof files.$inferSelect;
/** The limits uploadFile applies; UPLOAD_LIMITS unless a caller (a test) passes others. */
export type UploadLimits = { maxMb: Record<FileKind, number>; maxFilesPerDay: number };
type UploadDeps = { db: Db; now: () => Date; storage: Storage; limits?: UploadLimits };

const MB = 1024 * 1024;
const DAY_MS = 24 * 3600_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const invalid = (path: string, message: string): never =>
  fail('VALIDATION_FAILED', 'validation_failed', [{ path, message }]);
const tooLarge = (): never =>
  fail('PAYLOAD_TOO_LARGE', 'file_too_large', [{ path: 'file', message: 'file_too_large' }]);

/** The largest request body an upload may have: the largest per-kind limit plus room for the multipart frame. */
export const uploadBodyMaxBytes = (limits: UploadLimits = UPLOAD_LIMITS) =>
  Math.max(...Object.values(limits.maxMb)) * MB + 64 * 1024;

/** The wire shape of a stored file. */
export function toFileRecord(row: FileRow): FileRecord {
  return {
    id: row.id,
    kind: row.kind,
    mime: row.mime,
    path: row.path,
    displayPath: row.displayPath,
    thumbPath: row.thumbPath,
    size: row.size,
    width: row.width,
    height: row.height,
    purpose: row.purpose ?? 'item_file',
  };
}

type Prepared = {
  bytes: Uint8Array;
  mime: string;
  ext: string;
  width: number | null;
  height: number | null;
  thumb: () => Promise<Buffer | null>;
};

/** Turns checked image bytes into what is stored for the purpose (spec §9 sizes; item images bounded). */
async function prepareImage(bytes: Uint8Array, sniffed: Sniffed, purpose: FilePurpose): Promise<Prepared> {
  const info = await imageInfo(bytes);
  if (!info || !['jpeg', 'png', 'gif'].includes(info.format)) return invalid('file', 'file_unreadable');
  if (info.width * info.height > MAX_IMAGE_PIXELS) return tooLarge();
  const format = info.format as 'jpeg' | 'png' | 'gif';
  let out: StoredImage;
  try {
    const size = PURPOSE_SIZES[purpose];
    if (size) out = await coverExact(bytes, size, info.hasAlpha);
    // An item file GIF is kept byte for byte so its animation and timing are exactly the creator's.
    else if (purpose === 'item_file' && format === 'gif') {
      out = {
        bytes: Buffer.from(bytes),
        mime: sniffed.mime,
        ext: sniffed.ext,
        width: info.width,
        height: info.height,
      };
    } else out = await fitWithin(bytes, format);
  } catch {
    return invalid('file', 'file_unreadable');
  }
  return { ...out, thumb: () => webpThumb(out.bytes) };
}

/** A video is kept as is; its poster frame (when ffmpeg can make one) gives the size and the thumbnail. */
async function prepareVideo(bytes: Uint8Array, sniffed: Sniffed): Promise<Prepared> {
  const frame = await videoFrame(bytes);
  const info = frame ? await imageInfo(frame) : null;
  return {
    bytes,
    mime: sniffed.mime,
    ext: sniffed.ext,
    width: info?.width ?? null,
    height: info?.height ?? null,
    thumb: async () => (frame && info ? webpThumb(frame) : null),
  };
}

/** Fails 429 `upload_quota` once the member has stored `max` files in the last 24 hours. */
async function checkQuota(db: Db, memberId: string, now: Date, max: number) {
  const [row] = await db
    .select({ n: count() })
    .from(files)
    .where(and(eq(files.ownerId, memberId), gt(files.createdAt, new Date(now.getTime() - DAY_MS))));
  if ((row?.n ?? 0) >= max) fail('RATE_LIMITED', 'upload_quota');
}

/**
 * Stores one upload (spec §3 file record). The type is told by the bytes, then checked against the purpose
 * and the per-kind size limit; images are cropped or bounded and every image and video gets a WebP thumbnail.
 * The row is written only after the bytes are stored, so no record ever points at a missing file.
 */
export async function uploadFile(deps: UploadDeps, memberId: string, form: UploadForm): Promise<FileRecord> {
  const { db, now, storage, limits = UPLOAD_LIMITS } = deps;
  await checkQuota(db, memberId, now(), limits.maxFilesPerDay);
  const { bytes, sniffed } = await readUpload(form.file, form.purpose, limits);
  if (PRIVATE_PURPOSES.includes(form.purpose)) {
    const values = await storePrivateFile(storage, memberId, form.purpose, { bytes, sniffed }, now());
    const [row] = await db.insert(files).values(values).returning();
    return toFileRecord(row!);
  }

  const prepared =
    sniffed.kind === 'image'
      ? await prepareImage(bytes, sniffed, form.purpose)
      : sniffed.kind === 'video'
        ? await prepareVideo(bytes, sniffed)
        : { bytes, mime: sniffed.mime, ext: sniffed.ext, width: null, height: null, thumb: async () => null };

  const base = `uploads/${memberId}/${randomUUID()}`;
  const stored = await storage.put(`${base}.${prepared.ext}`, prepared.bytes, prepared.mime);
  const thumbBytes = await prepared.thumb().catch(() => null);
  const thumbPath = thumbBytes
    ? (await storage.put(`${base}.thumb.webp`, thumbBytes, 'image/webp')).displayPath
    : null;

  const [row] = await db
    .insert(files)
    .values({
      ownerId: memberId,
      kind: sniffed.kind,
      mime: prepared.mime,
      path: stored.path,
      displayPath: stored.displayPath,
      size: prepared.bytes.byteLength,
      width: prepared.width,
      height: prepared.height,
      purpose: form.purpose,
      thumbPath,
      createdAt: now(),
    })
    .returning();
  return toFileRecord(row!);
}

/** An upload's bytes once checked: its type told by content, allowed for the purpose, within the kind's size. */
export type CheckedUpload = { bytes: Uint8Array; sniffed: Sniffed };

/**
 * Reads and checks one uploaded file for `purpose`; refusals name `field` (4200 file_empty / file_type, 413).
 * The type comes from the bytes alone (sniffFile), then the purpose's kinds and narrower types (PURPOSE_MIMES).
 */
export async function readUpload(
  file: Blob,
  purpose: FilePurpose,
  limits: UploadLimits = UPLOAD_LIMITS,
  field = 'file',
): Promise<CheckedUpload> {
  const large = (): never =>
    fail('PAYLOAD_TOO_LARGE', 'file_too_large', [{ path: field, message: 'file_too_large' }]);
  if (file.size === 0) invalid(field, 'file_empty');
  if (file.size > uploadBodyMaxBytes(limits)) large();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = sniffFile(bytes);
  const mimes = PURPOSE_MIMES[purpose];
  if (
    !sniffed ||
    !PURPOSE_KINDS[purpose].includes(sniffed.kind) ||
    (mimes && !mimes.includes(sniffed.mime))
  ) {
    return invalid(field, 'file_type');
  }
  if (bytes.byteLength > limits.maxMb[sniffed.kind] * MB) large();
  return { bytes, sniffed };
}

/**
 * Stores a private file's bytes as they came (a scanned document must stay legible: no re-encoding) under
 * `private/<purpose>/<memberId>/`, which /files never serves, and answers its files row to insert; its
 * displayPath is the API path that serves it to who may read it (readPrivateFile). An image must still decode.
 */
export async function storePrivateFile(
  storage: Storage,
  memberId: string,
  purpose: FilePurpose,
  { bytes, sniffed }: CheckedUpload,
  now: Date,
): Promise<FileRow> {
  const info = sniffed.kind === 'image' ? await imageInfo(bytes) : null;
  if (sniffed.kind === 'image' && !info) return invalid('file', 'file_unreadable');
  const id = randomUUID();
  const stored = await storage.put(
    `private/${purpose}/${memberId}/${id}.${sniffed.ext}`,
    bytes,
    sniffed.mime,
  );
  return {
    id,
    ownerId: memberId,
    kind: sniffed.kind,
    mime: sniffed.mime,
    path: stored.path,
    displayPath: `/api/files/${id}`,
    size: bytes.byteLength,
    width: info?.width ?? null,
    height: info?.height ?? null,
    purpose,
    thumbPath: null,
    createdAt: now,
  };
}

/** The bytes of a private file (null when missing); the caller has checked who may read it. */
export async function readPrivateFile(storage: Storage, row: FileRow): Promise<Buffer | null> {
  return row.path.startsWith('private/') ? storage.get(row.path) : null;
}

/** Which uploads a referring field accepts; `field` is the form path reported on refusal. */
export type FileRule = { field: string; purposes?: readonly FilePurpose[]; kinds?: readonly FileKind[] };

/**
 * The caller's own uploaded file for a form field (collections and items refer to uploads by id). Fails 4200
 * on `rule.field` with `file_not_found` (unknown id or someone else's file) or `file_purpose` (wrong purpose
 * or kind for that field).
 */
export async function requireOwnFile(
  db: Db,
  memberId: string,
  fileId: string,
  rule: FileRule,
): Promise<FileRow> {
  if (!UUID.test(fileId)) return invalid(rule.field, 'file_not_found');
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.ownerId, memberId)))
    .limit(1);
  if (!row) return invalid(rule.field, 'file_not_found');
  if (rule.purposes && (!row.purpose || !rule.purposes.includes(row.purpose))) {
    return invalid(rule.field, 'file_purpose');
  }
  if (rule.kinds && !rule.kinds.includes(row.kind)) return invalid(rule.field, 'file_purpose');
  return row;
}
