import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedPerDb } from '../db/prepared';
import { signatureNonces } from '../db/schema';

type Waiter = { resolve(fresh: boolean): void; reject(err: unknown): void };
/** Inserts the pairs not stored yet and returns those it inserted. */
export type InsertNonces = (
  appIds: string[],
  nonces: string[],
) => Promise<{ appId: string; nonce: string }[]>;

const keyOf = (appId: string, nonce: string) => `${appId}\n${nonce}`;

/**
 * Records signature nonces the way a database commits in groups: the nonces of the requests that arrive
 * while one insert is on its way go together in the next one. Every signed request needs its nonce stored
 * before it is answered (DESIGN §4: any API process catches a replay), and a round trip and a commit per
 * request cost more than the read it guards; under load one insert now serves many requests, and a lone
 * request still goes at once. The primary key keeps check-and-record atomic: a pair the insert did not
 * return was there before, i.e. a replay. The same pair twice in one group is refused here.
 */
export class NonceRecorder {
  private pending = new Map<string, Waiter>();
  private flushing = false;

  constructor(private readonly insert: InsertNonces) {}

  /** True once the nonce is stored for the first time, false for a nonce seen before. */
  record(appId: string, nonce: string): Promise<boolean> {
    const key = keyOf(appId, nonce);
    if (this.pending.has(key)) return Promise.resolve(false);
    const stored = new Promise<boolean>((resolve, reject) => this.pending.set(key, { resolve, reject }));
    // setImmediate runs after the I/O callbacks of this loop turn: the requests that arrived together go in
    // one insert, and a lone one waits no longer than that.
    if (!this.flushing) {
      this.flushing = true;
      setImmediate(() => void this.flush());
    }
    return stored;
  }

  private async flush(): Promise<void> {
    const group = this.pending;
    this.pending = new Map();
    const appIds: string[] = [];
    const nonces: string[] = [];
    for (const key of group.keys()) {
      const cut = key.indexOf('\n');
      appIds.push(key.slice(0, cut));
      nonces.push(key.slice(cut + 1));
    }
    try {
      const inserted = new Set((await this.insert(appIds, nonces)).map((r) => keyOf(r.appId, r.nonce)));
      for (const [key, waiter] of group) waiter.resolve(inserted.has(key));
    } catch (err) {
      for (const waiter of group.values()) waiter.reject(err);
    }
    // Those that came during the insert go next, together.
    if (this.pending.size > 0) setImmediate(() => void this.flush());
    else this.flushing = false;
  }
}

/** One recorder per database, its insert prepared once: any number of pairs as two arrays. */
export const nonceRecorderOf = preparedPerDb((db: Db) => {
  const statement = db
    .insert(signatureNonces)
    .select(
      sql`select a, n, now() from unnest(${sql.placeholder('appIds')}::text[], ${sql.placeholder('nonces')}::text[]) as t(a, n)`,
    )
    .onConflictDoNothing()
    .returning({ appId: signatureNonces.appId, nonce: signatureNonces.nonce })
    .prepare('signature_nonces_insert');
  return new NonceRecorder((appIds, nonces) => statement.execute({ appIds, nonces }));
});
