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
