import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantAppConfigs, orders } from '../../../../server/db/schema';
import { methodSupported } from '../../../../server/payments/providers';
import { Code } from '../../../../server/schemas/codes';
import { PAYMENT_METHODS, PAYMENT_METHODS_CONFIG } from '../../../../server/schemas/payments';
import { createTestSession } from '../../../support/members';
import { startTestServer, type TestServer } from '../../../support/server';
import { makeOrder, startPayment, type Session } from '../../payments/fixtures';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, 60_000);
afterAll(() => s.close());

type Info = {
  method: string;
  available: boolean;
  code: number | null;
  minimum: string;
  currencies: string[];
};

const list = async (buyer: Session, orderId: string) =>
  (await s.request('GET', '/api/payments/methods', { session: buyer, query: { orderId } })).data as Info[];

/** An order of merchant `mcId` (the merchant whose app config decides the methods). */
async function orderOf(mcId: string, total = 10_000n, currency: 'HKD' | 'ETH' = 'HKD') {
  const buyer = await createTestSession(s.deps.db);
  const { order } = await makeOrder(s, { buyer, total, currency });
  await s.deps.db.update(orders).set({ mcId }).where(eq(orders.id, order.id));
  return { buyer, order };
}

const offer = (mcId: string, methods: unknown) =>
  s.deps.db
    .insert(merchantAppConfigs)
    .values({ mcId, type: PAYMENT_METHODS_CONFIG, params: { methods } })
    .onConflictDoUpdate({
      target: [merchantAppConfigs.mcId, merchantAppConfigs.type],
      set: { params: { methods } },
    });

describe('listPaymentMethods (method choice per merchant)', () => {
  it('without a config lists every method the server supports, each with its minimum and currencies', async () => {
    const { buyer, order } = await orderOf('NOCONFIG');
    const got = await list(buyer, order.id);
    expect(got.map((m) => m.method)).toEqual(PAYMENT_METHODS.filter(methodSupported));
    expect(got.find((m) => m.method === 'SANDBOX_CARD')).toEqual({
      method: 'SANDBOX_CARD',
      available: true,
      code: null,
      minimum: '780',
      currencies: ['HKD'],
    });
    // Crypto pays coins, not HKD: listed, not available (4200), 0.01 of a coin at least.
    expect(got.find((m) => m.method === 'CRYPTO')).toEqual({
      method: 'CRYPTO',
      available: false,
      code: Code.VALIDATION_FAILED,
      minimum: (10n ** 16n).toString(),
      currencies: ['ETH', 'MATIC'],
    });
    for (const m of got.filter((x) => x.method !== 'CRYPTO' && x.method !== 'SANDBOX_CARD')) {
      expect(m.currencies).toEqual(['HKD']);
      expect(m.minimum).toBe(['STRIPE', 'MASTERCARD'].includes(m.method) ? '780' : '1');
    }
  });

  it("lists only the merchant's methods, in its order, ignoring names this server cannot take", async () => {
    await offer('SHOPA', ['CRYPTO', 'PAYPAL', 'SANDBOX_CARD']);
    const { buyer, order } = await orderOf('SHOPA');
    expect((await list(buyer, order.id)).map((m) => m.method)).toEqual(['CRYPTO', 'SANDBOX_CARD']);
  });

  it('an unreadable config offers every supported method rather than none', async () => {
    await offer('SHOPB', 'SANDBOX_CARD');
    const { buyer, order } = await orderOf('SHOPB');
    expect((await list(buyer, order.id)).map((m) => m.method)).toEqual(
      PAYMENT_METHODS.filter(methodSupported),
    );
  });

  it('createPayment refuses a method the merchant does not offer with 1007, and takes one it offers', async () => {
    await offer('SHOPC', ['CRYPTO']);
    const { buyer, order } = await orderOf('SHOPC');
    const refused = await startPayment(s, buyer, { orderId: order.id, method: 'SANDBOX_CARD' });
    expect(refused.meta.code).toBe(Code.PAYMENT_NOT_OPEN);
    await offer('SHOPC', ['SANDBOX_CARD']);
    const taken = await startPayment(s, buyer, { orderId: order.id, method: 'SANDBOX_CARD' });
    expect(taken.meta.code).toBe(200);
    expect(taken.data.amount).toBe('10000');
  });

  it('an order below the card minimum lists the card with 4605, and a part below it is refused', async () => {
    const small = await orderOf('NOCONFIG', 500n);
    const card = (await list(small.buyer, small.order.id)).find((m) => m.method === 'SANDBOX_CARD')!;
    expect(card).toMatchObject({ available: false, code: Code.PAYMENT_BELOW_MINIMUM, minimum: '780' });
    const big = await orderOf('NOCONFIG');
    const part = await startPayment(s, big.buyer, {
      orderId: big.order.id,
      method: 'SANDBOX_CARD',
      amount: '779',
    });
    expect(part.meta.code).toBe(Code.PAYMENT_BELOW_MINIMUM);
    const over = await startPayment(s, big.buyer, {
      orderId: big.order.id,
      method: 'SANDBOX_CARD',
      amount: '10001',
    });
    expect(over.meta.code).toBe(Code.VALIDATION_FAILED);
  });

  it('an ETH order lists crypto with 0.01 ETH and the card as not for this currency', async () => {
    const { buyer, order } = await orderOf('NOCONFIG', 10n ** 17n, 'ETH');
    const got = await list(buyer, order.id);
    expect(got.find((m) => m.method === 'CRYPTO')).toMatchObject({
      available: true,
      minimum: '10000000000000000',
    });
    expect(got.find((m) => m.method === 'SANDBOX_CARD')).toMatchObject({
      available: false,
      code: Code.VALIDATION_FAILED,
      minimum: '780',
    });
  });
});
