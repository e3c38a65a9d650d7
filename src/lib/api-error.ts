/** A refused call: the server's meta.code (or a client-side one) and the answer's data. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/** Client-side codes for failures that never reached a server answer. */
export const CLIENT_CODES = { NETWORK: 1005, TIMEOUT: 1008, DEFAULT: 9000 } as const;
