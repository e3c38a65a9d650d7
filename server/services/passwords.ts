import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id of @node-rs/argon2 (a const enum, which isolatedModules cannot import). */
const ARGON2ID = 2;

/** Hashes a password with argon2id (DESIGN §5); the PHC string carries salt and parameters. */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, { algorithm: ARGON2ID });
}

/** True when the password matches the stored argon2id hash; a malformed hash counts as no match. */
export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}
