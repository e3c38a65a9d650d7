import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  custodialWallets,
  eformSubmissions,
  memberCards,
  members,
  merchants,
  outbox,
} from '../../../server/db/schema';
import { Code } from '../../../server/schemas/codes';
import type { TestServer } from '../../support/server';
import { loyaltyServer, merchantOf, type MerchantFixture } from './loyalty-fixtures';

let s: TestServer;
let shop: MerchantFixture;
beforeAll(async () => {
  s = await loyaltyServer();
  shop = await merchantOf(s);
  const r = await s.request('POST', '/api/cards/programmes', {
    session: shop.session,
    form: { name: 'Bean Club', 'tiers[0][name]': 'Green', 'tiers[0][vipPercent]': '5', validityMonths: '12' },
  });
  expect(r.data.isDefault).toBe(true);
});
afterAll(() => s.close());
// The otp bucket allows 10 requests a minute per client: each test starts in a new minute.
beforeEach(() => {
  s.clock.now = new Date(s.clock.now.getTime() + 61_000);
});

async function photoCode() {
  const spy = vi.spyOn(svgCaptcha, 'create');
  const r = await s.request('GET', '/api/captcha');
  const text = (spy.mock.results.at(-1)!.value as { text: string }).text;
  spy.mockRestore();
  return { captchaId: r.data.captchaId as string, captchaText: text };
}
const unique = (name: string) => `${name}-${randomBytes(4).toString('hex')}@example.com`;
const lastCode = async (to: string) => {
  const [m] = await s.deps.db.select().from(outbox).where(eq(outbox.recipient, to)).orderBy(desc(outbox.id));
  return /\b(\d{6})\b/.exec(m!.body)![1]!;
};
const submit = async (email: string, mcId = shop.mcId) =>
  s.request('POST', '/api/eforms', { form: { type: 'mcard', mcId, email, ...(await photoCode()) } });
const complete = (form: Record<string, string>) =>
  s.request('POST', '/api/eforms/complete', { form: { termsAccepted: 'true', ...form } });

describe('the QR mini page issues the merchant’s membership card', () => {
  it('a completed registration holds the default programme’s card, shown at the last step', async () => {
    const email = unique('qr-card');
    const sent = await submit(email);
    const r = await complete({ id: sent.data.id, code: await lastCode(email) });
    expect(r.meta.code).toBe(Code.OK);
    expect(r.data.eform.card).toMatchObject({
      name: 'Bean Club',
      tier: { name: 'Green' },
      state: 'CLAIMED',
      mcId: shop.mcId,
    });
    const session = { memberId: r.data.login.memberId, token: r.data.login.token };
    const mine = await s.request('GET', '/api/cards/mine', { session });
    expect(mine.data.items).toHaveLength(1);
    // The new member is told they joined it, linking the card, as with every other way of getting a card.
    const told = await s.request('GET', '/api/notifications', { session });
    expect(told.data.items).toEqual([
      expect.objectContaining({
        kind: 'CARD_RECEIVED',
        link: { kind: 'CARD', id: r.data.eform.card.id },
        facts: { title: 'Bean Club', merchant: `Shop ${shop.mcId}`, source: 'CLAIM' },
      }),
    ]);
    const again = await s.request('GET', '/api/eforms/mine', {
      session,
      query: { type: 'mcard', mcId: shop.mcId },
    });
    expect(again.data.card.id).toBe(r.data.eform.card.id);
  });

  it('once, whatever the retries: a second completion at the same moment, a later one, a new form', async () => {
    const email = unique('qr-retry');
    const sent = await submit(email);
    const code = await lastCode(email);
    const answers = await Promise.all([
      complete({ id: sent.data.id, code }),
      complete({ id: sent.data.id, code }),
    ]);
    expect(answers.map((a) => a.meta.code).sort()).toEqual([200, Code.CODE_EXPIRED]);
    const done = answers.find((a) => a.meta.code === 200)!;
    const memberId = done.data.login.memberId as string;
    s.clock.now = new Date(s.clock.now.getTime() + 61_000);
    // The same e-mail through the QR again: a login this time, and still one card.
    const second = await submit(email);
    expect((await complete({ id: second.data.id, code: await lastCode(email) })).meta.code).toBe(Code.OK);
    const cards = await s.deps.db.select().from(memberCards).where(eq(memberCards.holderId, memberId));
    expect(cards).toHaveLength(1);
  });

  it('a merchant without a programme (or the platform) issues no card', async () => {
    const email = unique('qr-none');
    const sent = await submit(email, 'COM');
    const r = await complete({ id: sent.data.id, code: await lastCode(email) });
    expect(r.meta.code).toBe(Code.OK);
    expect(r.data.eform.card).toBeNull();
  });
});

describe('a QR code names what it joins, and an unknown or suspended merchant registers nothing', () => {
  const target = (mcId: string, type = 'mcard') =>
    s.request('GET', '/api/eforms/target', { query: { type, mcId } });
  const rows = async () => ({
    eforms: (await s.deps.db.select().from(eformSubmissions)).length,
    members: (await s.deps.db.select().from(members)).length,
    wallets: (await s.deps.db.select().from(custodialWallets)).length,
    cards: (await s.deps.db.select().from(memberCards)).length,
  });

  it('answers the merchant and its default card for the first step; the platform joins no merchant', async () => {
    const r = await target(shop.mcId);
    expect(r.meta.code).toBe(Code.OK);
    expect(r.data).toEqual({
      type: 'mcard',
      mcId: shop.mcId,
      merchant: { name: `Shop ${shop.mcId}`, logo: null },
      card: { name: 'Bean Club', description: '', tier: 'Green' },
    });
    expect((await target('COM')).data).toEqual({ type: 'mcard', mcId: 'COM', merchant: null, card: null });
    expect((await target(shop.mcId, 'coupon')).meta.code).toBe(Code.VALIDATION_FAILED);
  });

  it('an unknown mcId: 404 from the target, and the e-form stores, sends and registers nothing', async () => {
    expect((await target('NOSUCHSHOP')).meta.code).toBe(Code.NOT_FOUND);
    const before = await rows();
    const email = unique('qr-unknown');
    const r = await submit(email, 'NOSUCHSHOP');
    expect(r.meta).toMatchObject({ code: Code.NOT_FOUND, message: 'merchant_not_found' });
    expect(await rows()).toEqual(before);
    expect(await s.deps.db.select().from(outbox).where(eq(outbox.recipient, email))).toEqual([]);
  });

  it('a merchant suspended after the e-form: completing writes no member, wallet or card', async () => {
    const closing = await merchantOf(s);
    const email = unique('qr-suspended');
    const sent = await submit(email, closing.mcId);
    expect(sent.meta.code).toBe(Code.OK);
    const code = await lastCode(email);
    await s.deps.db
      .update(merchants)
      .set({ status: 'SUSPENDED' })
      .where(eq(merchants.id, closing.merchantId));
    expect((await target(closing.mcId)).meta.code).toBe(Code.NOT_FOUND);
    const before = await rows();
    const r = await complete({ id: sent.data.id, code });
    expect(r.meta).toMatchObject({ code: Code.NOT_FOUND, message: 'merchant_not_found' });
    expect(await rows()).toEqual(before);
    const [form] = await s.deps.db
      .select()
      .from(eformSubmissions)
      .where(eq(eformSubmissions.id, sent.data.id));
    expect(form).toMatchObject({ status: 'SUBMITTED', memberId: null });
  });
});
