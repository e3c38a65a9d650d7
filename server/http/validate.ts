import type { ValidationTargets } from 'hono';
import { validator } from 'hono-openapi';
import type * as v from 'valibot';
import { ApiError } from './errors';
import { schemaOptions } from './openapi-schema';
import { Code } from '../schemas/codes';

/**
 * Control characters (Unicode Cc) no parameter may carry: NUL (PostgreSQL refuses it in text), the rest of
 * C0, DEL and C1. Form bodies keep tab, LF and CR for multi-line free text (descriptions, messages); a query
 * string or a path segment is one line by nature, so there they are refused too.
 */
const CONTROL_IN_FORM = /(?![\t\n\r])\p{Cc}/u;
const CONTROL_IN_LINE = /\p{Cc}/u;

export type FieldIssue = { path: string; message: string };

/** The first name or string value (at any depth) carrying a control character, as a field issue. */
export function controlCharacterIssue(value: unknown, multiLine: boolean, path = ''): FieldIssue | null {
  const re = multiLine ? CONTROL_IN_FORM : CONTROL_IN_LINE;
  if (typeof value === 'string') return re.test(value) ? { path, message: 'control_character' } : null;
  if (value === null || typeof value !== 'object' || value instanceof Blob) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (CONTROL_IN_LINE.test(key)) return { path: at, message: 'control_character' };
    const issue = controlCharacterIssue(item, multiLine, at);
    if (issue) return issue;
  }
  return null;
}

/** True when an object schema has a file field (then its body is multipart, else urlencoded). */
function hasFile(schema: v.GenericSchema): boolean {
  type Node = { type: string; wrapped?: Node };
  const entries = (schema as { entries?: Record<string, Node> }).entries ?? {};
  const unwrap = (s: Node): Node => (s.wrapped ? unwrap(s.wrapped) : s);
  return Object.values(entries).some((e) => unwrap(e).type === 'instance');
}

/**
 * Validates one request part against a valibot schema (also documented in OpenAPI, as the client sends it:
 * form bodies urlencoded, or multipart when they carry a file). A failure answers VALIDATION_FAILED with
 * `data: [{ path, message }]` so forms can mark the fields. Control characters are refused here for every
 * operation, before any value can reach the database or a log line.
 */
export function input<T extends v.GenericSchema, K extends keyof ValidationTargets>(target: K, schema: T) {
  const media = hasFile(schema) ? 'multipart/form-data' : 'application/x-www-form-urlencoded';
  const docs = { ...schemaOptions('input'), ...(target === 'form' ? { media } : {}) };
  return validator(
    target,
    schema,
    (result) => {
      const control = controlCharacterIssue(result.data, target === 'form');
      if (control) throw new ApiError(Code.VALIDATION_FAILED, 'validation_failed', [control]);
      if (!result.success) {
        const issues = result.error.map((i) => ({
          path: (i.path ?? []).map((p) => (typeof p === 'object' ? String(p.key) : String(p))).join('.'),
          message: i.message,
        }));
        throw new ApiError(Code.VALIDATION_FAILED, 'validation_failed', issues);
      }
    },
    docs,
  );
}
