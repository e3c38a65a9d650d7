import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageEvents } from '../../../server/db/schema';
import { Code } from '../../../server/schemas/codes';
import { createTestSession } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const report = (events: unknown, session?: { memberId: string; token: string }) =>
  s.request('POST', '/api/events', {
    form: { events: typeof events === 'string' ? events : JSON.stringify(events) },
    ...(session ? { session } : {}),
  });

const event = (i: number) => ({
  eventType: 'page_view',
  objKey: 'path',
  objValue: `/items/${i}`,
  browserType: 'Chrome',
  deviceType: 'desktop',
});

describe('POST /api/events', () => {
  it('stores an anonymous batch and answers how many were accepted', async () => {
    const res = await report([event(1), event(2), event(3)]);
    expect([res.status, res.data]).toEqual([200, { accepted: 3 }]);
    const rows = await s.deps.db.select().from(usageEvents).where(isNull(usageEvents.memberId));
    expect(rows.map((r) => r.objValue)).toEqual(['/items/1', '/items/2', '/items/3']);
    expect(rows[0]).toMatchObject({ eventType: 'page_view', browserType: 'Chrome', deviceType: 'desktop' });
  });

  it('attributes events to the logged-in member', async () => {
    const session = await createTestSession(s.deps.db);
    const res = await report([{ eventType: 'login' }], session);
    expect(res.data).toEqual({ accepted: 1 });
    const rows = await s.deps.db.select().from(usageEvents).where(eq(usageEvents.memberId, session.memberId));
    expect(rows.map((r) => r.eventType)).toEqual(['login']);
  });

  it('accepts 50 events and refuses 51', async () => {
    const fifty = Array.from({ length: 50 }, (_, i) => event(i));
    expect((await report(fifty)).data).toEqual({ accepted: 50 });
    const before = (await s.deps.db.select().from(usageEvents)).length;
    const res = await report([...fifty, event(50)]);
    expect([res.status, res.meta.code]).toEqual([400, Code.VALIDATION_FAILED]);
    expect((await s.deps.db.select().from(usageEvents)).length).toBe(before);
  });

  it('refuses bad JSON, an empty batch, a non-array and an event without type', async () => {
    for (const bad of ['{not json', '[]', '{"eventType":"x"}', [{ objKey: 'a' }], [{ eventType: '' }]]) {
      const res = await report(bad);
      expect([res.status, res.meta.code]).toEqual([400, Code.VALIDATION_FAILED]);
      expect(res.data[0].path).toMatch(/^events/);
    }
    const res = await s.request('POST', '/api/events', { form: {} });
    expect(res.meta.code).toBe(Code.VALIDATION_FAILED);
  });
});
