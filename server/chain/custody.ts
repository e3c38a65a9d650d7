import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Custody } from './types';

/**
 * The sealing key for custodial wallets: CUSTODY_KEY (base64 of 32 bytes) or a key file generated in DATA_DIR on
 * first start (mode 0600). With no DATA_DIR (tests) a random in-memory key is used.
 */
export function loadCustodyKey(opts: { envKey: string; dataDir: string }): Buffer {
  if (opts.envKey) {
    const key = Buffer.from(opts.envKey, 'base64');
    if (key.length !== 32) throw new Error('CUSTODY_KEY must be base64 of exactly 32 bytes');
    return key;
  }
  if (!opts.dataDir) return randomBytes(32);
  const file = join(opts.dataDir, 'custody.key');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  return loadCustodyKey({ envKey: readFileSync(file, 'utf8').trim(), dataDir: '' });
}

/** AES-256-GCM sealing; the key id is a hash prefix of the key, so a rotated key is recognised. */
export function createCustody(key: Buffer): Custody {
  const keyId = createHash('sha256').update(key).digest('hex').slice(0, 12);
  return {
    keyId,
    seal(privateKey) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(privateKey, 'utf8'), cipher.final()]);
      return {
        ciphertext: ciphertext.toString('base64'),
        iv: iv.toString('base64'),
        tag: cipher.getAuthTag().toString('base64'),
        keyId,
      };
    },
    open(sealed) {
      if (sealed.keyId !== keyId) throw new Error(`custodial key sealed under another key (${sealed.keyId})`);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
      decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
      return Buffer.concat([
        decipher.update(Buffer.from(sealed.ciphertext, 'base64')),
        decipher.final(),
      ]).toString('utf8');
    },
    deriveKey(label) {
      return Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `marketplace/${label}`, 32));
    },
  };
}
