import { createHash, createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fiatLedger, members } from '../../../server/db/schema';
import { DEV_SIGNING_KEY } from '../../../server/env';
import { Code } from '../../../server/schemas/codes';
import { canonicalString } from '../../../server/schemas/signature';
import { recordFiatEntry } from '../../../server/services/wallets/fiat-income';
import type { TestServer } from '../../support/server';
import { orderServer, person, type Session } from './orders-fixtures';

let s: TestServer;
let support: Session;
let seller: Session;
let creator: Session;
let refunded: Session;
let stranger: Session;

const credit = (m: Session, cents: bigint, reason: 'SALE' | 'ROYALTY' | 'REFUND', refId: string) =>
  recordFiatEntry(s.deps.db, { memberId: m.memberId, amountCents: cents, reason, refId, at: s.clock.now });

beforeAll(async () => {
  s = await orderServer();
  support = await person(s, 'Support', ['SUPPORT']);
  seller = await person(s, 'Seller, "Ltd"');
  creator = await person(s, '=cmd|calc');
  refunded = await person(s, 'Refunded');
  stranger = await person(s, 'Stranger', ['VIP', 'CREATE']);
  await s.deps.db.update(members).set({ email: 'seller@example.com' }).where(eq(members.id, seller.memberId));
  await s.deps.db.update(members).set({ email: null }).where(eq(members.id, creator.memberId));
  await credit(seller, 10_000n, 'SALE', 'order-1');
  await credit(seller, 2_345n, 'SALE', 'order-2');
  await credit(creator, 250n, 'ROYALTY', 'order-1');
  // Credited and reversed: owed nothing, so not in the export.
  await credit(refunded, 5_000n, 'SALE', 'order-3');
  await credit(refunded, -5_000n, 'REFUND', 'order-3');
});
afterAll(() => s.close());

const exportAs = (who: Session) => s.request('GET', '/api/payouts/fiat', { session: who });
const payAs = (who: Session, form: Record<string, string>) =>
  s.request('POST', '/api/payouts/fiat/paid', { session: who, form });

/** A signed GET that answers the raw response (the CSV is no JSON envelope). */
async function rawGet(path: string, query: Record<string, string>, who: Session) {
  const qs = `?${new URLSearchParams(query)}`;
  const ts = String(s.clock.now.getTime());
  const nonce = randomBytes(12).toString('hex');
  const sig = createHmac('sha256', DEV_SIGNING_KEY)
    .update(canonicalString('GET', path + qs, ts, nonce, createHash('sha256').update('').digest('hex')))
    .digest('hex');
  return s.app.request(path + qs, {
    headers: {
      'X-Timestamp': ts,
      'X-Nonce': nonce,
      'X-Signature': sig,
      'X-Member-Id': who.memberId,
      'X-Token': who.token,
    },
  });
}

describe('exportFiatPayouts', () => {
  it('lists the members with a positive card income balance, in cents, with their entry counts', async () => {
    const res = await exportAs(support);
    expect(res.meta.code).toBe(Code.OK);
    expect(res.data).toEqual([
      {
        memberId: creator.memberId,
        name: '=cmd|calc',
        email: null,
        balance: '250',
        currency: 'HKD',
        entries: 1,
      },
      {
        memberId: seller.memberId,
        name: 'Seller, "Ltd"',
        email: 'seller@example.com',
        balance: '12345',
        currency: 'HKD',
        entries: 2,
      },
    ]);
  });

  it('answers ?format=csv as a download with escaped cells and the security headers', async () => {
    const res = await rawGet('/api/payouts/fiat', { format: 'csv' }, support);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="card-payouts-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await res.arrayBuffer());
    // The UTF-8 byte-order mark first, so spreadsheet programs read the names right.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split('\r\n')).toEqual([
      'memberId,name,email,balanceCents,balanceHkd,currency,entries',
      `${creator.memberId},'=cmd|calc,,250,2.50,HKD,1`,
      `${seller.memberId},"Seller, ""Ltd""",seller@example.com,12345,123.45,HKD,2`,
      '',
    ]);
  });

  it('refuses members without the SUPPORT tag (403), as JSON and as CSV', async () => {
    const res = await exportAs(stranger);
    expect([res.status, res.meta.code, res.data]).toEqual([403, Code.FORBIDDEN, null]);
    const csv = await rawGet('/api/payouts/fiat', { format: 'csv' }, seller);
    expect(csv.status).toBe(403);
    expect(csv.headers.get('content-type')).toContain('application/json');
  });
});

