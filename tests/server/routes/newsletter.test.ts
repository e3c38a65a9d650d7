import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../../server/db/schema';
import { Code } from '../../../server/schemas/codes';
import { startTestServer, type TestServer } from '../../support/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const subscribe = (email: string) =>
  s.request('POST', '/api/newsletter', { form: { key1: 'COM', key2: email, type: 'EDM' } });

describe('POST /api/newsletter', () => {
  it('refuses an invalid e-mail with footer_subscribe_tip', async () => {
    for (const bad of ['no-at-sign', 'a@b', 'x @y.com', '']) {
      const res = await subscribe(bad);
      expect([res.status, res.meta.code]).toEqual([400, Code.VALIDATION_FAILED]);
      expect(res.data).toContainEqual(expect.objectContaining({ path: 'key2' }));
    }
    const res = await subscribe('a@b');
    expect(res.data[0].message).toBe('footer_subscribe_tip');
    expect(await s.deps.db.select().from(newsletterSubscriptions)).toHaveLength(0);
  });

  it('stores a subscription once, whatever the casing or repetition', async () => {
    const first = await subscribe('Fan@Example.com');
    expect([first.status, first.meta.code, first.data]).toEqual([200, Code.OK, { subscribed: true }]);
    const again = await subscribe('fan@example.COM');
    expect([again.status, again.data]).toEqual([200, { subscribed: true }]);
    const rows = await s.deps.db.select().from(newsletterSubscriptions);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'fan@example.com', siteId: 'COM', type: 'EDM' });
  });

  it('refuses a type other than EDM', async () => {
    const res = await s.request('POST', '/api/newsletter', {
      form: { key1: 'COM', key2: 'ok@example.com', type: 'SMS' },
    });
    expect(res.meta.code).toBe(Code.VALIDATION_FAILED);
  });

  it('limits subscriptions per client to 10 a minute', async () => {
    // A fresh one-minute window, so the requests of the tests above do not count.
    s.clock.now = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 5 * 60_000);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await subscribe(`n${i}@example.com`)).meta.code);
    expect(codes.slice(0, 10).every((c) => c === Code.OK)).toBe(true);
    expect(codes[10]).toBe(Code.RATE_LIMITED);
  });
});
