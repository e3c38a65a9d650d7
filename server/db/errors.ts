/**
 * Whether a database error is a unique-index violation (PostgreSQL 23505): a concurrent write took the value
 * between a check and an insert. Drizzle wraps the driver's error, so its `cause` is looked at as well.
 */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
