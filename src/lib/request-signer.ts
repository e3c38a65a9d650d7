/**
 * HMAC-SHA256 request signing (DESIGN §4) with the browser's own WebCrypto. WebCrypto exists only in secure
 * contexts (https, localhost); a phone opening the QR mini page at http://<LAN address> has none, so there the
 * pure-JS @noble/hashes is loaded on first use. It stays out of the initial JavaScript (every phone
 * on https pays nothing for it).
 */
const encoder = new TextEncoder();

export type Digests = {
  sha256Hex(bytes: Uint8Array): Promise<string>;
  hmacHex(key: string, text: string): Promise<string>;
};

export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const b of bytes) hex += b.toString(16).padStart(2, '0');
  return hex;
}

/** 16 random bytes as hex: getRandomValues works in every context, secure or not. */
export function nonceHex(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(16)));
}

export function webCrypto(subtle: SubtleCrypto): Digests {
  const keys = new Map<string, Promise<CryptoKey>>();
  const keyOf = (key: string) => {
    let k = keys.get(key);
    if (!k) {
      k = subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
      keys.set(key, k);
    }
    return k;
  };
  return {
    async sha256Hex(bytes) {
      return toHex(new Uint8Array(await subtle.digest('SHA-256', bytes as BufferSource)));
    },
    async hmacHex(key, text) {
      return toHex(new Uint8Array(await subtle.sign('HMAC', await keyOf(key), encoder.encode(text))));
    },
  };
}

let digests: Promise<Digests> | undefined;

/** WebCrypto where the page is a secure context, otherwise the lazily loaded fallback. */
export function getDigests(): Promise<Digests> {
  const subtle = globalThis.crypto?.subtle;
  digests ??= subtle
    ? Promise.resolve(webCrypto(subtle))
    : import('./request-signer.fallback').then((m) => m.noble);
  return digests;
}
