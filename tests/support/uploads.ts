import { createHash, createHmac, randomBytes } from 'node:crypto';
import { DEV_SIGNING_KEY } from '../../server/env';
import { canonicalString } from '../../server/schemas/signature';
import type { TestServer } from './server';

export type Answer = { status: number; meta: { code: number; message: string }; data: any };

/**
 * Sends a multipart POST signed over its exact bytes, as the app's api.upload does. `fields` are strings or
 * files; mcId/appId/platform are added unless given.
 */
export async function postMultipart(
  s: TestServer,
  path: string,
  fields: Record<string, string | File>,
  session?: { memberId: string; token: string } | null,
): Promise<Answer> {
  const form = new FormData();
  for (const [k, v] of Object.entries({ mcId: 'COM', appId: 'NFTH5', platform: 'WEB', ...fields }))
    form.set(k, v);
  const req = new Request('http://local/', { method: 'POST', body: form });
  const body = new Uint8Array(await req.arrayBuffer());
  const ts = String(s.clock.now.getTime());
  const nonce = randomBytes(12).toString('hex');
  const sig = createHmac('sha256', DEV_SIGNING_KEY)
    .update(canonicalString('POST', path, ts, nonce, createHash('sha256').update(body).digest('hex')))
    .digest('hex');
  const res = await s.app.request(path, {
    method: 'POST',
    body,
    headers: {
      'Content-Type': req.headers.get('content-type')!,
      'X-Timestamp': ts,
      'X-Nonce': nonce,
      'X-Signature': sig,
      ...(session ? { 'X-Member-Id': session.memberId, 'X-Token': session.token } : {}),
    },
  });
  return { status: res.status, ...((await res.json()) as Omit<Answer, 'status'>) };
}

/** Uploads bytes through uploadFile (POST /api/files) and answers the envelope; data is a FileRecord on success. */
export function uploadTestFile(
  s: TestServer,
  session: { memberId: string; token: string } | null,
  purpose: string,
  bytes: Uint8Array,
  name = 'upload.bin',
  type = 'application/octet-stream',
): Promise<Answer> {
  return postMultipart(
    s,
    '/api/files',
    { purpose, file: new File([Buffer.from(bytes)], name, { type }) },
    session,
  );
}
