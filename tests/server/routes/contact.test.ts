import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, outbox } from '../../../server/db/schema';
import { Code } from '../../../server/schemas/codes';
import { createTestSession } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ CONTACT_TO: 'help@support.test' });
});
afterAll(() => s.close());

const form = {
  name: 'Mei Chan',
  email: 'mei@example.com',
  subject: 'Order not delivered',
  message: 'My order from last week has not arrived yet. Could you check?',
};

describe('POST /api/contact', () => {
  it('requires login', async () => {
    const res = await s.request('POST', '/api/contact', { form });
    expect([res.status, res.meta.code]).toEqual([401, Code.UNAUTHORIZED]);
    expect(await s.deps.db.select().from(contactMessages)).toHaveLength(0);
  });

  it('stores the message, mails support and acknowledges the sender in their language', async () => {
    const session = await createTestSession(s.deps.db);
    const res = await s.request('POST', '/api/contact', { session, form: { ...form, locale: 'zh_TW' } });
    expect([res.status, res.meta.code]).toEqual([200, Code.OK]);
    expect(res.data.id).toEqual(expect.any(Number));

    const [row] = await s.deps.db.select().from(contactMessages).where(eq(contactMessages.id, res.data.id));
    expect(row).toMatchObject({ ...form, memberId: session.memberId, locale: 'zh_TW' });

    const toSupport = await s.deps.db.select().from(outbox).where(eq(outbox.recipient, 'help@support.test'));
    expect(toSupport).toHaveLength(1);
    expect(toSupport[0]!.subject).toContain('Order not delivered');
    expect(toSupport[0]!.body).toContain(form.message);
    expect(toSupport[0]!.body).toContain('mei@example.com');

    const ack = await s.deps.db.select().from(outbox).where(eq(outbox.recipient, 'mei@example.com'));
    expect(ack).toHaveLength(1);
    expect(ack[0]!.subject).toBe('我們已收到您的訊息');
  });

  it('defaults the language to en_US', async () => {
    const session = await createTestSession(s.deps.db);
    const res = await s.request('POST', '/api/contact', {
      session,
      form: { ...form, email: 'b@example.com' },
    });
    const [row] = await s.deps.db.select().from(contactMessages).where(eq(contactMessages.id, res.data.id));
    expect(row?.locale).toBe('en_US');
  });

  it('refuses invalid input with field issues and writes nothing', async () => {
    const session = await createTestSession(s.deps.db);
    const rowsBefore = (await s.deps.db.select().from(contactMessages)).length;
    const mailsBefore = (await s.deps.db.select().from(outbox)).length;
    const bad = [
      { ...form, email: 'not-an-email' },
      { ...form, message: 'too short' },
      { ...form, subject: '   ' },
      { ...form, locale: 'xx_XX' },
    ];
    for (const f of bad) {
      const res = await s.request('POST', '/api/contact', { session, form: f });
      expect([res.status, res.meta.code]).toEqual([400, Code.VALIDATION_FAILED]);
      expect(res.data.length).toBeGreaterThan(0);
    }
    expect((await s.deps.db.select().from(contactMessages)).length).toBe(rowsBefore);
    expect((await s.deps.db.select().from(outbox)).length).toBe(mailsBefore);
  });
});
