import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, notifications, orderLines, outbox } from '../../../../server/db/schema';
import { MarkDeliveredForm } from '../../../../server/schemas/fulfilment';
import { mailPendingNotifications } from '../../../../server/services/notifications/mail';
import {
  notifyOrderChange,
  orderNotifications,
} from '../../../../server/services/notifications/order-events';
import { autoFinishOrders } from '../../../../server/services/orders/auto-finish';
import { markDelivered } from '../../../../server/services/orders/physical-delivery';
import { recordPayment } from '../../../../server/services/payments/record';
import { createTestSession } from '../../../support/members';
import { startTestServer, type TestServer } from '../../../support/server';
import { SANDBOX_CARDS } from '../../../../server/schemas/payments';
import {
  cardPay,
  deliver,
  makeOrder,
  orderRow,
  startPayment,
  supportMember,
  takeJobs,
  type Session,
} from '../../payments/fixtures';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, 60_000);
afterAll(() => s.close());

async function speaker(language: string | null): Promise<Session> {
  const who = await createTestSession(s.deps.db, { now: s.clock.now });
  await s.deps.db.update(members).set({ language }).where(eq(members.id, who.memberId));
  return who;
}
const emailOf = async (who: Session) =>
  (await s.deps.db.select().from(members).where(eq(members.id, who.memberId)))[0]!.email!;
const told = (who: Session) =>
  s.deps.db.select().from(notifications).where(eq(notifications.memberId, who.memberId));
const mailsTo = async (who: Session) =>
  s.deps.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, await emailOf(who)));
const pay = (orderId: string, ref: string) =>
  recordPayment(s.deps, {
    orderId,
    provider: 'SANDBOX_CARD',
    providerRef: ref,
    amount: 2000n,
    currency: 'HKD',
  });

