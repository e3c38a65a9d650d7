import type { Logger } from 'pino';

/** user:password in a URL (smtp://, postgres://, an RPC URL) never reaches a log line. */
const URL_CREDENTIALS = /(\b[a-z][a-z0-9+.-]*:\/\/)[^/\s:@]+(:[^/\s@]*)?@/gi;

/** `text` with credentials in URLs and every one of `secrets` replaced by [redacted]. */
export function maskSecrets(text: string, secrets: readonly string[] = []): string {
  let out = text.replace(URL_CREDENTIALS, '$1[redacted]@');
  for (const secret of secrets) if (secret) out = out.split(secret).join('[redacted]');
  return out;
}

/**
 * The parts of a thrown value worth logging, with credentials in URLs masked: the error objects of pg, ethers
 * and nodemailer carry the request or connection they failed on, which may hold a password or an API key, so
 * only name, message, code and stack are kept (`secrets` are masked wherever they appear, e.g. RPC URLs whose
 * path is the key).
 */
export function safeError(err: unknown, secrets: readonly string[] = []) {
  const mask = (s: string | undefined) => (s === undefined ? undefined : maskSecrets(s, secrets));
  if (!(err instanceof Error)) return { message: mask(String(err)) };
  const code = (err as { code?: unknown }).code;
  return {
    name: err.name,
    message: mask(err.message),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    stack: mask(err.stack),
  };
}

/**
 * The process-wide safety net, installed by server/index.ts only (tests keep Vitest's own detection, which
 * fails a test on an unhandled rejection instead of hiding it).
 * - An unhandled rejection is a promise nobody awaited: its async function has already unwound, so nothing is
 *   left half-done in memory. It is logged as a bug and the process keeps serving.
 * - An uncaught exception unwound the stack in the middle of some synchronous work (a socket, a pool, a lock
 *   bookkeeping entry may be left inconsistent), and Node documents that resuming after it is unsafe: it is
 *   logged and the process exits 1, so the supervisor (or the load balancer's other processes) takes over
 *   with a clean state.
 */
export function installProcessGuards(log: Logger, secrets: readonly string[] = []) {
  process.on('unhandledRejection', (reason) => {
    log.error({ err: safeError(reason, secrets) }, 'unhandled promise rejection (kept serving)');
  });
  process.on('uncaughtException', (err, origin) => {
    log.fatal({ err: safeError(err, secrets), origin }, 'uncaught exception: exiting');
    process.exit(1);
  });
}
