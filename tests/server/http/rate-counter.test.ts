import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rateLimits } from '../../../server/db/schema';
import { BatchedRateCounter } from '../../../server/http/rate-counter';
import { startTestServer, type TestServer } from '../../support/server';

const WINDOW = new Date('2026-11-25T10:00:00Z');
const shared = async (s: TestServer, key: string) =>
  (
    await s.deps.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, WINDOW)))
  )[0]?.count ?? 0;

describe('the batched API rate limit', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ RATE_LIMIT_PER_MINUTE: 5 });
  });
  afterAll(() => s.close());

  it('counts exactly in one process: the request over the limit answers 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await s.request('GET', '/api/dictionary', { query: { type: 'SIZE' } })).status);
    expect(statuses.slice(0, 5).every((st) => st !== 429)).toBe(true);
    const refused = await s.request('GET', '/api/dictionary', { query: { type: 'SIZE' } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('shares counts between processes through the database within a flush', async () => {
    const onError = vi.fn();
    const a = new BatchedRateCounter(s.deps.db, onError);
    const b = new BatchedRateCounter(s.deps.db, onError);
    for (let i = 0; i < 3; i++) a.hit('api:10.0.0.1', WINDOW);
    await a.flush();
    expect(await shared(s, 'api:10.0.0.1')).toBe(3);
    expect(b.hit('api:10.0.0.1', WINDOW)).toBe(1); // b has not heard of a's requests yet
    await b.flush();
    expect(await shared(s, 'api:10.0.0.1')).toBe(4);
    expect(b.hit('api:10.0.0.1', WINDOW)).toBe(5); // now it has: 3 of a's + 2 of its own
    expect(onError).not.toHaveBeenCalled();
  });

  it('keeps counting while the database is away and saves the counts once it is back', async () => {
    const onError = vi.fn();
    const c = new BatchedRateCounter(s.deps.db, onError);
    const insert = vi.spyOn(s.deps.db, 'insert').mockImplementationOnce(() => {
      throw new Error('connection refused');
    });
    c.hit('api:10.0.0.2', WINDOW);
    c.hit('api:10.0.0.2', WINDOW);
    await c.flush();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(c.hit('api:10.0.0.2', WINDOW)).toBe(3);
    insert.mockRestore();
    await c.flush();
    expect(await shared(s, 'api:10.0.0.2')).toBe(3);
  });
});