describe('order notifications', () => {
  it('tells the seller of a sale and the buyer of payment, shipment with the waybill and delivery — once each, in their languages', async () => {
    const buyer = await speaker('zh_TW');
    const seller = await speaker('zh_CN');
    const { order } = await makeOrder(s, { buyer, seller });

    // The processor's callback comes twice: one sale, one payment.
    await pay(order.id, 'ch_1');
    await pay(order.id, 'ch_1');
    expect((await told(seller)).map((n) => n.kind)).toEqual(['SOLD']);
    expect((await told(buyer)).map((n) => [n.kind, n.mail])).toEqual([['PAID', 'NONE']]);

    const form = v.parse(MarkDeliveredForm, {
      orderId: order.id,
      logisticsCompany: 'Kerry',
      waybillNumber: 'KE-778899',
      deliveryTime: s.clock.now.toISOString(),
    });
    await markDelivered(s.deps, seller.memberId, form);
    // Nobody confirms: the order finishes by itself after the window.
    const later = new Date(s.clock.now.getTime() + (s.deps.env.ORDER_AUTO_FINISH_DAYS + 1) * 86_400_000);
    const before = s.clock.now;
    s.clock.now = later;
    try {
      expect(await autoFinishOrders(s.deps)).toBeGreaterThanOrEqual(1);
    } finally {
      s.clock.now = before;
    }
    expect((await told(buyer)).map((n) => n.kind).sort()).toEqual(['DELIVERED', 'PAID', 'SHIPPED']);
    const shipped = (await told(buyer)).find((n) => n.kind === 'SHIPPED')!;
    expect(shipped.facts).toMatchObject({ logisticsCompany: 'Kerry', waybillNumber: 'KE-778899' });
    expect([shipped.linkKind, shipped.linkId]).toEqual(['ORDER', order.id]);

    // Mails are stored after the commit by the job: once, whatever the job's retries.
    expect(await mailsTo(seller)).toEqual([]);
    await Promise.all([mailPendingNotifications(s.deps), mailPendingNotifications(s.deps)]);
    expect(await mailPendingNotifications(s.deps)).toBe(0);
    const sellerMails = await mailsTo(seller);
    expect(sellerMails.map((m) => m.subject)).toEqual([`新订单 ${order.number} 待发货`]);
    expect(sellerMails[0]!.body).toContain(`#/orderDetail?id=${order.id}`);
    const buyerMails = await mailsTo(buyer);
    expect(buyerMails.map((m) => m.subject).sort()).toEqual(
      [`訂單 ${order.number} 已出貨`, `訂單 ${order.number} 已送達`].sort(),
    );
    expect(buyerMails.find((m) => m.subject.includes('已出貨'))!.body).toContain('Kerry, 運單號碼 KE-778899');
    const stored = await told(buyer);
    expect(
      stored
        .filter((n) => n.mail === 'STORED')
        .map((n) => n.mailId)
        .sort(),
    ).toEqual(buyerMails.map((m) => m.id).sort());
  });

  it('is idempotent per (event, subject, recipient): a replayed change records and mails nothing more', async () => {
    const buyer = await speaker(null);
    const seller = await speaker('en_US');
    const { order } = await makeOrder(s, { buyer, seller });
    await pay(order.id, 'ch_2');
    const replay = () =>
      notifyOrderChange(
        s.deps.db,
        order.id,
        {
          event: { type: 'order.paid', by: 'PROVIDER', paymentState: 'FULL' },
          from: 'NEW',
          to: 'FULLPAID',
          cause: { amount: '2000' },
        },
        s.clock.now,
      );
    await replay();
    await replay();
    expect(await told(seller)).toHaveLength(1);
    expect(await told(buyer)).toHaveLength(1);
    await mailPendingNotifications(s.deps);
    await replay();
    await mailPendingNotifications(s.deps);
    const mails = await mailsTo(seller);
    expect(mails.map((m) => m.subject)).toEqual([`New order ${order.number} to ship`]);
    expect(mails[0]!.body).toContain('You sold "Mug"');
  });

  it('tells the buyer of a refund once (its mail is the refund receipt)', async () => {
    const buyer = await speaker('zh_CN');
    const { order } = await makeOrder(s, { buyer });
    const started = await startPayment(s, buyer, { orderId: order.id, method: 'SANDBOX_CARD' });
    expect((await cardPay(s, started.data.ref, SANDBOX_CARDS.approved)).meta.code).toBe(200);
    await deliver(s, takeJobs(s, 'payments.callback'));
    const support = await supportMember(s);
    const r = await s.request('POST', '/api/orders/refund', {
      session: support,
      form: { orderId: order.id, reason: 'damaged' },
    });
    expect(r.meta.code).toBe(200);
    expect(r.data.status).toBe('CLOSED');
    const kinds = (await told(buyer)).map((n) => [n.kind, n.mail]);
    expect(kinds).toContainEqual(['REFUNDED', 'NONE']);
    expect(kinds.filter(([k]) => k === 'REFUNDED')).toHaveLength(1);
  });

  it('a mail that cannot be stored leaves the sale and its notification, pending for the next sweep', async () => {
    const buyer = await speaker(null);
    const seller = await speaker(null);
    const { order } = await makeOrder(s, { buyer, seller });
    await pay(order.id, 'ch_4');
    const broken = {
      ...s.deps,
      mailer: {
        ...s.deps.mailer,
        enqueue: () => Promise.reject(new Error('outbox unavailable')),
      },
    };
    await expect(mailPendingNotifications(broken)).rejects.toThrow('outbox unavailable');
    const [sold] = await told(seller);
    expect(sold).toMatchObject({ kind: 'SOLD', mail: 'PENDING', mailId: null });
    expect((await orderRow(s, order.id)).label).toBe('FULLPAID');
    await mailPendingNotifications(s.deps);
    expect((await told(seller))[0]!.mail).toBe('STORED');
    expect(await mailsTo(seller)).toHaveLength(1);
  });

  it('a buyer confirming receipt is not told what they did', async () => {
    const buyer = await speaker(null);
    const { order } = await makeOrder(s, { buyer });
    await notifyOrderChange(
      s.deps.db,
      order.id,
      { event: { type: 'order.confirm', by: 'BUYER' }, from: 'DELIVERY', to: 'FINISHED' },
      s.clock.now,
    );
    expect(await told(buyer)).toEqual([]);
  });

  it('an NFT that arrives is told once, as delivered, not also as shipped', async () => {
    const buyer = await speaker(null);
    const { order } = await makeOrder(s, { buyer });
    const ship = (lineKind: 'PHYSICAL' | 'NON') =>
      orderNotifications(
        { ...order, paymentMethod: null },
        {
          event: { type: 'order.ship', by: 'SYSTEM', allShipped: true },
          from: 'FULLPAID',
          to: 'DELIVERY',
          reason: 'nft_transferred',
          deliveredNow: lineKind === 'NON',
        },
      ).map((n) => n.kind);
    expect(ship('NON')).toEqual([]);
    expect(ship('PHYSICAL')).toEqual(['SHIPPED']);
    // The order's own lines decide: the fixture's line is a parcel, so its transfer is news.
    await notifyOrderChange(
      s.deps.db,
      order.id,
      {
        event: { type: 'order.ship', by: 'SYSTEM', allShipped: true },
        from: 'FULLPAID',
        to: 'DELIVERY',
        reason: 'nft_transferred',
      },
      s.clock.now,
    );
    expect((await told(buyer)).map((n) => n.kind)).toEqual(['SHIPPED']);
    const other = await makeOrder(s, { buyer });
    await s.deps.db.update(orderLines).set({ kind: 'NON' }).where(eq(orderLines.orderId, other.order.id));
    await notifyOrderChange(
      s.deps.db,
      other.order.id,
      {
        event: { type: 'order.ship', by: 'SYSTEM', allShipped: true },
        from: 'FULLPAID',
        to: 'DELIVERY',
        reason: 'nft_transferred',
      },
      s.clock.now,
    );
    expect((await told(buyer)).map((n) => n.kind)).toEqual(['SHIPPED']);
  });
});
