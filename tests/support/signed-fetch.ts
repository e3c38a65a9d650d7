import { createHash, createHmac, randomBytes } from 'node:crypto';
import { DEV_SIGNING_KEY } from '../../server/env';
import { canonicalString } from '../../server/schemas/signature';
import { formBody } from './server';

export type Answer = { status: number; code: number; ms: number; data: any };

/**
 * A request to a running server over HTTP, signed as DESIGN §4 says (the development key of NFTH5), for tests
 * that start the real server process. Answers the status, meta.code and the time the answer took.
 */
export async function signedFetch(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  o: {
    query?: Record<string, string>;
    form?: Record<string, string>;
    session?: { memberId: string; token: string };
    /** More headers, e.g. X-Forwarded-For for a server with TRUST_PROXY (one client address per buyer). */
    headers?: Record<string, string>;
    timeoutMs?: number;
  } = {},
): Promise<Answer> {
  const qs = o.query ? `?${new URLSearchParams(o.query)}` : '';
  const body = o.form ? formBody(o.form) : '';
  const ts = String(Date.now());
  const nonce = randomBytes(12).toString('hex');
  const digest = createHash('sha256').update(body).digest('hex');
  const sig = createHmac('sha256', DEV_SIGNING_KEY)
    .update(canonicalString(method, path + qs, ts, nonce, digest))
    .digest('hex');
  const started = Date.now();
  const res = await fetch(base + path + qs, {
    method,
    headers: {
      'X-Timestamp': ts,
      'X-Nonce': nonce,
      'X-Signature': sig,
      ...(o.form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
      ...(o.session ? { 'X-Member-Id': o.session.memberId, 'X-Token': o.session.token } : {}),
      ...o.headers,
    },
    ...(o.form ? { body } : {}),
    signal: AbortSignal.timeout(o.timeoutMs ?? 30_000),
  });
  const json = (await res.json()) as { meta: { code: number }; data: unknown };
  return { status: res.status, code: json.meta.code, ms: Date.now() - started, data: json.data };
}
