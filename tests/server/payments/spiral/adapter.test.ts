import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readEnv } from '../../../../server/env';
import { ApiError } from '../../../../server/http/errors';
import { spiralHttpProvider } from '../../../../server/payments/spiral/adapter';
import { signCallback, type SessionRow } from '../../../../server/payments/provider';
import { Code } from '../../../../server/schemas/codes';
import { startSpiralStandIn } from './stand-in';

let spiral: Awaited<ReturnType<typeof startSpiralStandIn>>;
beforeAll(async () => {
  spiral = await startSpiralStandIn();
});
afterAll(() => spiral.close());
beforeEach(() => {
  spiral.state.down = false;
});

const env = (o: Record<string, string> = {}) =>
  readEnv({
    SPIRAL_API_URL: spiral.url,
    SPIRAL_MERCHANT_ID: 'm_123',
    SPIRAL_API_KEY: 'sk_spiral_test',
    SPIRAL_CALLBACK_SECRET: 'whsec_spiral',
    PUBLIC_URL: 'https://shop.example',
    ...o,
  });
const ref = 'ref_spiral_0000000001';
const start = {
  ref,
  amount: 2000n,
  currency: 'HKD' as const,
  orderNumber: 'N1',
  title: 'Mug',
  returnUrl: '',
};
const code = async (p: Promise<unknown>) => ((await p.catch((e: unknown) => e)) as ApiError).code;

