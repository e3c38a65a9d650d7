import { hash, verify } from '@node-rs/argon2';

// argon2id (DESIGN §5; the library's default algorithm, so no const-enum import is needed) with
// OWASP's recommended floor: 19 MiB memory, 2 passes, 1 lane.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password to a PHC string (`$argon2id$…`) that carries its own salt and parameters. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** True when `password` matches the stored hash; a malformed hash counts as a mismatch. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
