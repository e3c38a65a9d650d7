import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

// RFC 4231 test case 2 and the SHA-256 of "abc" (FIPS 180-2), so both paths are checked against fixed values.
const RFC4231 = '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843';
const ABC = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';

async function check() {
  const { hmacSha256Hex, randomHex, sha256Hex } = await import('@/lib/request-signing');
  expect(await hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe(RFC4231);
  expect(await sha256Hex(utf8ToBytes('abc'))).toBe(ABC);
  const text = 'POST\n/api/x\n1\nn\n' + 'é'.repeat(40);
  expect(await hmacSha256Hex('k', text)).toBe(bytesToHex(hmac(sha256, utf8ToBytes('k'), utf8ToBytes(text))));
  expect(randomHex(16)).toMatch(/^[0-9a-f]{32}$/);
  expect(randomHex(16)).not.toBe(randomHex(16));
}

describe('request signing hashes', () => {
  it('WebCrypto (secure contexts) gives the standard values', async () => {
    expect(globalThis.crypto.subtle).toBeDefined();
    await check();
  });

  it('without crypto.subtle (plain http on a LAN address) @noble/hashes gives the same', async () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', {
      getRandomValues: <T extends ArrayBufferView>(a: T) => real.getRandomValues(a as never),
    });
    expect(globalThis.crypto.subtle).toBeUndefined();
    await check();
  });
});
