import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { fail } from '../http/errors';
import { requireMember } from '../http/session';
import { input } from '../http/validate';
import { FileRecord, UploadForm } from '../schemas/uploads';
import { uploadBodyMaxBytes, uploadFile } from '../services/content/files';

const tags = ['files'] as const;

/**
 * Refuses an upload body over the largest per-kind limit before anything reads it (by Content-Length, or by
 * counting a chunked body). Mounted in app.ts ahead of the signature check, which would otherwise buffer it.
 */
export const uploadBodyLimit = bodyLimit({
  maxSize: uploadBodyMaxBytes(),
  onError: () => fail('PAYLOAD_TOO_LARGE', 'file_too_large', [{ path: 'file', message: 'file_too_large' }]),
});

/** File uploads (spec §3 file record): one file per request, typed by its content. */
export const fileRoutes = new Hono<AppEnv>().post(
  '/files',
  operation('uploadFile', FileRecord, {
    tags,
    summary: 'Upload a file',
    description:
      'One file per request, multipart `purpose` and `file`. The type is read from the bytes (JPEG, PNG, GIF, MP4, MP3, GLB); limits: images 10 MB, video 100 MB, audio 30 MB, GLB 50 MB, 200 uploads a day. Collection images are cropped to their sizes; images and videos get a 400 px WebP thumbnail.',
    codes: ['PAYLOAD_TOO_LARGE', 'STORAGE_UNAVAILABLE'],
  }),
  requireMember,
  input('form', UploadForm),
  async (c) => {
    const { db, now, storage } = c.var.deps;
    return ok(c, await uploadFile({ db, now, storage }, c.var.member!.id, c.req.valid('form')));
  },
);
