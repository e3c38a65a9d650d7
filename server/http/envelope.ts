import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { Code, httpStatusFor } from '../schemas/codes';
import { messageFor } from './errors';

/** Answers 200 with the envelope `{ meta: { code: 200, message: 'ok' }, data }`. */
export function ok<T>(c: Context, data: T) {
  return c.json({ meta: { code: Code.OK, message: 'ok' }, data }, 200);
}

/** Answers a refusal with its meta.code and the matching HTTP status. */
export function refuse(c: Context, code: number, message?: string, data: unknown = null) {
  const status = httpStatusFor(code) as ContentfulStatusCode;
  return c.json({ meta: { code, message: message ?? messageFor(code) }, data }, status);
}
