import { eq } from 'drizzle-orm';
import { Contract } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadArtifact } from '../../server/chain/artifacts';
import { chainTxs, couponBatches, coupons, custodialWallets, memberCards } from '../../server/db/schema';
import { Code } from '../../server/schemas/codes';
import type { TestServer } from '../support/server';
import {
  captcha,
  collected,
  issueBatch,
  loyaltyServer,
  merchantOf,
  person,
  runCardJobs,
  runCouponJobs,
  type MerchantFixture,
  type Session,
} from './routes/loyalty-fixtures';

// Races that need transactions really running at once: PostgreSQL only (TEST_DATABASE_URL).
const base = process.env.TEST_DATABASE_URL;

/**
 * A request as a client makes it: a 503 DATABASE_UNAVAILABLE (the pool had no connection within 1.5 s, as on a
 * loaded machine) is tried again, so the race is judged by its final answers.
 */
async function asClient<T extends { meta: { code: number } }>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const res = await send();
    if (res.meta.code !== Code.DATABASE_UNAVAILABLE || attempt === 5) return res;
  }
}

const codesOf = (answers: { meta: { code: number } }[]) => {
  const n = new Map<number, number>();
  for (const a of answers) n.set(a.meta.code, (n.get(a.meta.code) ?? 0) + 1);
  return Object.fromEntries(n);
};

