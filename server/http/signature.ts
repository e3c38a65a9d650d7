import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { signingKeys } from '../env';
import { canonicalString, isUnsignedPath, SIGNATURE_HEADERS as H } from '../schemas/signature';
import type { AppEnv } from './context';
import { fail } from './errors';
import { nonceRecorderOf } from './nonce-recorder';

const NONCE = /^[0-9a-f]{16,128}$/i;
const EMPTY = new Uint8Array(0);

/** Reads the appId the way clients send it: query for GET, form field for POST (DESIGN §4). */
async function appIdOf(req: Request, url: URL, parse: () => Promise<Record<string, unknown>>) {
  const fromQuery = url.searchParams.get('appId');
  if (fromQuery) return fromQuery;
  const type = req.headers.get('content-type') ?? '';
  if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
    const field = (await parse())['appId'];
    if (typeof field === 'string' && field) return field;
  }
  return 'NFTH5';
}

/**
 * Refuses unsigned, altered, stale or replayed /api requests. Nonces are stored in the database so that a
 * replay is caught by any API process; the primary key makes the check-and-record one atomic insert.
 */
export const verifySignature = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  if (isUnsignedPath(url.pathname)) return next();
  const { env, db, now } = c.var.deps;
  const timestamp = c.req.header(H.timestamp);
  const nonce = c.req.header(H.nonce);
  const signature = c.req.header(H.signature);
  if (!timestamp || !nonce || !signature) fail('SIGNATURE_MISSING');
  if (!NONCE.test(nonce) || !/^\d{1,16}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) {
    fail('SIGNATURE_INVALID');
  }

  // A GET or HEAD has no body: reading one would make @hono/node-server build a full Request per call.
  const bodyless = c.req.method === 'GET' || c.req.method === 'HEAD';
  const body = bodyless ? EMPTY : new Uint8Array(await c.req.arrayBuffer());
  const appId = await appIdOf(c.req.raw, url, () => c.req.parseBody({ all: true }));
  const key = signingKeys(env).get(appId);
  if (!key) fail('UNKNOWN_APP');

  const bodyHash = createHash('sha256').update(body).digest('hex');
  const expected = createHmac('sha256', key)
    .update(canonicalString(c.req.method, url.pathname + url.search, timestamp, nonce, bodyHash))
    .digest();
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) fail('SIGNATURE_INVALID');

  const skewMs = Math.abs(now().getTime() - Number(timestamp));
  if (skewMs > env.SIGNATURE_MAX_SKEW_SECONDS * 1000) fail('SIGNATURE_EXPIRED');

  const recorded = nonceRecorderOf(db).record(appId, nonce);
  c.set('appId', appId);
  if (!bodyless) {
    if (!(await recorded)) fail('SIGNATURE_REPLAYED');
    return next();
  }
  // GET and HEAD are safe (RFC 9110 §9.2.1): their handler runs while the nonce is stored, and the answer
  // waits for it, so a replay still gets 4104 and never the data, one round trip sooner. (Anyone can sign
  // with the SPA's public key, so refusing a replayed read before its handler ran would protect nothing.)
  const outcome = recorded.then(
    (fresh) => ({ failed: false, fresh, error: null }),
    (error: unknown) => ({ failed: true, fresh: false, error }),
  );
  await next();
  const { failed, fresh, error } = await outcome;
  if (failed) throw error;
  if (!fresh) {
    await c.res.body?.cancel().catch(() => {});
    fail('SIGNATURE_REPLAYED');
  }
});
