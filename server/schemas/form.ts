import { parse, stringify } from 'qs-esm';
import * as v from 'valibot';

/**
 * Nested form values travel as bracketed fields (DESIGN §4): `properties[0][type]=Colour`. These two
 * helpers are the only place that knows the encoding; both sides use qs so they agree on edge cases. qs-esm is
 * qs without its polyfill dependencies (side-channel, get-intrinsic, object-inspect): with plain qs, evaluating
 * them was a long task of the checkout step's first screen on a phone.
 */
const LIMITS = { arrayLimit: 100, depth: 4, parameterLimit: 2000 } as const;

/** Turns a flat form body (as Hono parses it) into nested objects and arrays. */
export function unflattenForm(flat: Record<string, unknown>): Record<string, unknown> {
  const text = stringify(flat, { encodeValuesOnly: true, arrayFormat: 'repeat' });
  return parse(text, { ...LIMITS, allowDots: false }) as Record<string, unknown>;
}

/** Turns nested values into the flat bracketed fields the API client sends. */
export function flattenForm(nested: Record<string, unknown>): Record<string, string> {
  const text = stringify(nested, { encodeValuesOnly: true, arrayFormat: 'indices', skipNulls: true });
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(text)) out[k] = v;
  return out;
}

/**
 * A form body with nested values: the flat fields as Hono parses them, nested by unflattenForm, then checked
 * by `form`. The metadata names `form` so /api/openapi.json documents the bracketed fields a client sends
 * (`lines[0][productId]`, server/http/openapi-schema.ts) rather than an opaque record.
 */
export const bracketedForm = <T extends v.GenericSchema<Record<string, unknown>>>(form: T) =>
  v.pipe(
    v.record(v.string(), v.unknown()),
    v.metadata({ bracketed: form }),
    v.transform(unflattenForm),
    form,
  );
