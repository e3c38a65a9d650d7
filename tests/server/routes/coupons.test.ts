import { eq } from 'drizzle-orm';
import { Contract } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadArtifact } from '../../../server/chain/artifacts';
import { chainTxs, couponCollects, coupons, custodialWallets } from '../../../server/db/schema';
import { Code } from '../../../server/schemas/codes';
import { classifyDoorScan } from '../../../server/schemas/door-scan';
import type { TestServer } from '../../support/server';
import {
  captcha,
  collect,
  collected,
  issueBatch,
  loyaltyServer,
  merchantOf,
  person,
  runCouponJobs,
  type MerchantFixture,
  type Session,
} from './loyalty-fixtures';

let s: TestServer;
let shop: MerchantFixture;
let member: Session;

beforeAll(async () => {
  s = await loyaltyServer();
  // The platform deploys its contracts at start (warmUpChains); here the first use does.
  await (await s.deps.chains.get('ETHEREUM')).contract('COUPON');
  shop = await merchantOf(s);
  member = await person(s, { name: 'Ada' });
}, 120_000);
afterAll(() => s.close());

const DAY = 86_400_000;
const at = (ms: number) => new Date(s.clock.now.getTime() + ms).toISOString();
const mine = (who: Session) => s.request('GET', '/api/coupons/mine', { session: who });
const qr = (who: Session, couponId: string) =>
  s.request('POST', '/api/coupons/qr', { session: who, form: { couponId } });
const redeem = (who: Session, code: string) =>
  s.request('POST', '/api/coupons/redeem', { session: who, form: { code } });

/** The holder's balance of a batch's token on chain. */
async function balance(memberId: string, tokenId: string): Promise<bigint> {
  const chain = await s.deps.chains.get('ETHEREUM');
  const [w] = await s.deps.db.select().from(custodialWallets).where(eq(custodialWallets.memberId, memberId));
  const coupon = new Contract(
    await chain.contract('COUPON'),
    (await loadArtifact('Coupon')).abi,
    chain.provider,
  );
  return (await coupon.getFunction('balanceOf')(w!.address, tokenId)) as bigint;
}

