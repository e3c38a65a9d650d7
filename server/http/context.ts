import type { Logger } from 'pino';
import type { Db } from '../db/client';
import type { Env } from '../env';
import type { Mailer } from '../notify/mailer';
import type { Queue } from '../jobs/queue';
import type { Chains, Custody } from '../chain/types';
import type { Storage } from '../storage/storage';

/** Everything a request handler may use; services take the parts they need as arguments. */
export type Deps = {
  db: Db;
  env: Env;
  log: Logger;
  mailer: Mailer;
  queue: Queue;
  /** The enabled chains; started lazily, so browsing never waits for a chain. */
  chains: Chains;
  /** Seals and opens custodial wallet keys. */
  custody: Custody;
  /** Uploaded and generated files: the disk or a shared S3-compatible bucket (STORAGE). */
  storage: Storage;
  now: () => Date;
  /** The database's pool is saturated but answering (Database.busy); absent where there is no pool. */
  databaseBusy?: () => boolean;
};

export type SessionMember = { id: string; name: string; permiTagValues: string[] };

export type AppEnv = {
  Variables: {
    deps: Deps;
    member: SessionMember | null;
    appId: string;
    clientIp: string;
  };
};
