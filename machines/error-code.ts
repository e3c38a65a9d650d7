import { Code } from '@schemas/codes';

/**
 * The refusal a failed effect carries: the API's meta.code (ApiError.code), or `fallback` when there was no
 * answer (spec §8 default 9000). Shared by every machine's onError.
 */
export const errorCodeOf = (error: unknown, fallback = 9000): number =>
  typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'number'
    ? (error as { code: number }).code
    : fallback;

/** A field the server refused (a 4200 answer's data[]): its form path and the reason's key. */
export type FieldIssue = { path: string; message: string };

/**
 * The field issues a refusal carries: a 4200 answer's `data: [{ path, message }]`, none for any other error.
 * Shared by every machine and form that marks fields from the server's answer.
 */
export function fieldIssuesOf(error: unknown): FieldIssue[] {
  const e = error as { code?: unknown; data?: unknown } | null;
  if (e?.code !== Code.VALIDATION_FAILED || !Array.isArray(e.data)) return [];
  return (e.data as unknown[]).filter(
    (i): i is FieldIssue =>
      typeof (i as FieldIssue)?.path === 'string' && typeof (i as FieldIssue)?.message === 'string',
  );
}
