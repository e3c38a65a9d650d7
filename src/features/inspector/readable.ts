/** A value as the panel shows it: plain JSON data, whatever a machine's context or an event holds. */
export type Readable = null | boolean | number | string | Readable[] | { [key: string]: Readable };

/** Keys whose text the panel never shows (what a login or payment event carries). */
const SECRET = /pass(word)?|secret|token|cvc|cvv|pin$/i;
export const HIDDEN = '••••••';
const MAX_DEPTH = 8;
const MAX_ITEMS = 50;

const isActorRef = (v: object): v is { id: string; sessionId: string } =>
  'sessionId' in v && 'send' in v && typeof (v as { send: unknown }).send === 'function';

/**
 * Turns a context or an event into plain data that reads well as JSON: actors by id, errors by message, dates
 * as ISO strings, maps and sets as objects and arrays, functions and elements by name, secrets hidden, cycles
 * and very deep or long parts cut with a note.
 */
export function readable(value: unknown, depth = 0, seen: WeakSet<object> = new WeakSet()): Readable {
  if (value === null || value === undefined) return null;
  switch (typeof value) {
    case 'boolean':
    case 'string':
      return value;
    case 'number':
      return Number.isFinite(value) ? value : String(value);
    case 'bigint':
      return `${value}n`;
    case 'function':
      return `ƒ ${value.name || 'anonymous'}()`;
    case 'symbol':
      return value.toString();
  }
  const obj = value as object;
  if (isActorRef(obj)) return `actor ${obj.id}`;
  if (obj instanceof Date) return Number.isNaN(obj.getTime()) ? 'Invalid Date' : obj.toISOString();
  if (obj instanceof Error) return { name: obj.name, message: obj.message };
  if (typeof Element !== 'undefined' && obj instanceof Element) return `<${obj.tagName.toLowerCase()}>`;
  if (seen.has(obj)) return '[circular]';
  if (depth >= MAX_DEPTH) return Array.isArray(obj) ? '[…]' : '{…}';
  seen.add(obj);
  try {
    if (Array.isArray(obj) || obj instanceof Set) {
      const items = [...obj];
      const shown = items.slice(0, MAX_ITEMS).map((v) => readable(v, depth + 1, seen));
      return items.length > MAX_ITEMS ? [...shown, `… ${items.length - MAX_ITEMS} more`] : shown;
    }
    const entries =
      obj instanceof Map ? [...obj.entries()].map(([k, v]) => [String(k), v] as const) : Object.entries(obj);
    const out: { [key: string]: Readable } = {};
    for (const [k, v] of entries) {
      out[k] = SECRET.test(k) && typeof v === 'string' && v !== '' ? HIDDEN : readable(v, depth + 1, seen);
    }
    return out;
  } finally {
    seen.delete(obj);
  }
}

/** An event without its type (shown beside it), or null when the type is all it carries (xstate.init: no input). */
export function eventPayload(event: { type: string }): Readable {
  const { type: _type, ...rest } = event as { type: string } & Record<string, unknown>;
  return Object.values(rest).some((v) => v !== undefined) ? readable(rest) : null;
}
