import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { merchants, members } from '../../../server/db/schema';
import { handleCardJob, handleCouponJob } from '../../../server/jobs/loyalty';
import type { Env } from '../../../server/env';
import { createCaptcha } from '../../../server/services/members/captcha';
import { createTestSession } from '../../support/members';
import { recordingQueue, startTestServer, type TestServer } from '../../support/server';

export type Session = { memberId: string; token: string };

/** A test server for the loyalty routes: no limits in the way, activation without its 3-minute wait. */
export function loyaltyServer(overrides: Partial<Env> = {}): Promise<TestServer> {
  return startTestServer({
    RATE_LIMIT_PER_MINUTE: 1_000_000,
    LOGIN_RATE_LIMIT_PER_MINUTE: 1_000_000,
    CARD_ACTIVATION_DELAY_SECONDS: 0,
    ...overrides,
  });
}

/** A member with a session, an e-mail and (when given) a mobile as stored ('+85291234567'). */
export async function person(s: TestServer, o: { name?: string; email?: string; mobile?: string } = {}) {
  const session = await createTestSession(s.deps.db, {
    name: o.name ?? 'Member',
    email: o.email,
    now: s.clock.now,
  });
  if (o.mobile)
    await s.deps.db.update(members).set({ mobile: o.mobile }).where(eq(members.id, session.memberId));
  return session;
}

/** A merchant owned by a fresh member, on `plan` granted without billing (as the demo merchant is). */
export async function merchantOf(
  s: TestServer,
  o: { plan?: 'NONE' | 'BASIC' | 'BUSINESS' | 'ENTERPRISE'; status?: 'ACTIVE' | 'SUSPENDED' } = {},
) {
  const session = await person(s, { name: 'Merchant owner' });
  const mcId = `M${randomUUID().slice(0, 8).toUpperCase()}`;
  const [m] = await s.deps.db
    .insert(merchants)
    .values({
      mcId,
      ownerId: session.memberId,
      name: `Shop ${mcId}`,
      type: 'COUPON',
      plan: o.plan ?? 'BUSINESS',
      planStatus: o.plan === 'NONE' ? 'NONE' : 'ACTIVE',
      status: o.status ?? 'ACTIVE',
    })
    .returning();
  return { session, mcId, merchantId: m!.id };
}
export type MerchantFixture = Awaited<ReturnType<typeof merchantOf>>;

const DAY = 86_400_000;

/** An issueCoupons form: HK$10 off everything, valid a day either side of now, 10 coupons, one per member. */
export function batchForm(s: TestServer, over: Record<string, string | string[]> = {}) {
  const now = s.clock.now.getTime();
  return {
    name: 'HK$10 off',
    method: 'FIXPRICE',
    value: '1000',
    validFrom: new Date(now - DAY).toISOString(),
    validTo: new Date(now + DAY).toISOString(),
    quantity: '10',
    perMemberLimit: '1',
    ...over,
  };
}

/** Issues a batch through the API and answers it (throws on a refusal). */
export async function issueBatch(
  s: TestServer,
  m: MerchantFixture,
  over: Record<string, string | string[]> = {},
) {
  const r = await s.request('POST', '/api/coupons/batches', { session: m.session, form: batchForm(s, over) });
  if (r.meta.code !== 200)
    throw new Error(`issueCoupons: ${JSON.stringify(r.meta)} ${JSON.stringify(r.data)}`);
  return r.data as { id: string; tokenId: string };
}

export const collect = (s: TestServer, who: Session, batchId: string) =>
  s.request('POST', '/api/coupons/collect', { session: who, form: { batchId } });

/** A collected free coupon's id. */
export async function collected(s: TestServer, who: Session, batchId: string): Promise<string> {
  const r = await collect(s, who, batchId);
  if (r.meta.code !== 200) throw new Error(`collectCoupon: ${JSON.stringify(r.meta)}`);
  return r.data.coupon.id as string;
}

/** A captcha whose answer is known (drawn by a provider that tells it), as a member would read it. */
export async function captcha(s: TestServer): Promise<{ captchaId: string; captchaText: string }> {
  const { captchaId } = await createCaptcha(s.deps.db, s.clock.now, {
    provider: { draw: () => ({ svg: '<svg/>', text: 'k7pm' }) },
  });
  return { captchaId, captchaText: 'k7pm' };
}

