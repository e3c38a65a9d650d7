import type { Logger } from 'pino';
import { createDb, type Database } from './db/client';
import type { Env } from './env';
import type { Deps } from './http/context';
import { startQueue } from './jobs/queue';
import { registerWorkers } from './jobs/workers';
import { createMailer } from './notify/mailer';
import { seedDemo } from './db/seed';
import { createChains } from './chain/chains';
import { createCustody, loadCustodyKey } from './chain/custody';

export type Runtime = { deps: Deps; database: Database; stop(): Promise<void> };

/** Opens the database, applies migrations, loads demo data into an empty database and starts the jobs. */
export async function startRuntime(env: Env, log: Logger): Promise<Runtime> {
  const database = await createDb({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await database.migrate();
  if (env.DEMO_DATA) await seedDemo(database.db, { dataDir: env.DATA_DIR, log });
  const queue = await startQueue(database, log);
  const deps: Deps = {
    db: database.db,
    env,
    log,
    mailer: createMailer({ db: database.db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, log }),
    queue,
    chains: createChains(env, { log }),
    custody: createCustody(loadCustodyKey({ envKey: env.CUSTODY_KEY, dataDir: env.DATA_DIR })),
    now: () => new Date(),
  };
  if (env.JOBS) await registerWorkers(deps);
  return {
    deps,
    database,
    async stop() {
      await queue.stop();
      await deps.chains.close();
      await database.close();
    },
  };
}
