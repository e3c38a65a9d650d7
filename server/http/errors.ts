import { Code, type CodeName } from '../schemas/codes';

const nameOf = new Map<number, string>(Object.entries(Code).map(([k, v]) => [v, k.toLowerCase()]));

/** A refusal the client should see: its meta.code, a developer message, optional data (e.g. field issues). */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message?: string,
    readonly data: unknown = null,
  ) {
    super(message ?? nameOf.get(code) ?? 'error');
  }
}

/** Throws the refusal named after a spec code: `fail('ROYALTY_LOCKED')`. */
export function fail(code: CodeName, message?: string, data?: unknown): never {
  throw new ApiError(Code[code], message, data ?? null);
}

export function messageFor(code: number): string {
  return nameOf.get(code) ?? 'error';
}
