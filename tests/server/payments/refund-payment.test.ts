import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RefundRequest } from '../../../server/payments/provider';
import { Code } from '../../../server/schemas/codes';
import { recordPayment } from '../../../server/services/payments/record';
import { recordRefund } from '../../../server/services/payments/refund-record';
import { createTestSession } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/server';
import { ledger, makeOrder, orderRow, supportMember, takeJobs, type Session } from './fixtures';

// Every refund the providers are asked for, by key: the test proves what reached the provider, not only the ledger.
const asked = vi.hoisted(() => [] as RefundRequest[]);
// When set, runs as the provider answers, before refundPayment records: its own refund event arriving first.
const eventFirst = vi.hoisted(() => ({ run: null as null | ((refundRef: string) => Promise<unknown>) }));
vi.mock('../../../server/payments/providers', async (importOriginal) => {
  const { spyProviders } = await import('./provider-spy');
  return spyProviders(await importOriginal<typeof import('../../../server/payments/providers')>(), (p) => ({
    refund: async (c, r) => {
      asked.push(r);
      const done = await p.refund(c, r);
      await eventFirst.run?.(done.refundRef);
      return done;
    },
  }));
});

let s: TestServer;
let support: Session;
beforeAll(async () => {
  s = await startTestServer();
  support = await supportMember(s);
}, 60_000);
afterAll(() => s.close());

/** A FULLPAID order of 20.00 HKD, paid by one sandbox card capture. */
async function paidOrder() {
  const buyer = await createTestSession(s.deps.db);
  const { order, seller } = await makeOrder(s, { buyer, total: 2000n });
  const providerRef = `ch_${order.id.slice(0, 8)}`;
  await recordPayment(s.deps, {
    orderId: order.id,
    provider: 'sandbox-card',
    providerRef,
    amount: 2000n,
    currency: 'HKD',
  });
  const [capture] = await ledger(s, order.id, 'CAPTURE');
  return { order, buyer, seller, capture: capture!, providerRef };
}

const list = (session: Session, orderId: string) =>
  s.request('GET', '/api/payments', { session, query: { orderId } });
const refund = (session: Session, form: Record<string, string>) =>
  s.request('POST', '/api/payments/refund', { session, form: { reason: 'damaged', ...form } });

describe('listPayments', () => {
  it('answers the ledger to the buyer, the seller and support, NOT_FOUND to anyone else, without raw payloads', async () => {
    const { order, buyer, seller, capture } = await paidOrder();
    for (const who of [buyer, seller, support]) {
      const r = await list(who, order.id);
      expect(r.meta.code).toBe(200);
      expect(r.data).toEqual([
        {
          id: capture.id,
          kind: 'CAPTURE',
          method: 'SANDBOX_CARD',
          provider: 'sandbox-card',
          amount: '2000',
          currency: 'HKD',
          time: capture.createdAt.toISOString(),
          refundOf: null,
          reason: '',
          refundable: '2000',
        },
      ]);
    }
    const stranger = await createTestSession(s.deps.db);
    expect((await list(stranger, order.id)).meta.code).toBe(Code.NOT_FOUND);
    expect((await s.request('GET', '/api/payments', { query: { orderId: order.id } })).meta.code).toBe(
      Code.UNAUTHORIZED,
    );
  });
});

