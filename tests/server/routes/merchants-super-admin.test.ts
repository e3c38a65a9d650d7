import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../server/schemas/codes';
import { FEATURES } from '../../../server/schemas/merchants';
import { requireMerchantFeature } from '../../../server/services/merchants/access';
import { hashPassword } from '../../../server/services/members/passwords';
import { SUPER_ADMIN_SANDBOX_PASSWORD } from '../../../server/services/merchants/super-admin';
import { sandboxPolicy } from '../../../server/sandboxes/registry';
import { readEnv } from '../../../server/env';
import { createTestSession } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/server';
import { approvedMerchant, tagged, type Session } from './merchants-fixtures';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000 });
}, 60_000);
afterAll(() => s.close());

const unlock = (session: Session, password: string) =>
  s.request('POST', '/api/admin/super/unlock', { session, form: { password } });
const offer = (session: Session, form: Record<string, string>) =>
  s.request('POST', '/api/admin/super/offer', { session, form });

describe('super admin (spec §6)', () => {
  it('needs the ADMIN tag and then the second password; the unlock belongs to the session', async () => {
    const member = await createTestSession(s.deps.db);
    expect((await unlock(member, SUPER_ADMIN_SANDBOX_PASSWORD)).meta).toEqual({
      code: Code.FORBIDDEN,
      message: 'admin_only',
    });
    const admin = await tagged(s, 'ADMIN');
    expect((await s.request('GET', '/api/admin/super/merchants', { session: admin })).meta).toEqual({
      code: Code.FORBIDDEN,
      message: 'super_admin_locked',
    });
    expect((await unlock(admin, 'wrong')).data).toEqual([{ path: 'password', message: 'wrong_password' }]);
    const opened = await unlock(admin, SUPER_ADMIN_SANDBOX_PASSWORD);
    expect(new Date(opened.data.unlockedUntil).getTime()).toBe(s.clock.now.getTime() + 15 * 60_000);
    expect((await s.request('GET', '/api/admin/super', { session: admin })).data.unlockedUntil).toBe(
      opened.data.unlockedUntil,
    );
    expect((await s.request('GET', '/api/admin/super/merchants', { session: admin })).meta.code).toBe(
      Code.OK,
    );
    // Fifteen minutes later it is locked again.
    const later = new Date(s.clock.now.getTime() + 16 * 60_000);
    s.clock.now = later;
    expect((await s.request('GET', '/api/admin/super/merchants', { session: admin })).meta.message).toBe(
      'super_admin_locked',
    );
  });

  it('offers a plan outside billing (the internal offering) and suspends or reinstates a merchant', async () => {
    const admin = await tagged(s, 'ADMIN');
    await unlock(admin, SUPER_ADMIN_SANDBOX_PASSWORD);
    const m = await approvedMerchant(s);
    const enterprise = await offer(admin, { mcId: m.mcId, plan: 'ENTERPRISE', months: '0' });
    expect(enterprise.data).toMatchObject({
      plan: 'ENTERPRISE',
      planPeriodEnd: null,
      features: [...FEATURES],
    });
    expect((await requireMerchantFeature(s.deps.db, m.session.memberId, 'DASHBOARD')).mcId).toBe(m.mcId);
    const trial = await offer(admin, { mcId: m.mcId, plan: 'BUSINESS', months: '1' });
    expect(trial.data).toMatchObject({ plan: 'BUSINESS', planCancelAtPeriodEnd: true });
    expect((await offer(admin, { mcId: 'COM', plan: 'NONE', months: '0' })).meta.code).toBe(Code.NOT_FOUND);

    const suspended = await s.request('POST', '/api/admin/super/merchant-status', {
      session: admin,
      form: { mcId: m.mcId, status: 'SUSPENDED' },
    });
    expect(suspended.data).toMatchObject({ status: 'SUSPENDED', plan: 'NONE', features: [] });
    await expect(requireMerchantFeature(s.deps.db, m.session.memberId, 'COUPONS')).rejects.toMatchObject({
      message: 'merchant_suspended',
    });
  });

  it('takes the operator’s own password hash instead of the sandbox one, which is a sandbox', async () => {
    const own = await startTestServer({ SUPER_ADMIN_PASSWORD_HASH: await hashPassword('Own-Secret-2026') });
    try {
      const admin = await tagged(own, 'ADMIN');
      const send = (password: string) =>
        own.request('POST', '/api/admin/super/unlock', { session: admin, form: { password } });
      expect((await send(SUPER_ADMIN_SANDBOX_PASSWORD)).meta.code).toBe(Code.VALIDATION_FAILED);
      expect((await send('Own-Secret-2026')).meta.code).toBe(Code.OK);
    } finally {
      await own.close();
    }
    const exposed = readEnv({ HOST: '0.0.0.0' });
    expect(sandboxPolicy(exposed).implied).toContain('superAdmin');
    expect(sandboxPolicy({ ...exposed, SUPER_ADMIN_PASSWORD_HASH: 'x' }).implied).not.toContain('superAdmin');
  });
});
