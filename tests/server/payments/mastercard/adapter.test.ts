import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../../../server/env';
import { ApiError } from '../../../../server/http/errors';
import { mastercardAdapter, refundTransactionId } from '../../../../server/payments/mastercard/adapter';
import { toDecimal, toMinor } from '../../../../server/payments/mastercard/notification';
import { Code } from '../../../../server/schemas/codes';
import { MERCHANT, PASSWORD, startGateway, type Gateway } from './gateway-stand-in';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw.close());

const SECRET = 'notification-secret-0123456789';
const env = (over: Record<string, string> = {}) =>
  readEnv({
    MASTERCARD_GATEWAY_URL: gw.url,
    MASTERCARD_MERCHANT_ID: MERCHANT,
    MASTERCARD_API_PASSWORD: PASSWORD,
    MASTERCARD_WEBHOOK_SECRET: SECRET,
    PUBLIC_URL: 'https://shop.example',
    ...over,
  });
const codeOf = async (p: Promise<unknown> | (() => unknown)) => {
  try {
    await (typeof p === 'function' ? p() : p);
    return 200;
  } catch (e) {
    return e instanceof ApiError ? e.code : -1;
  }
};
const REF = 'ref_adapter_000000000001';

describe('amounts', () => {
  it('turn minor units into the gateway decimal and back without floats', () => {
    expect(toDecimal(2000n)).toBe('20.00');
    expect(toDecimal(5n)).toBe('0.05');
    expect(toDecimal(123456789012345678901n)).toBe('1234567890123456789.01');
    expect(toMinor('20')).toBe(2000n);
    expect(toMinor('20.5')).toBe(2050n);
    expect(toMinor('0.07')).toBe(7n);
    expect(() => toMinor('1.005')).toThrow();
  });
});

