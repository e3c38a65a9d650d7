/**
 * The request-signature format of DESIGN §4, shared by every client and the server:
 * X-Signature = hex(HMAC-SHA256(key, canonicalString(...))).
 */
/** Development signing key of the SPA's appId. A browser client's key is public by nature (DESIGN §4). */
export const DEV_SIGNING_KEY = 'dev-signing-key-NFTH5-change-me-in-production';

export const SIGNATURE_HEADERS = {
  timestamp: 'X-Timestamp',
  nonce: 'X-Nonce',
  signature: 'X-Signature',
  memberId: 'X-Member-Id',
  token: 'X-Token',
} as const;

export function canonicalString(
  method: string,
  pathWithQuery: string,
  timestamp: string,
  nonce: string,
  bodySha256Hex: string,
): string {
  return [method.toUpperCase(), pathWithQuery, timestamp, nonce, bodySha256Hex].join('\n');
}

/**
 * Routes that are not signed: health, readiness, the OpenAPI document and its reference page (a browser
 * opens them), and provider callbacks (their own signatures).
 */
export function isUnsignedPath(path: string): boolean {
  return (
    path === '/api/health' ||
    path === '/api/ready' ||
    path === '/api/openapi.json' ||
    path === '/api/docs' ||
    path.startsWith('/api/docs/') ||
    path.startsWith('/api/callbacks/')
  );
}
