import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { parseEther } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../server/db/seed/accounts';
import { seedIncome } from '../../../server/db/seed/income';
import { ledgerEntries, members } from '../../../server/db/schema';
import { Code } from '../../../server/schemas/codes';
import { creditSale } from '../../../server/services/wallets/balances';
import { createTestSession } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const balance = (session: { memberId: string; token: string }, blockchain?: string) =>
  s.request('GET', '/api/wallet/balance', { session, ...(blockchain ? { query: { blockchain } } : {}) });

describe('getBalance', () => {
  it('sums fixed and auction income per chain as ether decimals', async () => {
    const m = await createTestSession(s.deps.db);
    await creditSale(s.deps.db, {
      memberId: m.memberId,
      blockchain: 'ETHEREUM',
      kind: 'FIXED',
      amountWei: parseEther('0.5'),
      orderId: randomUUID(),
    });
    await creditSale(s.deps.db, {
      memberId: m.memberId,
      blockchain: 'ETHEREUM',
      kind: 'FIXED',
      amountWei: parseEther('0.25'),
      orderId: randomUUID(),
    });
    await creditSale(s.deps.db, {
      memberId: m.memberId,
      blockchain: 'ETHEREUM',
      kind: 'AUCTION',
      amountWei: parseEther('0.125'),
      orderId: randomUUID(),
    });
    await creditSale(s.deps.db, {
      memberId: m.memberId,
      blockchain: 'POLYGON',
      kind: 'FIXED',
      amountWei: parseEther('3'),
      orderId: randomUUID(),
    });
    // A debit counts too (signed ledger).
    await s.deps.db.insert(ledgerEntries).values({
      memberId: m.memberId,
      blockchain: 'ETHEREUM',
      kind: 'FIXED',
      amount: (-parseEther('0.05')).toString(),
      reason: 'WITHDRAWAL',
      refId: randomUUID(),
    });
    const eth = await balance(m);
    expect(eth.meta.code).toBe(Code.OK);
    expect(eth.data).toEqual({
      blockchain: 'ETHEREUM',
      currency: 'ETH',
      fixed: '0.7',
      auction: '0.125',
      total: '0.825',
    });
    const pol = await balance(m, 'POLYGON');
    expect(pol.data).toEqual({
      blockchain: 'POLYGON',
      currency: 'MATIC',
      fixed: '3.0',
      auction: '0.0',
      total: '3.0',
    });
  });

  it('answers zeros (200, never 404) for a member without income', async () => {
    const m = await createTestSession(s.deps.db);
    const res = await balance(m);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      blockchain: 'ETHEREUM',
      currency: 'ETH',
      fixed: '0.0',
      auction: '0.0',
      total: '0.0',
    });
  });

  it('credits a sale once however often the checkout replays it', async () => {
    const m = await createTestSession(s.deps.db);
    const sale = {
      memberId: m.memberId,
      blockchain: 'ETHEREUM' as const,
      kind: 'AUCTION' as const,
      amountWei: parseEther('1'),
      orderId: randomUUID(),
    };
    expect(await creditSale(s.deps.db, sale)).toBe(true);
    expect(await creditSale(s.deps.db, sale)).toBe(false);
    expect((await balance(m)).data.total).toBe('1.0');
  });

  it('needs a login and a known chain', async () => {
    expect((await s.request('GET', '/api/wallet/balance')).meta.code).toBe(401);
    const m = await createTestSession(s.deps.db);
    expect((await balance(m, 'SOLANA')).meta.code).toBe(Code.VALIDATION_FAILED);
  });
});

describe('seedIncome', () => {
  it('gives the demo creator a withdrawable balance and the buyer one below the minimum, once', async () => {
    const [creator, buyer] = await Promise.all(
      DEMO_ACCOUNTS.map(async (a) => {
        const m = await createTestSession(s.deps.db, { name: a.name });
        await s.deps.db.update(members).set({ loginName: a.loginName }).where(eq(members.id, m.memberId));
        return m;
      }),
    );
    await seedIncome(s.deps.db);
    await seedIncome(s.deps.db);
    expect((await balance(creator!)).data).toMatchObject({ fixed: '0.85', auction: '0.4', total: '1.25' });
    expect((await balance(creator!, 'POLYGON')).data.total).toBe('12.5');
    expect((await balance(buyer!)).data.total).toBe('0.004');
  });
});