describe('the MPGS adapter against a local gateway', () => {
  it('opens an INITIATE_CHECKOUT session with basic auth: PURCHASE, our ref as order id, a decimal amount', async () => {
    const out = await mastercardAdapter(env()).createSession({
      ref: REF,
      amount: 2000n,
      currency: 'HKD',
      orderNumber: 'N1',
      title: 'Mug',
      returnUrl: `#/checkpay?ref=${REF}`,
    });
    expect(out.redirectUrl).toBe(`#/masterCard?ref=${REF}`);
    expect(out.providerRef).toMatch(/^SESSION/);
    const call = gw.calls.at(-1)!;
    expect(call).toMatchObject({
      method: 'POST',
      path: `/api/rest/version/100/merchant/${MERCHANT}/session`,
      body: {
        apiOperation: 'INITIATE_CHECKOUT',
        interaction: {
          operation: 'PURCHASE',
          returnUrl: `https://shop.example/#/masterSuccess?ref=${REF}`,
          cancelUrl: `https://shop.example/#/masterCard?ref=${REF}`,
        },
        order: { id: REF, amount: '20.00', currency: 'HKD', description: 'N1 Mug' },
      },
    });
  });

  it('a wrong password, a gateway error or no gateway at all answers 1005', async () => {
    const start = {
      ref: REF,
      amount: 1n,
      currency: 'HKD' as const,
      orderNumber: 'N',
      title: 'T',
      returnUrl: '',
    };
    expect(await codeOf(mastercardAdapter(env({ MASTERCARD_API_PASSWORD: 'x' })).createSession(start))).toBe(
      Code.NETWORK_UNSTABLE,
    );
    gw.state.failNext = 1;
    expect(await codeOf(mastercardAdapter(env()).createSession(start))).toBe(Code.NETWORK_UNSTABLE);
    const down = mastercardAdapter(env({ MASTERCARD_GATEWAY_URL: 'http://127.0.0.1:9' }));
    expect(await codeOf(down.createSession(start))).toBe(Code.NETWORK_UNSTABLE);
  });

  it('reads notifications: success, decline, expired card, cancel; refuses a wrong or missing secret', async () => {
    const p = mastercardAdapter(env());
    const body = (result: string, gatewayCode: string, status = 'CAPTURED') =>
      JSON.stringify({
        result,
        order: { id: REF, status, amount: 20, currency: 'HKD' },
        response: { gatewayCode },
        transaction: { id: '7', type: 'PAYMENT', amount: '20.00', currency: 'HKD' },
      });
    expect(p.parseCallback(body('SUCCESS', 'APPROVED'), SECRET, new Date())).toEqual({
      ref: REF,
      providerRef: `${REF}:7`,
      outcome: 'APPROVED',
      amount: 2000n,
      currency: 'HKD',
    });
    expect(p.parseCallback(body('FAILURE', 'DECLINED', 'FAILED'), SECRET, new Date())!.outcome).toBe(
      'DECLINED',
    );
    expect(p.parseCallback(body('FAILURE', 'EXPIRED_CARD', 'FAILED'), SECRET, new Date())!.outcome).toBe(
      'EXPIRED_CARD',
    );
    expect(p.parseCallback(body('FAILURE', 'ABORTED', 'CANCELLED'), SECRET, new Date())!.outcome).toBe(
      'CANCELLED',
    );
    expect(p.parseCallback(body('PENDING', 'PENDING', 'INITIATED'), SECRET, new Date())).toBeNull();
    const ok = body('SUCCESS', 'APPROVED');
    expect(await codeOf(() => p.parseCallback(ok, 'wrong', new Date()))).toBe(Code.SIGNATURE_INVALID);
    expect(await codeOf(() => p.parseCallback(ok, undefined, new Date()))).toBe(Code.SIGNATURE_INVALID);
    const unset = mastercardAdapter(env({ MASTERCARD_WEBHOOK_SECRET: '' }));
    expect(await codeOf(() => unset.parseCallback(ok, '', new Date()))).toBe(Code.SIGNATURE_INVALID);
  });

  it('a refund made at the gateway is REFUNDED of its target; our own refunds are ignored', () => {
    const p = mastercardAdapter(env());
    const refund = (id: string) =>
      JSON.stringify({
        result: 'SUCCESS',
        order: { id: REF, status: 'REFUNDED' },
        transaction: { id, type: 'REFUND', amount: '5.00', currency: 'HKD', targetTransactionId: '7' },
      });
    expect(p.parseCallback(refund('portal-1'), SECRET, new Date())).toEqual({
      ref: REF,
      providerRef: `${REF}:7`,
      outcome: 'REFUNDED',
      amount: 500n,
      currency: 'HKD',
      refundRef: `mc-refund:${REF}:portal-1`,
    });
    expect(p.parseCallback(refund(refundTransactionId('refund:x')), SECRET, new Date())).toBeNull();
  });

  it('asks Retrieve Order: captured → APPROVED with its transaction, failed → its code, unknown → null', async () => {
    const p = mastercardAdapter(env());
    const session = (ref: string) => ({ ref }) as never;
    expect(await p.query!(session('ref_nobody_paid_000001'))).toBeNull();
    gw.pay('ref_query_ok_0000000001', '20.00', 'DECLINED', '1');
    expect(await p.query!(session('ref_query_ok_0000000001'))).toMatchObject({ outcome: 'DECLINED' });
    gw.pay('ref_query_ok_0000000001', '20.00', 'APPROVED', '2');
    expect(await p.query!(session('ref_query_ok_0000000001'))).toEqual({
      ref: 'ref_query_ok_0000000001',
      providerRef: 'ref_query_ok_0000000001:2',
      outcome: 'APPROVED',
      amount: 2000n,
      currency: 'HKD',
    });
    gw.pay('ref_query_exp_000000001', '20.00', 'EXPIRED_CARD');
    expect(await p.query!(session('ref_query_exp_000000001'))).toMatchObject({ outcome: 'EXPIRED_CARD' });
  });

  it('refunds under a transaction id derived from the key: asked twice, refunded once; 1005 when down', async () => {
    const p = mastercardAdapter(env());
    gw.pay('ref_refund_00000000001', '20.00', 'APPROVED', '1');
    const capture = { providerRef: 'ref_refund_00000000001:1', currency: 'HKD' } as never;
    const r = { amount: 2000n, key: 'refund:ref_refund_00000000001:1', reason: 'unneeded' };
    const first = await p.refund(capture, r);
    expect(await p.refund(capture, r)).toEqual(first);
    const refunds = gw.orders
      .get('ref_refund_00000000001')!
      .transaction.filter((t) => t.transaction.type === 'REFUND');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.transaction).toMatchObject({
      amount: '20.00',
      targetTransactionId: '1',
      id: first.refundRef,
    });
    gw.state.failNext = 1;
    expect(await codeOf(p.refund(capture, { ...r, key: 'refund:other' }))).toBe(Code.NETWORK_UNSTABLE);
  });
});
