import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, notifications, outbox } from '../../../server/db/schema';
import { Code } from '../../../server/schemas/codes';
import { settleAuction } from '../../../server/services/auctions/settle';
import { mailPendingNotifications } from '../../../server/services/notifications/mail';
import { recordNotification } from '../../../server/services/notifications/record';
import type { TestServer } from '../../support/server';
import { bid, bidder, runningAuction } from './auctions-fixtures';
import { captcha, collected, issueBatch, merchantOf } from './loyalty-fixtures';
import { orderServer, person, type Session } from './orders-fixtures';

let s: TestServer;
beforeAll(async () => {
  s = await orderServer();
}, 120_000);
afterAll(() => s?.close());

const list = (who: Session, query?: Record<string, string>) =>
  s.request('GET', '/api/notifications', { session: who, ...(query ? { query } : {}) });
const unread = async (who: Session) =>
  (await s.request('GET', '/api/notifications/unread', { session: who })).data.unread as number;
const markRead = (who: Session, form: Record<string, string>) =>
  s.request('POST', '/api/notifications/read', { session: who, form });
const kindsOf = async (who: Session) =>
  (await s.deps.db.select().from(notifications).where(eq(notifications.memberId, who.memberId)))
    .map((n) => n.kind)
    .sort();
const mailsTo = async (who: Session) => {
  const [m] = await s.deps.db.select().from(members).where(eq(members.id, who.memberId));
  return s.deps.db.select().from(outbox).where(eq(outbox.recipient, m!.email!));
};

async function seed(who: Session, n: number) {
  for (let i = 0; i < n; i++) {
    await recordNotification(
      s.deps.db,
      {
        kind: 'SHIPPED',
        memberId: who.memberId,
        subjectId: `seed-${who.memberId}-${i}`,
        link: { kind: 'ORDER', id: `00000000-0000-4000-8000-00000000000${i}` },
        facts: { title: `Parcel ${i}`, orderNumber: `O${i}` },
      },
      new Date(s.clock.now.getTime() + i * 1000),
    );
  }
}

describe('the notification centre API', () => {
  it('a member sees, counts and marks only their own notifications, newest first, paged', async () => {
    const ann = await person(s, 'Ann');
    const ben = await person(s, 'Ben');
    await seed(ann, 3);
    expect(await unread(ann)).toBe(3);
    expect(await unread(ben)).toBe(0);

    const first = await list(ann, { limit: '2' });
    expect(first.meta.code).toBe(Code.OK);
    expect(first.data.items.map((n: { facts: { title: string } }) => n.facts.title)).toEqual([
      'Parcel 2',
      'Parcel 1',
    ]);
    expect(first.data.items[0]).toMatchObject({ kind: 'SHIPPED', read: false, link: { kind: 'ORDER' } });
    const rest = await list(ann, { limit: '2', cursor: first.data.nextCursor });
    expect(rest.data).toMatchObject({ items: [{ facts: { title: 'Parcel 0' } }], nextCursor: null });

    // Ben neither sees Ann's nor can mark them.
    expect((await list(ben)).data.items).toEqual([]);
    const annsId = first.data.items[0].id as string;
    const theirs = await markRead(ben, { id: annsId });
    expect(theirs.meta.code).toBe(Code.OK);
    expect(theirs.data.unread).toBe(0);
    expect(await unread(ann)).toBe(3);

    expect((await markRead(ann, { id: annsId })).data.unread).toBe(2);
    expect((await list(ann, { limit: '1' })).data.items[0]).toMatchObject({ id: annsId, read: true });
    expect((await markRead(ann, { all: 'true' })).data.unread).toBe(0);
    expect((await markRead(ann, {})).meta.code).toBe(Code.VALIDATION_FAILED);
  });

  it('answers 401 without a session', async () => {
    expect((await s.request('GET', '/api/notifications')).meta.code).toBe(Code.UNAUTHORIZED);
    expect((await s.request('GET', '/api/notifications/unread')).meta.code).toBe(Code.UNAUTHORIZED);
    const mark = await s.request('POST', '/api/notifications/read', { form: { all: 'true' } });
    expect(mark.meta.code).toBe(Code.UNAUTHORIZED);
  });

  it('saves the browser’s time zone and refuses one that does not exist', async () => {
    const who = await person(s, 'Traveller');
    const [before] = await s.deps.db.select().from(members).where(eq(members.id, who.memberId));
    expect(before!.timeZone).toBe('Asia/Hong_Kong');
    const ok = await s.request('POST', '/api/members/time-zone', {
      session: who,
      form: { timeZone: 'Europe/Paris' },
    });
    expect(ok.data).toEqual({ timeZone: 'Europe/Paris' });
    const bad = await s.request('POST', '/api/members/time-zone', {
      session: who,
      form: { timeZone: 'Mars/Olympus' },
    });
    expect(bad.meta.code).toBe(Code.VALIDATION_FAILED);
    const [after] = await s.deps.db.select().from(members).where(eq(members.id, who.memberId));
    expect(after!.timeZone).toBe('Europe/Paris');
  });
});

