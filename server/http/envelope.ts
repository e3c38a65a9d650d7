import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { Code, httpStatusFor } from '../schemas/codes';
import { messageFor } from './errors';

type Envelope<T> = { meta: { code: number; message: string }; data: T };

/**
 * JSON with its Content-Length: hono/compress (app.ts) only skips an answer under its threshold when it
 * knows the length, and c.json() leaves the length to the listener.
 */
function json<T>(c: Context, body: Envelope<T>, status: ContentfulStatusCode) {
  const text = JSON.stringify(body);
  return c.body(text, status, {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(text)),
  });
}

/** Answers 200 with the envelope `{ meta: { code: 200, message: 'ok' }, data }`. */
export function ok<T>(c: Context, data: T) {
  return json(c, { meta: { code: Code.OK, message: 'ok' }, data }, 200);
}

/** Answers a refusal with its meta.code and the matching HTTP status. */
export function refuse(c: Context, code: number, message?: string, data: unknown = null) {
  const status = httpStatusFor(code) as ContentfulStatusCode;
  return json(c, { meta: { code, message: message ?? messageFor(code) }, data }, status);
}