describe.skipIf(!base)('loyalty races on PostgreSQL', () => {
  let s: TestServer;
  let shop: MerchantFixture;
  let membership: string;
  beforeAll(async () => {
    s = await loyaltyServer({ SESSION_TTL_DAYS: 3650 });
    const chain = await s.deps.chains.get('ETHEREUM');
    membership = await chain.contract('MEMBERSHIP');
    await chain.contract('COUPON');
    shop = await merchantOf(s);
  }, 120_000);
  afterAll(() => s?.close());

  const crowd = (n: number) => Promise.all(Array.from({ length: n }, () => person(s)));

  it('100 members racing for the last 5 coupons of a batch get exactly 5', async () => {
    const batch = await issueBatch(s, shop, { quantity: '20' });
    for (const who of await crowd(15)) await collected(s, who, batch.id);
    const racers = await crowd(100);
    const answers = await Promise.all(
      racers.map((who) =>
        asClient(() =>
          s.request('POST', '/api/coupons/collect', { session: who, form: { batchId: batch.id } }),
        ),
      ),
    );
    expect(codesOf(answers)).toEqual({ [Code.OK]: 5, [Code.SOLD_OUT]: 95 });
    const rows = await s.deps.db.select().from(coupons).where(eq(coupons.batchId, batch.id));
    expect(rows).toHaveLength(20);
    const [b] = await s.deps.db.select().from(couponBatches).where(eq(couponBatches.id, batch.id));
    expect(b?.remaining).toBe(0);
  }, 120_000);

  it('one member clicking 10 times at once gets the per-member limit, no more', async () => {
    const batch = await issueBatch(s, shop, { quantity: '50', perMemberLimit: '2' });
    const who = await person(s);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        s.request('POST', '/api/coupons/collect', { session: who, form: { batchId: batch.id } }),
      ),
    );
    expect(codesOf(answers)).toEqual({ [Code.OK]: 2, [Code.MEMBER_ALREADY_COLLECTED]: 8 });
  });

  it('100 members racing for the last 5 cards of a code batch get exactly 5; one code is claimed once', async () => {
    const p = await s.request('POST', '/api/cards/programmes', {
      session: shop.session,
      form: {
        name: 'Race club',
        'tiers[0][name]': 'Blue',
        'tiers[0][vipPercent]': '5',
        validityMonths: '12',
      },
    });
    const made = await s.request('POST', '/api/cards/codes', {
      session: shop.session,
      form: { programmeId: p.data.id, tier: 'T1', count: '110', cards: '10' },
    });
    const codes = made.data.codes as string[];
    const early = await crowd(5);
    for (const [i, who] of early.entries())
      expect(
        (await s.request('POST', '/api/cards/redeem', { session: who, form: { code: codes[i]! } })).meta.code,
      ).toBe(200);
    const racers = await crowd(100);
    const answers = await Promise.all(
      racers.map((who, i) =>
        asClient(() =>
          s.request('POST', '/api/cards/redeem', { session: who, form: { code: codes[5 + i]! } }),
        ),
      ),
    );
    expect(codesOf(answers)).toEqual({ [Code.OK]: 5, [Code.SOLD_OUT]: 95 });
    const cards = await s.deps.db.select().from(memberCards).where(eq(memberCards.programmeId, p.data.id));
    expect(cards).toHaveLength(10);

    const more = await s.request('POST', '/api/cards/codes', {
      session: shop.session,
      form: { programmeId: p.data.id, tier: 'T1', count: '1' },
    });
    const one = more.data.codes[0] as string;
    const same = await Promise.all(
      (await crowd(10)).map((who) =>
        s.request('POST', '/api/cards/redeem', { session: who, form: { code: one } }),
      ),
    );
    expect(codesOf(same)).toEqual({ [Code.OK]: 1, [Code.ALREADY_CLAIMED]: 9 });
  }, 120_000);

  it('a coupon QR presented twice at once is redeemed once and burnt once on chain', async () => {
    const batch = await issueBatch(s, shop);
    const who = await person(s);
    const id = await collected(s, who, batch.id);
    await runCouponJobs(s);
    const q = (await s.request('POST', '/api/coupons/qr', { session: who, form: { couponId: id } })).data;
    const answers = await Promise.all([
      s.request('POST', '/api/coupons/redeem', { session: shop.session, form: { code: q.payload } }),
      s.request('POST', '/api/coupons/redeem', { session: shop.session, form: { code: q.code } }),
      s.request('POST', '/api/coupons/redeem', { session: shop.session, form: { code: q.payload } }),
    ]);
    expect(codesOf(answers)).toEqual({ [Code.OK]: 1, [Code.ALREADY_CLAIMED]: 2 });
    // Two deliveries of the burn at once: one transaction.
    const { handleCouponJob } = await import('../../server/jobs/loyalty');
    await Promise.all([
      handleCouponJob(s.deps, { data: { couponId: id } }),
      handleCouponJob(s.deps, { data: { couponId: id } }),
    ]);
    await runCouponJobs(s);
    const burns = await s.deps.db
      .select()
      .from(chainTxs)
      .where(eq(chainTxs.key, `coupon:burn:${id}`));
    expect(burns).toHaveLength(1);
    const [row] = await s.deps.db.select().from(coupons).where(eq(coupons.id, id));
    expect(row).toMatchObject({ state: 'REDEEMED', chain: 'BURNT' });
    const chain = await s.deps.chains.get('ETHEREUM');
    const contract = new Contract(
      await chain.contract('COUPON'),
      (await loadArtifact('Coupon')).abi,
      chain.provider,
    );
    const [w] = await s.deps.db
      .select()
      .from(custodialWallets)
      .where(eq(custodialWallets.memberId, who.memberId));
    expect(await contract.getFunction('balanceOf')(w!.address, batch.tokenId)).toBe(0n);
  }, 120_000);

  it('a card transferred and activated at the same moment ends with one consistent owner', async () => {
    const p = await s.request('POST', '/api/cards/programmes', {
      session: shop.session,
      form: {
        name: 'Corporate',
        'tiers[0][name]': 'Firm',
        'tiers[0][vipPercent]': '8',
        validityMonths: '12',
        transferable: 'true',
      },
    });
    const made = await s.request('POST', '/api/cards/codes', {
      session: shop.session,
      form: { programmeId: p.data.id, tier: 'T1', count: '6' },
    });
    const chain = await s.deps.chains.get('ETHEREUM');
    const cardsContract = new Contract(
      membership,
      (await loadArtifact('MembershipCard')).abi,
      chain.provider,
    );
    const walletOf = async (m: Session) =>
      (await s.deps.db.select().from(custodialWallets).where(eq(custodialWallets.memberId, m.memberId)))[0]
        ?.address;
    const outcomes: string[] = [];
    for (const code of made.data.codes as string[]) {
      const a = await person(s);
      const b = await person(s, { email: `corp-${code.toLowerCase()}@example.com` });
      const card = (await s.request('POST', '/api/cards/redeem', { session: a, form: { code } })).data;
      const [activation, transfer] = await Promise.all([
        s.request('POST', '/api/cards/activate', {
          session: a,
          form: { tokenId: card.tokenId, contractAddress: membership },
        }),
        s.request('POST', '/api/cards/transfer', {
          session: a,
          form: {
            id: card.id,
            by: 'email',
            email: `corp-${code.toLowerCase()}@example.com`,
            ...(await captcha(s)),
          },
        }),
      ]);
      const won = [activation, transfer].filter((r) => r.meta.code === 200);
      expect(won).toHaveLength(1);
      await runCardJobs(s);
      const [row] = await s.deps.db.select().from(memberCards).where(eq(memberCards.id, card.id));
      if (activation.meta.code === 200) {
        expect(transfer.meta.code).toBe(Code.CARD_BUSY);
        expect(row).toMatchObject({ holderId: a.memberId, state: 'ACTIVE' });
        expect(await cardsContract.getFunction('ownerOf')(card.tokenId)).toBe(await walletOf(a));
        outcomes.push('activated');
      } else {
        expect(activation.meta.code).toBe(Code.NOT_YOURS_ACTIVATION);
        expect(row).toMatchObject({ holderId: b.memberId, state: 'CLAIMED' });
        await expect(cardsContract.getFunction('ownerOf')(card.tokenId)).rejects.toThrow();
        outcomes.push('transferred');
      }
    }
    expect(outcomes).toHaveLength(6);

    // An active card given to two members at once moves once, on chain and in the records alike.
    const code = (
      await s.request('POST', '/api/cards/codes', {
        session: shop.session,
        form: { programmeId: p.data.id, tier: 'T1', count: '1' },
      })
    ).data.codes[0];
    const a = await person(s);
    const card = (await s.request('POST', '/api/cards/redeem', { session: a, form: { code } })).data;
    await s.request('POST', '/api/cards/activate', {
      session: a,
      form: { tokenId: card.tokenId, contractAddress: membership },
    });
    await runCardJobs(s);
    const [x, y] = [
      await person(s, { email: 'corp-x@example.com' }),
      await person(s, { email: 'corp-y@example.com' }),
    ];
    const answers = await Promise.all(
      ['corp-x@example.com', 'corp-y@example.com'].map(async (email) =>
        s.request('POST', '/api/cards/transfer', {
          session: a,
          form: { id: card.id, by: 'email', email, ...(await captcha(s)) },
        }),
      ),
    );
    expect(answers.filter((r) => r.meta.code === 200)).toHaveLength(1);
    await runCardJobs(s);
    const [row] = await s.deps.db.select().from(memberCards).where(eq(memberCards.id, card.id));
    const winner = row!.holderId === x.memberId ? x : y;
    expect(row).toMatchObject({ state: 'ACTIVE' });
    expect(await cardsContract.getFunction('ownerOf')(card.tokenId)).toBe(await walletOf(winner));
  }, 180_000);
});
