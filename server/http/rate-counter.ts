import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

type Count = { windowStart: Date; base: number; inFlight: number; pending: number };
const FLUSH_MS = 1000;

/**
 * Counts of a high-volume bucket (every API request) kept in this process and added to the shared
 * `rate_limits` row once a second, instead of one database write per request. A request is judged on the
 * shared count as of the last flush (other processes' requests included) plus this process's since then, so
 * one process counts exactly and several share their counts within a second. Sensitive buckets (login,
 * codes) do not use this: they count in the database on every request.
 */
export class BatchedRateCounter {
  private readonly counts = new Map<string, Count>();
  private timer: NodeJS.Timeout | null = null;
  /** The newest window seen (by the app's clock): older windows are dropped once flushed. */
  private latest = 0;

  constructor(
    private readonly db: Db,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** Counts one request of `key` in the window starting at `windowStart`; returns the window's count so far. */
  hit(key: string, windowStart: Date): number {
    const id = `${key}@${windowStart.getTime()}`;
    let c = this.counts.get(id);
    if (!c) this.counts.set(id, (c = { windowStart, base: 0, inFlight: 0, pending: 0 }));
    c.pending += 1;
    this.latest = Math.max(this.latest, windowStart.getTime());
    this.timer ??= this.later();
    return c.base + c.inFlight + c.pending;
  }

  /**
   * Adds the pending counts to the shared rows and reads back their totals, all keys in ONE statement (a drop
   * from 2,000 phones is 2,000 keys: one upsert each queued 2,000 statements for the pool every second, in
   * front of the buyers' own); drops past windows.
   */
  async flush(): Promise<void> {
    this.timer = null;
    const due: [string, Count][] = [];
    for (const [id, c] of this.counts) {
      if (c.pending > 0) due.push([id, c]);
      else if (c.windowStart.getTime() < this.latest) this.counts.delete(id);
    }
    // In key order, so that two processes flushing the same keys lock their rows in the same order.
    due.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    for (const [, c] of due) {
      c.inFlight = c.pending;
      c.pending = 0;
    }
    if (due.length > 0) {
      try {
        const rows = await addCounts(
          this.db,
          due.map(([id]) => id.slice(0, id.lastIndexOf('@'))),
          due.map(([, c]) => c.windowStart.toISOString()),
          due.map(([, c]) => c.inFlight),
        );
        const totals = new Map(rows.map((r) => [`${r.key}@${new Date(r.windowStart).getTime()}`, r.count]));
        for (const [id, c] of due) c.base = totals.get(id) ?? c.base + c.inFlight;
      } catch (err) {
        // The database is away: keep counting here and add these at the next flush.
        for (const [, c] of due) c.pending += c.inFlight;
        this.onError(err);
      }
      for (const [, c] of due) c.inFlight = 0;
    }
    if (this.counts.size > 0 && [...this.counts.values()].some((c) => c.pending > 0)) {
      this.timer ??= this.later();
    }
  }

  /**
   * The next flush. The timer holds the counter weakly: a counter (and its database) that nothing else uses any
   * more is not kept alive by it, e.g. an app whose database was closed, whose failing flush would otherwise
   * retry every second for as long as the process lives (tests share one process across many apps).
   */
  private later(): NodeJS.Timeout {
    const self = new WeakRef(this);
    return setTimeout(() => void self.deref()?.flush(), FLUSH_MS).unref();
  }
}

/** Adds counts to many (key, window) rows at once, and answers their totals. */
function addCounts(db: Db, keys: string[], windows: string[], counts: number[]) {
  return db
    .insert(rateLimits)
    .select(
      sql`select k, w, n from unnest(${sql.param(keys)}::text[], ${sql.param(windows)}::timestamptz[], ${sql.param(counts)}::int[]) as t(k, w, n)`,
    )
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + excluded.count` },
    })
    .returning({ key: rateLimits.key, windowStart: rateLimits.windowStart, count: rateLimits.count });
}

const counters = new WeakMap<Db, BatchedRateCounter>();
/** The one batched counter of a database (every app over the same database in this process shares it). */
export function batchedCounterOf(db: Db, onError: (err: unknown) => void): BatchedRateCounter {
  let counter = counters.get(db);
  if (!counter) counters.set(db, (counter = new BatchedRateCounter(db, onError)));
  return counter;
}
