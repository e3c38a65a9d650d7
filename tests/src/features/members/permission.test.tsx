import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensurePermission } from '@/routes/permission';
import { session } from '@/lib/session';
import { testQueryClient } from '../../../support/render';

const me = (tags: string[]) => ({
  meta: { code: 200, message: 'ok' },
  data: {
    memberId: '11111111-1111-4111-8111-111111111111',
    name: 'A',
    displayImage1: null,
    walletAddress: null,
    memberLite: { loginName: 'a', email: null, mobile: null, permiTagValues: tags },
    wallets: [],
    language: null,
    memberType: 'B2C',
  },
});

function stubDetail(body: unknown, status = 200) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(() => session.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('ensurePermission', () => {
  it('loads the member detail once and checks the tag', async () => {
    const fetch = stubDetail(me(['CREATE']));
    session.start('11111111-1111-4111-8111-111111111111', 't');
    const qc = testQueryClient();
    expect(await ensurePermission(qc, 'CREATE')).toBe(true);
    expect(await ensurePermission(qc, 'ADMIN')).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('refuses without the tag, when logged out, and when the detail cannot be loaded', async () => {
    stubDetail(me([]));
    session.start('11111111-1111-4111-8111-111111111111', 't');
    expect(await ensurePermission(testQueryClient(), 'CREATE')).toBe(false);
    stubDetail({ meta: { code: 500, message: 'x' }, data: null }, 500);
    expect(await ensurePermission(testQueryClient(), 'CREATE')).toBe(false);
    session.clear();
    const fetch = stubDetail(me(['CREATE']));
    expect(await ensurePermission(testQueryClient(), 'CREATE')).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});
