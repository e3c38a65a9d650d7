/**
 * The refusal a failed effect carries: the API's meta.code (ApiError.code), or `fallback` when there was no
 * answer (spec §8 default 9000). Shared by every machine's onError.
 */
export const errorCodeOf = (error: unknown, fallback = 9000): number =>
  typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'number'
    ? (error as { code: number }).code
    : fallback;
