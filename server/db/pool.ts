import pg from 'pg';
import { isDatabaseDown } from './errors';

/** The pool's limits (server/env.ts DB_POOL_MAX, DB_CONNECT_TIMEOUT_MS, DB_POOL_QUEUE_WAIT_MS, DB_POOL_QUEUE_MAX). */
export type PoolLimits = {
  /** Connections this process opens at most. */
  max: number;
  /** How long making a NEW connection may take before the database counts as not answering. */
  connectTimeoutMs: number;
  /** How long a request may wait for one of the `max` connections to come free. */
  queueWaitMs: number;
  /** How many requests may wait at once; one more is refused at once. */
  queueMax: number;
};

/**
 * All connections are busy and the wait for one passed its bound (or the queue was full): the database works,
 * this process has more work than connections. Nothing was run for the query that got it.
 */
export class DatabaseBusyError extends Error {
  readonly code = 'DB_POOL_BUSY';
  constructor(readonly reason: 'queue_full' | 'wait_exceeded') {
    super(`database pool busy (${reason})`);
  }
}

/** Whether an error (or its cause, as Drizzle wraps driver errors) is a DatabaseBusyError. */
export function isDatabaseBusy(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  if (err instanceof DatabaseBusyError) return true;
  return isDatabaseBusy((err as { cause?: unknown }).cause, depth + 1);
}

type Waiter = { admit(): void; refuse(err: Error): void };
type Callback = (err: Error | undefined, client?: pg.PoolClient, done?: (err?: Error) => void) => void;

/**
 * A pg.Pool whose checkouts wait in a bounded queue of their own. pg-pool applies connectionTimeoutMillis to
 * the wait for a free pooled client as well as to making a connection, so a burst that waited 1.5 s for a busy
 * pool was read as an outage. Here a checkout first takes one of `max` slots (waiting at most
 * `queueWaitMs`, behind at most `queueMax` others: past either it is DatabaseBusyError); with a slot, pg-pool
 * always has a free or idle client, so its timeout only measures reaching the database. A connection that
 * cannot be made also refuses every waiter at once (`onDown`): the outage answer comes within the connect
 * timeout, not after the queue drains one slot at a time. Drizzle and pg-boss see an ordinary pg.Pool
 * (pool.query checks out through `connect` too).
 */
export class BoundedPool extends pg.Pool {
  private inUse = 0;
  private readonly waiting: Waiter[] = [];

  constructor(
    config: pg.PoolConfig,
    private readonly limits: PoolLimits,
    private readonly onDown: (err: unknown) => void = () => {},
  ) {
    super({ ...config, max: limits.max, connectionTimeoutMillis: limits.connectTimeoutMs });
  }

  /** Checkouts running and waiting, for tests and logs. */
  get load(): { inUse: number; waiting: number } {
    return { inUse: this.inUse, waiting: this.waiting.length };
  }

  // pg.Pool's overloads (promise and callback) are kept: pool.query calls connect with a callback.
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: Callback): void;
  override connect(callback?: Callback): Promise<pg.PoolClient> | void {
    const checkout = this.checkout();
    if (!callback) return checkout;
    checkout.then(
      (client) => callback(undefined, client, (err) => client.release(err)),
      (err: Error) => callback(err),
    );
  }

  private async checkout(): Promise<pg.PoolClient> {
    await this.slot();
    let client: pg.PoolClient;
    try {
      client = await super.connect();
    } catch (err) {
      this.free();
      if (isDatabaseDown(err)) this.refuseWaiting(err as Error);
      throw err;
    }
    const release = client.release.bind(client);
    let released = false;
    client.release = (err?: Error | boolean) => {
      release(err);
      if (released) return;
      released = true;
      this.free();
    };
    return client;
  }

  private slot(): Promise<void> {
    if (this.inUse < this.limits.max) {
      this.inUse += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.limits.queueMax) {
      return Promise.reject(new DatabaseBusyError('queue_full'));
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(waiter), 1);
        reject(new DatabaseBusyError('wait_exceeded'));
      }, this.limits.queueWaitMs);
      timer.unref();
      const waiter: Waiter = {
        admit: () => {
          clearTimeout(timer);
          resolve();
        },
        refuse: (err) => {
          clearTimeout(timer);
          reject(err);
        },
      };
      this.waiting.push(waiter);
    });
  }

  /** A slot comes free: the longest waiter takes it over (inUse stays), else it is given back. */
  private free(): void {
    const next = this.waiting.shift();
    if (next) next.admit();
    else this.inUse -= 1;
  }

  /** The database does not answer: those waiting for a slot would only try and fail one after another. */
  private refuseWaiting(err: Error): void {
    this.onDown(err);
    for (const waiter of this.waiting.splice(0)) waiter.refuse(err);
  }
}
