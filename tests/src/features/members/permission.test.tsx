import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensurePermission } from '@/routes/permission';
import { session } from '@/lib/session';
import { okAnswer, refusal, stubApi } from '../../../support/api-stub';
import { testQueryClient } from '../../../support/render';
import { ME } from './fixtures';

const me = (tags: string[]) => okAnswer({ ...ME, memberLite: { ...ME.memberLite, permiTagValues: tags } });
const DETAIL = '/api/members/detail';

beforeEach(() => session.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('ensurePermission', () => {
  it('loads the member detail once and checks the tag', async () => {
    const calls = stubApi({ [DETAIL]: me(['CREATE']) });
    session.start(ME.memberId, 't');
    const qc = testQueryClient();
    expect(await ensurePermission(qc, 'CREATE')).toBe(true);
    expect(await ensurePermission(qc, 'ADMIN')).toBe(false);
    expect(calls.map((c) => c.path)).toEqual([DETAIL]);
  });

  it('refuses without the tag, when logged out, and when the detail cannot be loaded', async () => {
    stubApi({ [DETAIL]: me([]) });
    session.start(ME.memberId, 't');
    expect(await ensurePermission(testQueryClient(), 'CREATE')).toBe(false);
    stubApi({ [DETAIL]: refusal(500, 500) });
    expect(await ensurePermission(testQueryClient(), 'CREATE')).toBe(false);
    session.clear();
    const calls = stubApi({ [DETAIL]: me(['CREATE']) });
    expect(await ensurePermission(testQueryClient(), 'CREATE')).toBe(false);
    expect(calls).toEqual([]);
  });
});