describe('markFiatPayoutPaid', () => {
  it('debits a payout once: a replay of the same reference is a no-op', async () => {
    const form = { memberId: seller.memberId, amount: '10000', payoutRef: 'BANK-001' };
    const first = await payAs(support, form);
    expect(first.data).toEqual({ ...form, balance: '2345', duplicate: false });
    const again = await payAs(support, form);
    expect(again.data).toEqual({ ...form, balance: '2345', duplicate: true });
    const rows = await s.deps.db.select().from(fiatLedger).where(eq(fiatLedger.refId, 'BANK-001'));
    expect(rows.map((r) => [r.reason, r.amount])).toEqual([['PAYOUT', '-10000']]);
    const exported = await exportAs(support);
    expect(exported.data.find((r: { memberId: string }) => r.memberId === seller.memberId)).toMatchObject({
      balance: '2345',
      entries: 3,
    });
  });

  it('refuses the same reference with another amount (409 payout_ref_reused)', async () => {
    const res = await payAs(support, { memberId: seller.memberId, amount: '1', payoutRef: 'BANK-001' });
    expect([res.status, res.meta.code, res.meta.message]).toEqual([409, Code.CONFLICT, 'payout_ref_reused']);
  });

  it('refuses more than the balance (409 above_balance) and records nothing', async () => {
    const res = await payAs(support, { memberId: seller.memberId, amount: '2346', payoutRef: 'BANK-002' });
    expect([res.status, res.meta.code, res.meta.message]).toEqual([409, Code.CONFLICT, 'above_balance']);
    expect(await s.deps.db.select().from(fiatLedger).where(eq(fiatLedger.refId, 'BANK-002'))).toEqual([]);
  });

  it('pays out the whole balance, after which the member leaves the export', async () => {
    const res = await payAs(support, { memberId: seller.memberId, amount: '2345', payoutRef: 'BANK-003' });
    expect(res.data.balance).toBe('0');
    const exported = await exportAs(support);
    expect(exported.data.map((r: { memberId: string }) => r.memberId)).toEqual([creator.memberId]);
  });

  it('refuses members without the SUPPORT tag (403) and malformed amounts (400)', async () => {
    const form = { memberId: creator.memberId, amount: '100', payoutRef: 'BANK-004' };
    expect((await payAs(seller, form)).status).toBe(403);
    for (const amount of ['0', '-5', '1.50', 'abc'])
      expect((await payAs(support, { ...form, amount })).status).toBe(400);
    expect(await s.deps.db.select().from(fiatLedger).where(eq(fiatLedger.refId, 'BANK-004'))).toEqual([]);
  });

  // On PostgreSQL (TEST_DATABASE_URL) the two requests really run at once on two pool connections; the
  // member's advisory lock makes the second wait and then see the first debit. PGlite runs them one by one.
  it('lets exactly one of two concurrent payouts of more than half the balance succeed', async () => {
    for (let round = 0; round < 5; round++) {
      const m = await person(s, `Racer ${round}`);
      await credit(m, 1_000n, 'SALE', `race-${round}`);
      const pay = (ref: string) => payAs(support, { memberId: m.memberId, amount: '600', payoutRef: ref });
      const answers = await Promise.all([pay(`A-${round}`), pay(`B-${round}`)]);
      expect(answers.map((a) => a.meta.code).sort()).toEqual([Code.OK, Code.CONFLICT]);
      const rows = await s.deps.db.select().from(fiatLedger).where(eq(fiatLedger.memberId, m.memberId));
      expect(rows.reduce((sum, r) => sum + BigInt(r.amount), 0n)).toBe(400n);
    }
  });
});
