import { createHash, createHmac, webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { nonceHex, webCrypto } from '@/lib/request-signer';
import { noble } from '@/lib/request-signer.fallback';

// The server checks signatures with node:crypto (server/http/signature.ts); both browser signers must agree.
const body = new TextEncoder().encode('name=Café&qty=2');
const text = 'POST\n/api/orders\n1700000000000\nabc\ndeadbeef';

describe('request signer', () => {
  for (const [name, digests] of [
    ['WebCrypto', webCrypto(webcrypto.subtle as SubtleCrypto)],
    ['noble fallback', noble],
  ] as const) {
    it(`${name} hashes and signs as the server does`, async () => {
      expect(await digests.sha256Hex(body)).toBe(createHash('sha256').update(body).digest('hex'));
      expect(await digests.hmacHex('key-1', text)).toBe(
        createHmac('sha256', 'key-1').update(text).digest('hex'),
      );
      // A second key is not served from the first one's cache.
      expect(await digests.hmacHex('key-2', text)).toBe(
        createHmac('sha256', 'key-2').update(text).digest('hex'),
      );
    });
  }

  it('makes a fresh 16-byte nonce each time', () => {
    const a = nonceHex();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(nonceHex()).not.toBe(a);
  });
});
