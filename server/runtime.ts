import type { Logger } from 'pino';
import { createDb, type Database } from './db/client';
import type { Env } from './env';
import type { Deps } from './http/context';
import { startQueue } from './jobs/queue';
import { registerWorkers } from './jobs/workers';
import { createMailer } from './notify/mailer';
import { seedDemoCoins } from './db/seed/coins';
import { seedDemoTickets } from './db/seed/tickets';
import { seedDemo } from './db/seed';
import { seedDeliveryTypes } from './db/seed/orders';
import { createChains } from './chain/chains';
import { warmUpChains } from './chain/deploy';
import { createCustody, loadCustodyKey } from './chain/custody';
import { createStorage } from './storage/select';
import { fundDemoCoins } from './db/seed/demo-coins';

export type Runtime = {
  deps: Deps;
  database: Database;
  /** Lets jobs in flight finish (within `timeoutMs`, default 10 s), then closes the chains and the database. */
  stop(timeoutMs?: number): Promise<void>;
};

/**
 * Starts in order env → db → migrations → chain → jobs (index.ts then starts http): the chains come up in the
 * background (an in-process chain replays its journal, then missing platform contracts are deployed), so the
 * first request does not wait and a chain that fails never blocks browsing.
 */
export async function startRuntime(env: Env, log: Logger): Promise<Runtime> {
  const database = await createDb({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    log,
    pool: {
      max: env.DB_POOL_MAX,
      connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
      queueWaitMs: env.DB_POOL_QUEUE_WAIT_MS,
      queueMax: env.DB_POOL_QUEUE_MAX,
    },
  });
  await database.migrate();
  // Reference data every install needs, demo or not: the delivery types and their fees (idempotent).
  await seedDeliveryTypes(database.db);
  const storage = createStorage(env, log);
  if (env.DEMO_DATA) await seedDemo(database.db, { dataDir: env.DATA_DIR, log, storage });
  const chains = createChains(env, { log, db: database.db });
  const chainsWarm = warmUpChains({ db: database.db, chains, log });
  const queue = await startQueue(database, log);
  const deps: Deps = {
    db: database.db,
    env,
    log,
    mailer: createMailer({ db: database.db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, log }),
    queue,
    chains,
    custody: createCustody(loadCustodyKey({ envKey: env.CUSTODY_KEY, dataDir: env.DATA_DIR })),
    storage,
    now: () => new Date(),
    databaseBusy: () => database.busy(),
  };
  // The demo ticketed event needs the custody key (its event key is sealed), so it is seeded once deps exist.
  if (env.DEMO_DATA) await seedDemoTickets(deps);
  // The demo venue's loyalty coin and the demo buyer's lots, once the venue exists.
  if (env.DEMO_DATA) await seedDemoCoins(deps);
  if (env.JOBS) await registerWorkers(deps);
  // Demo coins after the platform contracts (one platform nonce at a time); a no-op on a real chain.
  const chainsReady = env.DEMO_DATA
    ? chainsWarm
        .then(() => fundDemoCoins(deps))
        .catch((err: unknown) => log.warn({ err: (err as Error).message }, 'demo coins not sent'))
    : chainsWarm;
  return {
    deps,
    database,
    async stop(timeoutMs = 10_000) {
      // Closing the chains and the database takes well under a second; the rest of the budget goes to jobs.
      const budget = Math.max(1000, timeoutMs - 1000);
      await Promise.all([
        queue.stop(budget),
        // A chain still replaying or deploying finishes its step (bounded: shutdown must not hang on a chain).
        Promise.race([chainsReady, new Promise((r) => setTimeout(r, Math.min(3000, budget)).unref())]),
      ]);
      await deps.chains.close();
      await database.close();
    },
  };
}