describe('the Spiral adapter', () => {
  it('opens a checkout once per ref with the bearer key, and sends the buyer to its hosted page', async () => {
    const p = spiralHttpProvider(env());
    const out = await p.createSession(start);
    expect(await p.createSession(start)).toEqual(out);
    expect(out.redirectUrl).toBe(`https://pay.spiral.example/c/${out.providerRef}`);
    expect(spiral.seen.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/checkouts',
      auth: 'Bearer sk_spiral_test',
      key: ref,
      body: {
        merchantId: 'm_123',
        reference: ref,
        amount: '2000',
        currency: 'HKD',
        returnUrl: `https://shop.example/#/spiral?ref=${ref}&return=1`,
        cancelUrl: `https://shop.example/#/spiral?ref=${ref}&return=1`,
        notifyUrl: 'https://shop.example/api/callbacks/spiral',
      },
    });
  });

  it('answers 1005 when Spiral cannot be reached or refuses the key', async () => {
    spiral.state.down = true;
    expect(await code(spiralHttpProvider(env()).createSession(start))).toBe(Code.NETWORK_UNSTABLE);
    spiral.state.down = false;
    const wrongKey = spiralHttpProvider(env({ SPIRAL_API_KEY: 'nope' }));
    expect(await code(wrongKey.createSession(start))).toBe(Code.NETWORK_UNSTABLE);
    const nowhere = spiralHttpProvider(env({ SPIRAL_API_URL: 'http://127.0.0.1:9/' }));
    expect(await code(nowhere.createSession(start))).toBe(Code.NETWORK_UNSTABLE);
  });

  it('query: OPEN is undecided; PAID, FAILED, CANCELLED and EXPIRED become verdicts', async () => {
    const p = spiralHttpProvider(env());
    const { providerRef } = await p.createSession({ ...start, ref: 'ref_spiral_query_00001' });
    const session = { ref: 'ref_spiral_query_00001', providerRef } as SessionRow;
    expect(await p.query!(session)).toBeNull();
    spiral.settle(providerRef!, 'FAILED', 'expired_card');
    expect(await p.query!(session)).toMatchObject({ outcome: 'EXPIRED_CARD' });
    spiral.settle(providerRef!, 'FAILED', 'do_not_honor');
    expect(await p.query!(session)).toMatchObject({ outcome: 'DECLINED' });
    spiral.settle(providerRef!, 'CANCELLED');
    expect(await p.query!(session)).toMatchObject({ outcome: 'CANCELLED' });
    spiral.settle(providerRef!, 'EXPIRED');
    expect(await p.query!(session)).toMatchObject({ outcome: 'EXPIRED' });
    spiral.settle(providerRef!, 'PAID');
    expect(await p.query!(session)).toEqual({
      ref: 'ref_spiral_query_00001',
      providerRef: `pay_${providerRef}`,
      outcome: 'APPROVED',
      amount: 2000n,
      currency: 'HKD',
    });
    expect(spiral.seen.at(-1)).toMatchObject({ method: 'GET', path: `/v1/checkouts/${providerRef}` });
    // Another session's checkout id is not taken as this one's verdict.
    expect(await code(p.query!({ ...session, ref: 'ref_other_0000000001' }))).toBe(Code.VALIDATION_FAILED);
    expect(await p.query!({ ...session, providerRef: null })).toBeNull();
  });

  it('refunds a payment once per key, in parts', async () => {
    const p = spiralHttpProvider(env());
    const capture = { providerRef: 'pay_1', amount: '2000', currency: 'HKD' } as never;
    const whole = { amount: 2000n, key: 'refund:pay_1', reason: 'test' };
    const first = await p.refund(capture, whole);
    expect(await p.refund(capture, whole)).toEqual(first);
    expect(spiral.seen.at(-1)).toMatchObject({
      path: '/v1/refunds',
      key: 'refund:pay_1',
      body: { paymentId: 'pay_1', amount: '2000', currency: 'HKD', reference: 'refund:pay_1' },
    });
    const part = await p.refund(capture, { amount: 300n, key: 'refund:pay_1:1', reason: 'part' });
    expect(part).not.toEqual(first);
  });

  it('reads signed callbacks; a forged, stale or unsigned one is refused; unknown events are ignored', () => {
    const p = spiralHttpProvider(env());
    const now = new Date();
    const body = (type: string, data: Record<string, string | null> = {}) =>
      JSON.stringify({
        id: 'evt_1',
        type,
        data: {
          checkoutId: 'co_1',
          reference: ref,
          amount: '2000',
          currency: 'HKD',
          paymentId: 'pay_1',
          ...data,
        },
      });
    const parse = (b: string, secret = 'whsec_spiral', t = now.getTime()) =>
      p.parseCallback(b, signCallback(secret, b, t), now);
    expect(parse(body('checkout.paid'))).toEqual({
      ref,
      providerRef: 'pay_1',
      outcome: 'APPROVED',
      amount: 2000n,
      currency: 'HKD',
    });
    expect(parse(body('checkout.failed', { failureCode: 'expired_card' }))?.outcome).toBe('EXPIRED_CARD');
    expect(parse(body('checkout.failed', { failureCode: 'insufficient_funds' }))?.outcome).toBe('DECLINED');
    expect(parse(body('checkout.cancelled', { paymentId: null }))).toMatchObject({
      outcome: 'CANCELLED',
      providerRef: 'co_1',
    });
    expect(parse(body('checkout.expired'))?.outcome).toBe('EXPIRED');
    expect(parse(body('refund.succeeded', { refundId: 'rf_9', amount: '500' }))).toMatchObject({
      outcome: 'REFUNDED',
      providerRef: 'pay_1',
      refundRef: 'rf_9',
      amount: 500n,
    });
    expect(
      parse(body('refund.succeeded', { refundId: 'rf_9', refundReference: 'refund:pay_1' }))?.refundRef,
    ).toBe('refund:pay_1');
    expect(parse(body('checkout.created'))).toBeNull();
    const refused = (f: () => unknown) => {
      try {
        f();
        return 200;
      } catch (e) {
        return (e as ApiError).code;
      }
    };
    expect(refused(() => parse(body('checkout.paid'), 'spiral-sandbox-secret'))).toBe(Code.SIGNATURE_INVALID);
    expect(refused(() => p.parseCallback(body('checkout.paid'), undefined, now))).toBe(
      Code.SIGNATURE_INVALID,
    );
    expect(refused(() => parse(body('checkout.paid'), 'whsec_spiral', now.getTime() - 600_000))).toBe(
      Code.SIGNATURE_EXPIRED,
    );
    expect(refused(() => parse(body('checkout.paid', { paymentId: null })))).toBe(Code.VALIDATION_FAILED);
    // With no callback secret configured nothing verifies (an empty HMAC key is anyone's).
    const unset = spiralHttpProvider(env({ SPIRAL_CALLBACK_SECRET: '' }));
    const b = body('checkout.paid');
    expect(refused(() => unset.parseCallback(b, signCallback('', b, now.getTime()), now))).toBe(
      Code.SIGNATURE_INVALID,
    );
  });
});