/** The jobs sent to a queue since the last call, taken out of the recording queue. */
export function takeSent(s: TestServer, name: string): object[] {
  const q = s.deps.queue as ReturnType<typeof recordingQueue>;
  const out: object[] = [];
  for (let i = q.sent.length - 1; i >= 0; i--) {
    if (q.sent[i]!.name !== name) continue;
    out.unshift(q.sent[i]!.data);
    q.sent.splice(i, 1);
    q.options.splice(i, 1);
  }
  return out;
}

/** Runs every queued coupon job (issue, transfers, burn) as the worker would. */
export async function runCouponJobs(s: TestServer) {
  for (const data of takeSent(s, 'loyalty.coupon')) await handleCouponJob(s.deps, { data: data as never });
}

/** Runs every queued card job (activation, transfers). */
export async function runCardJobs(s: TestServer) {
  for (const data of takeSent(s, 'loyalty.card')) await handleCardJob(s.deps, { data: data as never });
}

/** A member holding a card of a new programme of `m`, and a fresh QR payload of it (getCardQr). */
export async function cardHolder(s: TestServer, m: MerchantFixture, who?: Session) {
  const p = await s.request('POST', '/api/cards/programmes', {
    session: m.session,
    form: { name: 'Stamp club', 'tiers[0][name]': 'Blue', 'tiers[0][vipPercent]': '5', validityMonths: '12' },
  });
  const made = await s.request('POST', '/api/cards/codes', {
    session: m.session,
    form: { programmeId: p.data.id, tier: 'T1', count: '1' },
  });
  const holder = who ?? (await person(s, { name: 'Stamp collector' }));
  const card = await s.request('POST', '/api/cards/redeem', {
    session: holder,
    form: { code: made.data.codes[0] },
  });
  if (card.meta.code !== 200) throw new Error(`redeemCardCode: ${JSON.stringify(card.meta)}`);
  const qr = async () =>
    (await s.request('POST', '/api/cards/qr', { session: holder, form: { id: card.data.id } })).data
      .payload as string;
  return { who: holder, cardId: card.data.id as string, qr };
}

/** Saves `m`'s stamp card: `stamps` to fill, rewarding a coupon of a new batch (answers the batch too). */
export async function stampCard(s: TestServer, m: MerchantFixture, stamps = 3, batchOver = {}) {
  const batch = await issueBatch(s, m, { quantity: '100', ...batchOver });
  const now = s.clock.now.getTime();
  const r = await s.request('POST', '/api/stamps/card', {
    session: m.session,
    form: {
      name: 'Coffee card',
      stampsRequired: String(stamps),
      rewardBatchId: batch.id,
      validFrom: new Date(now - DAY).toISOString(),
      validTo: new Date(now + DAY).toISOString(),
    },
  });
  if (r.meta.code !== 200)
    throw new Error(`saveStampCard: ${JSON.stringify(r.meta)} ${JSON.stringify(r.data)}`);
  return { card: r.data as { id: string }, batch };
}

export const grant = (s: TestServer, m: MerchantFixture, payload: string, key: string) =>
  s.request('POST', '/api/stamps/grant', { session: m.session, form: { payload, key } });

/** saveCampaign by `m`: a campaign running from a day ago to a day ahead, on `pjmreg` unless `over` says. */
export function saveCampaign(s: TestServer, m: MerchantFixture, over: Record<string, string>) {
  const now = s.clock.now.getTime();
  return s.request('POST', '/api/campaigns', {
    session: m.session,
    form: {
      route: 'pjmreg',
      'title[en_US]': 'Event day',
      'steps[0][en_US]': 'Sign up',
      startsAt: new Date(now - DAY).toISOString(),
      endsAt: new Date(now + DAY).toISOString(),
      totalLimit: '3',
      perMemberLimit: '1',
      ...over,
    },
  });
}

export const claimCampaign = (s: TestServer, who: Session, campaignId: string, key: string) =>
  s.request('POST', '/api/campaigns/claim', { session: who, form: { campaignId, key } });
