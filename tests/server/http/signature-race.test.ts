import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../server/schemas/codes';
import { startTestServer, type TestServer } from '../../support/server';

// Runs on PGlite and again on PostgreSQL (TEST_DATABASE_URL), where the inserts of several groups really
// run at once on different connections.
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const hex = (i: number) => i.toString(16).padStart(20, '0');

describe('signature nonces under concurrency', () => {
  it('one nonce sent by ten reads at once: one answered with the data, nine refused with 4104 and none', async () => {
    const nonce = `feed${hex(Date.now())}`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        s.request('GET', '/api/dictionary', { query: { type: 'SPEC' }, nonce }),
      ),
    );
    const ok = answers.filter((a) => a.meta.code === Code.OK);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.data).toBeTruthy();
    const refused = answers.filter((a) => a.meta.code === Code.SIGNATURE_REPLAYED);
    expect(refused).toHaveLength(9);
    for (const r of refused) expect([r.status, r.data ?? null]).toEqual([401, null]);
  });

  it('one nonce sent by ten writes at once: one goes through', async () => {
    const nonce = `beef${hex(Date.now())}`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        s.request('POST', '/api/newsletter', {
          form: { key1: 'COM', key2: 'race@example.com', type: 'EDM' },
          nonce,
        }),
      ),
    );
    expect(answers.map((a) => a.meta.code).sort()).toEqual([
      Code.OK,
      ...Array(9).fill(Code.SIGNATURE_REPLAYED),
    ]);
  });

  it('fifty reads with their own nonces at once are all answered', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        s.request('GET', '/api/dictionary', { query: { type: 'SPEC' }, nonce: `cafe${hex(i)}` }),
      ),
    );
    expect(answers.every((a) => a.meta.code === Code.OK)).toBe(true);
  });
});