describe('refundPayment', () => {
  it('refunds part, then the rest by default, each under its own key; more than what is left is refused unsent', async () => {
    const { order, buyer, capture, providerRef } = await paidOrder();
    asked.length = 0;
    takeJobs(s, 'payments.receipt');

    const over = await refund(support, { paymentId: capture.id, amount: '2001' });
    expect(over.meta.code).toBe(Code.VALIDATION_FAILED);
    expect(over.data).toEqual({ remaining: '2000' });
    expect(asked).toEqual([]);

    const part = await refund(support, { paymentId: capture.id, amount: '500' });
    expect(part.meta.code).toBe(200);
    expect(part.data.duplicate).toBe(false);
    expect(part.data.refund).toMatchObject({
      kind: 'REFUND',
      amount: '500',
      refundOf: capture.id,
      reason: 'damaged',
    });
    expect(
      part.data.payments.map((p: { kind: string; refundable: string | null }) => [p.kind, p.refundable]),
    ).toEqual([
      ['CAPTURE', '1500'],
      ['REFUND', null],
    ]);
    // The sale stands: a partial refund does not reopen the order for payment.
    expect(await orderRow(s, order.id)).toMatchObject({ paidAmount: '1500', label: 'FULLPAID' });

    const rest = await refund(support, { paymentId: capture.id });
    expect(rest.data.refund).toMatchObject({ amount: '1500' });
    expect(asked.map((r) => [r.key, r.amount])).toEqual([
      [`refund:${providerRef}:1`, 500n],
      [`refund:${providerRef}:2`, 1500n],
    ]);
    expect((await orderRow(s, order.id)).paidAmount).toBe('0');

    const none = await refund(support, { paymentId: capture.id, amount: '1' });
    expect(none.meta.code).toBe(Code.VALIDATION_FAILED);
    expect(asked).toHaveLength(2);
    const refunds = await ledger(s, order.id, 'REFUND');
    expect(refunds.map((r) => r.providerRef).sort()).toEqual([
      `refund:${providerRef}:1`,
      `refund:${providerRef}:2`,
    ]);
    // One receipt per REFUND row, queued after its commit.
    expect(
      takeJobs(s, 'payments.receipt')
        .map((j) => (j.data as { paymentId: string }).paymentId)
        .sort(),
    ).toEqual(refunds.map((r) => r.id).sort());

    // The buyer sees both refunds.
    const seen = await list(buyer, order.id);
    expect(seen.data.filter((p: { kind: string }) => p.kind === 'REFUND')).toHaveLength(2);
  });

  it('is for support only: the buyer and seller get FORBIDDEN, a stranger and a refund row NOT_FOUND', async () => {
    const { capture, buyer, seller, order } = await paidOrder();
    asked.length = 0;
    expect((await refund(buyer, { paymentId: capture.id })).meta.code).toBe(Code.FORBIDDEN);
    expect((await refund(seller, { paymentId: capture.id })).meta.code).toBe(Code.FORBIDDEN);
    const stranger = await createTestSession(s.deps.db);
    expect((await refund(stranger, { paymentId: capture.id })).meta.code).toBe(Code.NOT_FOUND);
    expect((await refund(support, { paymentId: crypto.randomUUID() })).meta.code).toBe(Code.NOT_FOUND);
    await refund(support, { paymentId: capture.id, amount: '100' });
    const [row] = await ledger(s, order.id, 'REFUND');
    expect((await refund(support, { paymentId: row!.id })).meta.code).toBe(Code.NOT_FOUND);
    expect((await refund(support, { paymentId: capture.id, amount: '0' })).meta.code).toBe(
      Code.VALIDATION_FAILED,
    );
    expect((await refund(support, { paymentId: capture.id, reason: ' ' })).meta.code).toBe(
      Code.VALIDATION_FAILED,
    );
    expect(asked).toHaveLength(1);
  });

  it('two clicks at once send one key: one REFUND row; the other click meets it (duplicate) or finds nothing left', async () => {
    const { order, capture, providerRef } = await paidOrder();
    asked.length = 0;
    const answers = await Promise.all([
      refund(support, { paymentId: capture.id }),
      refund(support, { paymentId: capture.id }),
    ]);
    const fresh = answers.filter((a) => a.meta.code === 200 && !a.data.duplicate);
    expect(fresh).toHaveLength(1);
    const other = answers.find((a) => a !== fresh[0])!;
    expect(other.meta.code === Code.VALIDATION_FAILED || other.data.duplicate === true).toBe(true);
    expect(new Set(asked.map((r) => r.key))).toEqual(new Set([`refund:${providerRef}:1`]));
    expect(await ledger(s, order.id, 'REFUND')).toHaveLength(1);
    expect((await orderRow(s, order.id)).paidAmount).toBe('0');
  });

  it("answers the provider's own refund event's row when that event was recorded first", async () => {
    const { order, capture } = await paidOrder();
    // As applyVerdict records a REFUNDED event: keyed by the provider's refund id.
    eventFirst.run = (refundRef) =>
      recordRefund(s.deps, {
        capture,
        amount: 400n,
        key: refundRef,
        refundRef,
        reason: 'refunded_at_provider',
        origin: 'PROVIDER',
      });
    try {
      const r = await refund(support, { paymentId: capture.id, amount: '400' });
      expect(r.meta.code).toBe(200);
      expect(r.data).toMatchObject({ duplicate: true, refund: { amount: '400', refundOf: capture.id } });
    } finally {
      eventFirst.run = null;
    }
    const rows = await ledger(s, order.id, 'REFUND');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.reason).toBe('refunded_at_provider');
    expect((await orderRow(s, order.id)).paidAmount).toBe('1600');
  });
});
