/**
 * The hashes that sign API requests (server/schemas/signature.ts): SHA-256 of the body and HMAC-SHA256 of
 * the canonical string. WebCrypto does them natively wherever the page is a secure context (https,
 * localhost); plain http on a LAN address has no `crypto.subtle`, and there @noble/hashes is loaded on the
 * first request, so the entry chunk carries no hash library (~3 KiB gzip).
 */
const encoder = new TextEncoder();
const subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle;
const hmacKeys = new Map<string, Promise<CryptoKey>>();

function hex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

const noble = () =>
  Promise.all([import('@noble/hashes/sha2.js'), import('@noble/hashes/hmac.js')]).then(([s, h]) => ({
    sha256: s.sha256,
    hmac: h.hmac,
  }));

/** Hex SHA-256 of `data`. */
export async function sha256Hex(data: Uint8Array): Promise<string> {
  if (!subtle) return hex((await noble()).sha256(data));
  return hex(new Uint8Array(await subtle.digest('SHA-256', data as Uint8Array<ArrayBuffer>)));
}

/** Hex HMAC-SHA256 of `text` under `key` (the imported key is kept for the next request). */
export async function hmacSha256Hex(key: string, text: string): Promise<string> {
  if (!subtle) {
    const { hmac, sha256 } = await noble();
    return hex(hmac(sha256, encoder.encode(key), encoder.encode(text)));
  }
  let cryptoKey = hmacKeys.get(key);
  if (!cryptoKey) {
    cryptoKey = subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ]);
    hmacKeys.set(key, cryptoKey);
  }
  return hex(new Uint8Array(await subtle.sign('HMAC', await cryptoKey, encoder.encode(text))));
}

/** `bytes` random bytes in hex (getRandomValues works in any context). */
export function randomHex(bytes: number): string {
  return hex(crypto.getRandomValues(new Uint8Array(bytes)));
}
