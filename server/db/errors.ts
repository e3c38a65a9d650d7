/**
 * Whether a database error is a unique-index violation (PostgreSQL 23505): a concurrent write took the value
 * between a check and an insert. Drizzle wraps the driver's error, so its `cause` is looked at as well.
 */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * Whether PostgreSQL refused a value itself: SQLSTATE class 22 (data exception: NUL in text, an invalid
 * uuid or date, a number out of range) or 54000 (a value too large for an index row). Such a value reached
 * a query without being checked; the request is at fault, not the server.
 */
export function isRefusedValue(err: unknown): boolean {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = typeof e?.code === 'string' ? e.code : e?.cause?.code;
  return typeof code === 'string' && (/^22[0-9A-Z]{3}$/.test(code) || code === '54000');
}

/** Socket-level codes of a connection to PostgreSQL that failed or broke (Node's net module, pg). */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** What node-postgres and its pool say when a connection is lost, cannot be made in time, or times out. */
const LOST =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Query read timeout|connection (is )?(closed|ended)|Client was closed/i;

/**
 * Whether an error means the database could not be reached or the connection was lost: socket errors,
 * SQLSTATE 57P01–57P03 (administrator/crash shutdown, cannot connect now), class 08 (connection exception)
 * and node-postgres's own "terminated"/"timeout" errors. Drizzle wraps the driver's error in `cause`, and
 * Node reports a refused connection to several addresses as an AggregateError, so both are looked through.
 * Such a request is answered DATABASE_UNAVAILABLE (503): PostgreSQL rolled back whatever it left unfinished.
 */
export function isDatabaseDown(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  if (SOCKET_CODES.has(code) || /^57P0[123]$/.test(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  // A SQLSTATE of another class is PostgreSQL answering: the connection works.
  if (/^[0-9A-Z]{5}$/.test(code) && !code.startsWith('E')) return false;
  if (typeof e.message === 'string' && LOST.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseDown(x, depth + 1))) return true;
  return isDatabaseDown(e.cause, depth + 1);
}
