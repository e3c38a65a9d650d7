import type { ValidationTargets } from 'hono';
import { validator } from 'hono-openapi';
import type * as v from 'valibot';
import { ApiError } from './errors';
import { Code } from '../schemas/codes';

/**
 * Validates one request part against a valibot schema (also documented in OpenAPI). A failure answers
 * VALIDATION_FAILED with `data: [{ path, message }]` so forms can mark the fields.
 */
export function input<T extends v.GenericSchema, K extends keyof ValidationTargets>(target: K, schema: T) {
  return validator(target, schema, (result) => {
    if (!result.success) {
      const issues = result.error.map((i) => ({
        path: (i.path ?? []).map((p) => (typeof p === 'object' ? String(p.key) : String(p))).join('.'),
        message: i.message,
      }));
      throw new ApiError(Code.VALIDATION_FAILED, 'validation_failed', issues);
    }
  });
}