describe('auction and loyalty notifications', () => {
  it('the outbid bidder and the winner are told once, in their languages, linking the item and the order', async () => {
    const { auctionId, itemId } = await runningAuction(s, {
      reserve: '1',
      durationSeconds: 60,
      extendSeconds: 0,
    });
    const loser = await bidder(s, 'Loser');
    const winner = await bidder(s, 'Winner');
    await s.deps.db.update(members).set({ language: 'en_KR' }).where(eq(members.id, loser.memberId));
    await s.deps.db.update(members).set({ language: 'zh_CN' }).where(eq(members.id, winner.memberId));
    await bid(s, loser, auctionId, '1');
    await bid(s, winner, auctionId, '1.5');
    const start = s.clock.now;
    s.clock.now = new Date(start.getTime() + 61_000);
    try {
      expect(await settleAuction(s.deps, auctionId)).toBe('SETTLED');
      expect(await settleAuction(s.deps, auctionId)).toBe('ALREADY');
    } finally {
      s.clock.now = start;
    }
    expect(await kindsOf(loser)).toEqual(['OUTBID']);
    expect(await kindsOf(winner)).toEqual(['AUCTION_WON', 'PAID']);
    const outbid = (await list(loser)).data.items[0];
    expect(outbid).toMatchObject({ link: { kind: 'ITEM', id: itemId }, facts: { amount: '1.5 ETH' } });
    await mailPendingNotifications(s.deps);
    expect((await mailsTo(loser)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^「.+」 입찰가가 추월되었습니다$/),
    ]);
    const won = await mailsTo(winner);
    expect(won.map((m) => m.subject)).toEqual([expect.stringMatching(/^您已拍得“.+”$/)]);
    expect(won[0]!.body).toContain('ETH 1.5');
    expect(won[0]!.body).toContain('#/orderDetail?id=');
  });

  it('a coupon given to another member tells the receiver who gave it', async () => {
    const shop = await merchantOf(s);
    const batch = await issueBatch(s, shop);
    const giver = await person(s, 'Giver');
    const id = await collected(s, giver, batch.id);
    const friend = await person(s, 'Friend');
    const [f] = await s.deps.db.select().from(members).where(eq(members.id, friend.memberId));
    const r = await s.request('POST', '/api/coupons/transfer', {
      session: giver,
      form: { couponId: id, by: 'email', email: f!.email!, ...(await captcha(s)) },
    });
    expect(r.meta.code).toBe(Code.OK);
    // The giver was told once, of collecting it; giving it away tells them nothing.
    expect((await list(giver)).data.items).toEqual([
      expect.objectContaining({
        kind: 'COUPON_RECEIVED',
        facts: expect.objectContaining({ source: 'CLAIM' }),
      }),
    ]);
    const [n] = (await list(friend)).data.items;
    expect(n).toMatchObject({
      kind: 'COUPON_RECEIVED',
      link: { kind: 'COUPON', id },
      facts: { from: 'Giver', source: 'TRANSFER' },
    });
    await mailPendingNotifications(s.deps);
    expect((await mailsTo(friend)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^You received a coupon: /),
    ]);
  });

  it('a membership card given to another member tells the receiver, linking the card', async () => {
    const shop = await merchantOf(s);
    const programme = await s.request('POST', '/api/cards/programmes', {
      session: shop.session,
      form: {
        name: 'Bean Club',
        'tiers[0][name]': 'Silver',
        'tiers[0][vipPercent]': '5',
        validityMonths: '12',
        transferable: 'true',
      },
    });
    expect(programme.meta.code).toBe(Code.OK);
    const codes = await s.request('POST', '/api/cards/codes', {
      session: shop.session,
      form: { programmeId: programme.data.id, tier: 'T1', count: '1' },
    });
    const giver = await person(s, 'Card giver');
    const card = await s.request('POST', '/api/cards/redeem', {
      session: giver,
      form: { code: codes.data.codes[0] },
    });
    expect(card.meta.code).toBe(Code.OK);
    const friend = await person(s, 'Card friend');
    await s.deps.db.update(members).set({ language: 'en_JP' }).where(eq(members.id, friend.memberId));
    const [f] = await s.deps.db.select().from(members).where(eq(members.id, friend.memberId));
    const given = await s.request('POST', '/api/cards/transfer', {
      session: giver,
      form: { id: card.data.id, by: 'email', email: f!.email!, ...(await captcha(s)) },
    });
    expect(given.meta.code).toBe(Code.OK);
    const [n] = (await list(friend)).data.items;
    expect(n).toMatchObject({
      kind: 'CARD_RECEIVED',
      link: { kind: 'CARD', id: card.data.id },
      facts: { title: 'Bean Club', from: 'Card giver' },
    });
    await mailPendingNotifications(s.deps);
    expect((await mailsTo(friend)).map((m) => m.subject)).toEqual(['会員カードを受け取りました：Bean Club']);
  });
});
