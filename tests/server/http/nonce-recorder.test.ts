import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { NonceRecorder, nonceRecorderOf, type InsertNonces } from '../../../server/http/nonce-recorder';
import { freshDatabase } from '../../support/server';

/** An insert over a Set, recording each call's pairs; `gate` holds a call until released. */
function fakeStore() {
  const stored = new Set<string>();
  const calls: string[][] = [];
  let fail: Error | null = null;
  let gate: Promise<void> | null = null;
  const insert: InsertNonces = async (appIds, nonces) => {
    calls.push(nonces.slice());
    if (gate) await gate;
    if (fail) throw fail;
    const out: { appId: string; nonce: string }[] = [];
    appIds.forEach((appId, i) => {
      const key = `${appId}/${nonces[i]}`;
      if (!stored.has(key)) {
        stored.add(key);
        out.push({ appId, nonce: nonces[i]! });
      }
    });
    return out;
  };
  return {
    insert,
    calls,
    stored,
    failWith: (e: Error | null) => (fail = e),
    hold() {
      let release!: () => void;
      gate = new Promise((r) => (release = r));
      return () => {
        gate = null;
        release();
      };
    },
  };
}

describe('NonceRecorder', () => {
  it('stores the nonces of one loop turn in one insert and tells each request whether its nonce was new', async () => {
    const store = fakeStore();
    store.stored.add('NFTH5/old');
    const r = new NonceRecorder(store.insert);
    const answers = await Promise.all([
      r.record('NFTH5', 'a'),
      r.record('NFTH5', 'old'),
      r.record('OTHER', 'a'),
    ]);
    expect(answers).toEqual([true, false, true]);
    expect(store.calls).toEqual([['a', 'old', 'a']]);
  });

  it('refuses the same nonce twice in one group: only the first is stored', async () => {
    const store = fakeStore();
    const r = new NonceRecorder(store.insert);
    expect(await Promise.all([r.record('NFTH5', 'x'), r.record('NFTH5', 'x')])).toEqual([true, false]);
    expect(store.calls).toEqual([['x']]);
    expect(await r.record('NFTH5', 'x')).toBe(false);
  });

  it('sends the nonces that came during an insert together in the next one', async () => {
    const store = fakeStore();
    const r = new NonceRecorder(store.insert);
    const release = store.hold();
    const first = r.record('NFTH5', '1');
    await new Promise((res) => setImmediate(res));
    expect(store.calls).toEqual([['1']]);
    const later = [r.record('NFTH5', '2'), r.record('NFTH5', '3')];
    await new Promise((res) => setImmediate(res));
    expect(store.calls).toHaveLength(1); // still waiting for the first insert
    release();
    expect(await Promise.all([first, ...later])).toEqual([true, true, true]);
    expect(store.calls).toEqual([['1'], ['2', '3']]);
  });

  it('fails every request of a failed insert and goes on with the next group', async () => {
    const store = fakeStore();
    const r = new NonceRecorder(store.insert);
    store.failWith(new Error('database away'));
    const failed = [r.record('NFTH5', 'p'), r.record('NFTH5', 'q')];
    for (const f of failed) await expect(f).rejects.toThrow('database away');
    store.failWith(null);
    // Nothing was stored by the failed insert: the same nonce is new afterwards.
    expect(await r.record('NFTH5', 'p')).toBe(true);
  });
});

describe('nonceRecorderOf on the database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.close());

  it('inserts a group with one statement and reports the pairs stored before as replays', async () => {
    const r = nonceRecorderOf(database.db);
    expect(await Promise.all([r.record('NFTH5', 'aa11'), r.record('NFTH5', 'bb22')])).toEqual([true, true]);
    expect(
      await Promise.all([r.record('NFTH5', 'aa11'), r.record('OTHER', 'aa11'), r.record('NFTH5', 'cc33')]),
    ).toEqual([false, true, true]);
    expect(nonceRecorderOf(database.db)).toBe(r);
  });
});
