import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { Digests } from './request-signer';

/** The signer of pages without WebCrypto (plain http on a LAN address), loaded only there. */
export const noble: Digests = {
  sha256Hex: async (bytes) => bytesToHex(sha256(bytes)),
  hmacHex: async (key, text) => bytesToHex(hmac(sha256, utf8ToBytes(key), utf8ToBytes(text))),
};
