import type { Logger } from 'pino';
import type { Db } from '../client';

/** Loads the demo catalogue into an empty database (placeholder until the seed module lands). */
export async function seedDemo(_db: Db, _opts: { dataDir: string; log: Logger }): Promise<void> {}
