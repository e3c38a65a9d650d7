import type { Logger } from 'pino';
import { maskSecrets } from '../process-guards';
import { isDatabaseDown } from './errors';

/**
 * Whether the database is reachable, as the pool and the job queue last saw it. While PostgreSQL is away every
 * idle connection, every worker poll and every cron tick fails, several times a second: the first such
 * failure of an outage is logged (an error) and the rest are not, until a new connection succeeds (logged as
 * the end of the outage). Errors that are not connection losses are always logged.
 */
export type Outage = {
  readonly down: boolean;
  /** Reports a failure; `source` says who saw it (pool, pg-boss, …). */
  failed(err: unknown, source: string): void;
  /** Reports that a connection was made or a query answered. */
  reachable(): void;
};

export function createOutage(log: Logger | undefined): Outage {
  let down = false;
  let since = 0;
  return {
    get down() {
      return down;
    },
    failed(err, source) {
      if (!isDatabaseDown(err)) {
        log?.error({ err: summary(err), source }, 'database error');
        return;
      }
      if (down) return;
      down = true;
      since = Date.now();
      log?.error({ err: summary(err), source }, 'database unreachable: answering 503 until it is back');
    },
    reachable() {
      if (!down) return;
      down = false;
      log?.info({ downMs: Date.now() - since }, 'database reachable again');
    },
  };
}

/**
 * The loggable part of an error: its code (socket error or SQLSTATE) and message only (a driver error also carries its client, query
 * parameters and, for a refused connection, nothing more useful). Credentials in a URL are masked in case a
 * message ever quotes the connection string.
 */
export function summary(err: unknown): { reason?: string; message: string } {
  const e = err as {
    code?: unknown;
    message?: unknown;
    cause?: { code?: unknown; message?: unknown };
  } | null;
  const code = typeof e?.code === 'string' ? e.code : typeof e?.cause?.code === 'string' ? e.cause.code : '';
  const raw = e?.cause?.message ?? e?.message ?? String(err);
  const message = maskSecrets(String(raw));
  // `reason`, not `code`: the logger censors every `code` field (one-time codes are credentials).
  return code ? { reason: code, message } : { message };
}
