import { fail } from '../../http/errors';

/**
 * Keyset cursors: the last row's sort key (as PostgreSQL text, so timestamps keep microseconds) + id, and
 * the name of the order they belong to, so a cursor of one sort is refused by another.
 */
export type Cursor = { s: string; k: string; id: string };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const KEY_FORMAT = {
  time: /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/,
  number: /^-?\d{1,24}(\.\d{1,18})?$/,
  int: /^-?\d{1,9}$/,
};
export type KeyFormat = keyof typeof KEY_FORMAT;

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify(c)).toString('base64url');
}

/** Parses a cursor made by encodeCursor for the same sort; anything else is a validation failure. */
export function decodeCursor(raw: string, sort: string, format: KeyFormat): Cursor {
  let c: Partial<Cursor> | null = null;
  try {
    c = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<Cursor>;
  } catch {
    /* reported below */
  }
  if (
    !c ||
    typeof c !== 'object' ||
    c.s !== sort ||
    typeof c.k !== 'string' ||
    typeof c.id !== 'string' ||
    !UUID.test(c.id) ||
    !KEY_FORMAT[format].test(c.k)
  ) {
    fail('VALIDATION_FAILED', 'invalid_cursor', [{ path: 'cursor', message: 'invalid cursor' }]);
  }
  return c as Cursor;
}

/**
 * Cuts a `limit + 1` row answer into a page: the extra row only says another page exists. Rows carry
 * their cursor key as `sortKey` and the tiebreak as `cursorId` (dropped from the items).
 */
export function toPage<R extends { sortKey: string; cursorId: string }, T>(
  rows: R[],
  limit: number,
  sort: string,
  map: (row: Omit<R, 'sortKey' | 'cursorId'>) => T,
): { items: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(({ sortKey: _k, cursorId: _i, ...r }) => map(r)),
    nextCursor:
      rows.length > limit && last ? encodeCursor({ s: sort, k: last.sortKey, id: last.cursorId }) : null,
  };
}
