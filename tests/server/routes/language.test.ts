import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../../server/db/schema';
import { Code } from '../../../server/schemas/codes';
import { createTestSession } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('language', () => {
  it('requires login to read or save', async () => {
    const read = await s.request('GET', '/api/language');
    expect([read.status, read.meta.code]).toEqual([401, Code.UNAUTHORIZED]);
    const save = await s.request('POST', '/api/language', { form: { myLocation: 'en_US' } });
    expect([save.status, save.meta.code]).toEqual([401, Code.UNAUTHORIZED]);
    const forged = await s.request('GET', '/api/language', {
      session: { memberId: crypto.randomUUID(), token: 'f'.repeat(64) },
    });
    expect(forged.meta.code).toBe(Code.UNAUTHORIZED);
  });

  it('reads null before anything is saved, then the saved language', async () => {
    const session = await createTestSession(s.deps.db);
    expect((await s.request('GET', '/api/language', { session })).data).toEqual({ myLocation: null });
    for (const loc of ['zh_TW', 'en_US']) {
      const save = await s.request('POST', '/api/language', { session, form: { myLocation: loc } });
      expect([save.status, save.data]).toEqual([200, { myLocation: loc }]);
    }
    expect((await s.request('GET', '/api/language', { session })).data).toEqual({ myLocation: 'en_US' });
  });

  it('refuses en_JP and en_KR, which are never saved (spec §4)', async () => {
    const session = await createTestSession(s.deps.db);
    await s.request('POST', '/api/language', { session, form: { myLocation: 'zh_CN' } });
    for (const loc of ['en_JP', 'en_KR', 'fr_FR']) {
      const res = await s.request('POST', '/api/language', { session, form: { myLocation: loc } });
      expect([res.status, res.meta.code]).toEqual([400, Code.VALIDATION_FAILED]);
    }
    const [row] = await s.deps.db
      .select({ language: members.language })
      .from(members)
      .where(eq(members.id, session.memberId));
    expect(row?.language).toBe('zh_CN');
  });
});