describe('issueCoupons', () => {
  it('a merchant with COUPONS issues a batch: one id of the platform Coupon contract', async () => {
    const r = await s.request('POST', '/api/coupons/batches', {
      session: shop.session,
      form: {
        name: '20% off',
        method: 'PERCENT',
        percent: '20',
        validFrom: at(-DAY),
        validTo: at(DAY),
        quantity: '3',
        perMemberLimit: '2',
      },
    });
    expect(r.meta.code).toBe(Code.OK);
    expect(r.data).toMatchObject({
      name: '20% off',
      percentBp: 2000,
      quantity: 3,
      remaining: 3,
      mcId: shop.mcId,
    });
    expect(r.data.contractAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const listed = await s.request('GET', '/api/coupons/batches', { query: { merchant: shop.mcId } });
    expect(listed.data.items.map((b: { id: string }) => b.id)).toContain(r.data.id);
  });

  it('403 for a member without a merchant, or a merchant whose plan has no COUPONS', async () => {
    const form = {
      name: 'x',
      method: 'FIXPRICE',
      value: '100',
      validFrom: at(0),
      validTo: at(DAY),
      quantity: '1',
    };
    const nobody = await s.request('POST', '/api/coupons/batches', { session: member, form });
    expect(nobody.meta).toMatchObject({ code: Code.FORBIDDEN, message: 'not_a_merchant' });
    const lapsed = await merchantOf(s, { plan: 'NONE' });
    const r = await s.request('POST', '/api/coupons/batches', { session: lapsed.session, form });
    expect(r.meta).toMatchObject({ code: Code.FORBIDDEN, message: 'plan_lacks_feature' });
  });

  it('4200 with the fields: no amount, an end before the start, a limit above the quantity, others’ items', async () => {
    const r = await s.request('POST', '/api/coupons/batches', {
      session: shop.session,
      form: {
        name: 'bad',
        method: 'FIXPRICE',
        validFrom: at(DAY),
        validTo: at(0),
        quantity: '2',
        perMemberLimit: '3',
        isForAll: 'false',
        productIds: '6f1c2a34-6c1e-4a6b-9d55-0d6bb2f6f001',
      },
    });
    expect(r.meta.code).toBe(Code.VALIDATION_FAILED);
    expect(r.data.map((i: { path: string }) => i.path).sort()).toEqual([
      'perMemberLimit',
      'productIds',
      'validTo',
      'value',
    ]);
  });
});

describe('collectCoupon', () => {
  it('a free coupon is the member’s at once, minted to their platform wallet by the coupon job', async () => {
    const batch = await issueBatch(s, shop);
    const r = await collect(s, member, batch.id);
    expect(r.meta.code).toBe(Code.OK);
    expect(r.data.orderId).toBeNull();
    expect(r.data.coupon).toMatchObject({ state: 'AVAILABLE', chain: 'PENDING' });
    await runCouponJobs(s);
    const [row] = await s.deps.db.select().from(coupons).where(eq(coupons.id, r.data.coupon.id));
    expect(row).toMatchObject({ chain: 'MINTED', chainHolderId: member.memberId });
    expect(await balance(member.memberId, batch.tokenId)).toBe(1n);
  });

  it('1027 past the per-member limit, 1028 when none are left', async () => {
    const batch = await issueBatch(s, shop, { quantity: '2', perMemberLimit: '1' });
    expect((await collect(s, member, batch.id)).meta.code).toBe(Code.OK);
    expect((await collect(s, member, batch.id)).meta.code).toBe(Code.MEMBER_ALREADY_COLLECTED);
    expect((await collect(s, await person(s), batch.id)).meta.code).toBe(Code.OK);
    expect((await collect(s, await person(s), batch.id)).meta.code).toBe(Code.SOLD_OUT);
    const [count] = await s.deps.db
      .select()
      .from(couponCollects)
      .where(eq(couponCollects.memberId, member.memberId));
    expect(count?.count).toBe(1);
  });

  it('8201 before its period, 8102 after it, 404 for no such batch, 1050 for the merchant’s own', async () => {
    const later = await issueBatch(s, shop, { validFrom: at(DAY), validTo: at(2 * DAY) });
    expect((await collect(s, member, later.id)).meta.code).toBe(Code.OFFER_NOT_STARTED);
    const past = await issueBatch(s, shop, { validFrom: at(-2 * DAY), validTo: at(-DAY) });
    expect((await collect(s, member, past.id)).meta.code).toBe(Code.PROMO_EXPIRED);
    const none = await collect(s, member, '6f1c2a34-6c1e-4a6b-9d55-0d6bb2f6f002');
    expect(none.meta.code).toBe(Code.NOT_FOUND);
    const open = await issueBatch(s, shop);
    expect((await collect(s, shop.session, open.id)).meta.code).toBe(Code.CANNOT_BUY_OWN);
  });
});

describe('listMyCoupons', () => {
  it('lists the member’s coupons with their state: available, used, expired', async () => {
    const who = await person(s);
    const a = await issueBatch(s, shop, { validTo: at(3_600_000) });
    const b = await issueBatch(s, shop, { name: 'short', validTo: at(3_600_000) });
    const used = await issueBatch(s, shop, { name: 'to redeem' });
    await collected(s, who, a.id);
    await collected(s, who, b.id);
    const u = await collected(s, who, used.id);
    const code = (await qr(who, u)).data.code as string;
    expect((await redeem(shop.session, code)).meta.code).toBe(Code.OK);
    const saved = s.clock.now;
    s.clock.now = new Date(saved.getTime() + 2 * 3_600_000);
    try {
      const r = await mine(who);
      const byName = Object.fromEntries(r.data.items.map((c: any) => [c.batch.name, c.state]));
      expect(byName).toEqual({ 'HK$10 off': 'EXPIRED', short: 'EXPIRED', 'to redeem': 'USED' });
    } finally {
      s.clock.now = saved;
    }
    const now = await s.request('GET', '/api/coupons/mine', { session: who, query: { state: 'AVAILABLE' } });
    expect(now.data.items).toHaveLength(2);
  });
});

describe('getCouponQr and redeemCoupon', () => {
  it('a signed QR, single use: the merchant redeems it once, the coupon is burnt on chain once', async () => {
    const batch = await issueBatch(s, shop);
    const id = await collected(s, member, batch.id);
    await runCouponJobs(s);
    const q = await qr(member, id);
    expect(q.meta.code).toBe(Code.OK);
    expect(q.data.payload).toMatch(/^CPN1\./);
    expect(q.data.code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(q.data.image).toMatch(/^data:image\/png;base64,/);
    // The door page routes both, as they are, to redeemCoupon.
    expect(classifyDoorScan(q.data.payload)).toEqual({ kind: 'coupon', code: q.data.payload });
    expect(classifyDoorScan(q.data.code)).toEqual({ kind: 'coupon', code: q.data.code });
    const r = await redeem(shop.session, q.data.payload);
    expect(r.meta.code).toBe(Code.OK);
    expect(r.data).toMatchObject({ couponId: id, batchName: 'HK$10 off', holderName: 'Ada' });
    expect((await redeem(shop.session, q.data.payload)).meta.code).toBe(Code.ALREADY_CLAIMED);
    expect((await redeem(shop.session, q.data.code)).meta.code).toBe(Code.ALREADY_CLAIMED);
    await runCouponJobs(s);
    await runCouponJobs(s);
    const [row] = await s.deps.db.select().from(coupons).where(eq(coupons.id, id));
    expect(row).toMatchObject({ state: 'REDEEMED', chain: 'BURNT' });
    expect(await balance(member.memberId, batch.tokenId)).toBe(0n);
    const burns = await s.deps.db
      .select()
      .from(chainTxs)
      .where(eq(chainTxs.key, `coupon:burn:${id}`));
    expect(burns).toHaveLength(1);
    // A used coupon shows no QR any more.
    expect((await qr(member, id)).meta.code).toBe(Code.COUPON_UNAVAILABLE);
  });

  it('the typed code works as the QR; a tampered, unknown or replaced QR is 1045; an old one 4701', async () => {
    const batch = await issueBatch(s, shop);
    const id = await collected(s, member, batch.id);
    const first = (await qr(member, id)).data;
    const second = (await qr(member, id)).data;
    // Asking again replaced the first QR.
    expect((await redeem(shop.session, first.payload)).meta.code).toBe(Code.INVALID_REDEEM_CODE);
    const forged = second.payload.replace(/\.[^.]+$/, '.AAAAAAAAAAAAAAAAAAAAAA');
    expect((await redeem(shop.session, forged)).meta.code).toBe(Code.INVALID_REDEEM_CODE);
    expect((await redeem(shop.session, 'ABCD-EFGH-JKMN')).meta.code).toBe(Code.INVALID_REDEEM_CODE);
    expect((await redeem(shop.session, 'nonsense')).meta.code).toBe(Code.INVALID_REDEEM_CODE);
    const saved = s.clock.now;
    s.clock.now = new Date(saved.getTime() + 5 * 60_000);
    try {
      expect((await redeem(shop.session, second.code)).meta.code).toBe(Code.QR_EXPIRED);
    } finally {
      s.clock.now = saved;
    }
    const fresh = (await qr(member, id)).data;
    expect((await redeem(shop.session, fresh.code.toLowerCase())).meta.code).toBe(Code.OK);
  });

  it('403 for another merchant’s coupon; 404 for a QR of someone else’s coupon', async () => {
    const batch = await issueBatch(s, shop);
    const id = await collected(s, member, batch.id);
    const other = await merchantOf(s);
    const q = (await qr(member, id)).data;
    expect((await redeem(other.session, q.code)).meta).toMatchObject({ code: Code.FORBIDDEN });
    expect((await qr(await person(s), id)).meta.code).toBe(Code.NOT_FOUND);
    expect((await redeem(member, q.code)).meta.code).toBe(Code.FORBIDDEN);
  });
});

describe('transferCoupon', () => {
  it('gives a coupon to another member, voids its QR and moves the token on chain once', async () => {
    const batch = await issueBatch(s, shop);
    const id = await collected(s, member, batch.id);
    await runCouponJobs(s);
    const friend = await person(s, { name: 'Friend', email: 'friend-coupon@example.com' });
    const shown = (await qr(member, id)).data;
    const r = await s.request('POST', '/api/coupons/transfer', {
      session: member,
      form: { couponId: id, by: 'email', email: 'Friend-Coupon@example.com', ...(await captcha(s)) },
    });
    expect(r.meta.code).toBe(Code.OK);
    // No redeem-then-transfer loophole: the QR shown before the transfer works for nobody.
    expect((await redeem(shop.session, shown.payload)).meta.code).toBe(Code.INVALID_REDEEM_CODE);
    await runCouponJobs(s);
    expect(await balance(member.memberId, batch.tokenId)).toBe(0n);
    expect(await balance(friend.memberId, batch.tokenId)).toBe(1n);
    const theirs = (await qr(friend, id)).data;
    expect((await redeem(shop.session, theirs.code)).meta.code).toBe(Code.OK);
    await runCouponJobs(s);
    expect(await balance(friend.memberId, batch.tokenId)).toBe(0n);
  });

  it('refuses: not yours 404, a quantity other than 1 1044, the captcha 4305, no such member 4004, yourself 4200', async () => {
    const batch = await issueBatch(s, shop);
    const id = await collected(s, member, batch.id);
    const send = async (who: Session, form: Record<string, string>) =>
      s.request('POST', '/api/coupons/transfer', {
        session: who,
        form: { couponId: id, ...(await captcha(s)), ...form },
      });
    expect((await send(await person(s), { by: 'email', email: 'x@example.com' })).meta.code).toBe(
      Code.NOT_FOUND,
    );
    expect((await send(member, { by: 'email', email: 'x@example.com', quantity: '2' })).meta.code).toBe(
      Code.WRONG_QUANTITY,
    );
    expect((await send(member, { by: 'email', email: 'x@example.com', captchaText: 'nope' })).meta.code).toBe(
      Code.CAPTCHA_WRONG,
    );
    expect((await send(member, { by: 'mobile', areaCode: '+852', mobile: '61234567' })).meta.code).toBe(
      Code.TARGET_NOT_MEMBER,
    );
    const self = await send(member, { by: 'email', email: (await emailOf(member))! });
    expect(self.meta.code).toBe(Code.VALIDATION_FAILED);
    expect(self.data).toEqual([{ path: 'email', message: 'transfer_to_self' }]);
    expect((await send(member, { by: 'mobile', areaCode: '+852', mobile: '123' })).meta.code).toBe(
      Code.VALIDATION_FAILED,
    );
  });
});

async function emailOf(who: Session) {
  const { members } = await import('../../../server/db/schema');
  const [m] = await s.deps.db
    .select({ email: members.email })
    .from(members)
    .where(eq(members.id, who.memberId));
  return m?.email;
}
