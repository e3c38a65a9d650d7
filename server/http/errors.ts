import { HTTPException } from 'hono/http-exception';
import { isDatabaseDown, isRefusedValue } from '../db/errors';
import { isDatabaseBusy } from '../db/pool';
import { Code, type CodeName } from '../schemas/codes';

const nameOf = new Map<number, string>(Object.entries(Code).map(([k, v]) => [v, k.toLowerCase()]));

/** A refusal the client should see: its meta.code, a developer message, optional data (e.g. field issues). */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message?: string,
    readonly data: unknown = null,
  ) {
    super(message ?? nameOf.get(code) ?? 'error');
  }
}

/** Throws the refusal named after a spec code: `fail('ROYALTY_LOCKED')`. */
export function fail(code: CodeName, message?: string, data?: unknown): never {
  throw new ApiError(Code[code], message, data ?? null);
}

export function messageFor(code: number): string {
  return nameOf.get(code) ?? 'error';
}

/** Seconds a client is told to wait after DATABASE_BUSY: a burst's queue drains within a few seconds. */
export const RETRY_AFTER_BUSY_S = 2;

/**
 * The refusal an error thrown by a handler answers with, or null for a fault of the server: an ApiError as
 * it is; a client error Hono raised (a malformed form or JSON body) with its 4xx; a value PostgreSQL refused
 * (NUL, bad uuid, overflow: see isRefusedValue) as VALIDATION_FAILED. The last is a safety net behind the
 * validation layer (validate.ts): the caller logs it, since a schema should have caught the value first.
 * A database that cannot be reached (isDatabaseDown) answers DATABASE_UNAVAILABLE (503), never 500: the call
 * is not retried here, as a write whose COMMIT was cut may have happened (the client asks again and meets
 * its own unique keys and balance checks). A pool whose connections are all busy past its queue's bound
 * (server/db/pool.ts) answers DATABASE_BUSY (503 with Retry-After, set by the caller: RETRY_AFTER_BUSY_S).
 */
export function refusalOf(err: unknown): ApiError | null {
  if (err instanceof ApiError) return err;
  if (err instanceof HTTPException && err.status >= 400 && err.status < 500) {
    const code = err.status === 413 ? Code.PAYLOAD_TOO_LARGE : Code.BAD_REQUEST;
    return new ApiError(code, err.status === 413 ? 'payload_too_large' : 'malformed_request');
  }
  if (isRefusedValue(err)) return new ApiError(Code.VALIDATION_FAILED, 'validation_failed');
  if (isDatabaseDown(err)) return new ApiError(Code.DATABASE_UNAVAILABLE, 'database_unavailable');
  // All connections busy past the queue's bound: the database is up, so not 4503 (see DATABASE_BUSY).
  if (isDatabaseBusy(err)) return new ApiError(Code.DATABASE_BUSY, 'database_busy');
  return null;
}
