import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  parseStripeWebhook,
  verdictOfEvent,
  verdictOfIntent,
} from '../../../../server/payments/stripe/events';
import { Code } from '../../../../server/schemas/codes';

const pi = (o: Record<string, unknown> = {}) => ({
  id: 'pi_1',
  object: 'payment_intent',
  amount: 2000,
  amount_received: 0,
  currency: 'hkd',
  status: 'requires_payment_method',
  metadata: { ref: 'ref_1' },
  last_payment_error: null,
  ...o,
});
const event = (type: string, object: unknown) => ({ id: 'evt_1', object: 'event', type, data: { object } });
const sdk = new Stripe('sk_test_offline');

describe("Stripe events' verdicts", () => {
  it('reads a PaymentIntent by its status: only succeeded, canceled and a failed attempt are decided', () => {
    expect(verdictOfIntent(pi({ status: 'succeeded', amount_received: 2000 }) as never, 'r')).toEqual({
      ref: 'r',
      providerRef: 'pi_1',
      outcome: 'APPROVED',
      amount: 2000n,
      currency: 'HKD',
    });
    expect(verdictOfIntent(pi({ status: 'canceled' }) as never, 'r')?.outcome).toBe('CANCELLED');
    const failed = pi({ last_payment_error: { code: 'card_declined', decline_code: 'expired_card' } });
    expect(verdictOfIntent(failed as never, 'r')?.outcome).toBe('EXPIRED_CARD');
    for (const status of [
      'requires_payment_method',
      'requires_action',
      'processing',
      'requires_confirmation',
    ])
      expect(verdictOfIntent(pi({ status }) as never, 'r')).toBeNull();
  });

  it('ignores events it does not act on, and payments not made through us (no metadata.ref)', () => {
    expect(verdictOfEvent(event('payment_intent.created', {}))).toBeNull();
    expect(verdictOfEvent(event('customer.created', { id: 'cus_1' }))).toBeNull();
    expect(
      verdictOfEvent(event('payment_intent.succeeded', pi({ status: 'succeeded', metadata: {} }))),
    ).toBeNull();
  });

  it('charge.refunded: the newest refund, keyed by our refund key when we made it; none listed → null', () => {
    const charge = (refunds: unknown) => ({
      id: 'ch_1',
      payment_intent: 'pi_1',
      currency: 'hkd',
      metadata: { ref: 'ref_1' },
      refunds,
    });
    const ours = { id: 're_2', amount: 300, status: 'succeeded', metadata: { key: 'refund:pi_1:excess' } };
    const older = { id: 're_1', amount: 100, status: 'succeeded', metadata: {} };
    expect(verdictOfEvent(event('charge.refunded', charge({ data: [ours, older] })))).toEqual({
      ref: 'ref_1',
      providerRef: 'pi_1',
      outcome: 'REFUNDED',
      amount: 300n,
      currency: 'HKD',
      refundRef: 'refund:pi_1:excess',
    });
    expect(verdictOfEvent(event('charge.refunded', charge(null)))).toBeNull();
    expect(
      verdictOfEvent(event('charge.refunded', charge({ data: [{ ...older, status: 'failed' }] }))),
    ).toBeNull();
  });

  it('refund.created / refund.updated: one refund once it succeeded; a dashboard refund has no ref of ours', () => {
    const refund = (over: Record<string, unknown>) => ({
      id: 're_9',
      amount: 250,
      status: 'succeeded',
      payment_intent: 'pi_1',
      currency: 'hkd',
      metadata: { key: 'refund:pi_1:1', ref: 'ref_1' },
      ...over,
    });
    expect(verdictOfEvent(event('refund.created', refund({})))).toEqual({
      ref: 'ref_1',
      providerRef: 'pi_1',
      outcome: 'REFUNDED',
      amount: 250n,
      currency: 'HKD',
      refundRef: 'refund:pi_1:1',
    });
    expect(verdictOfEvent(event('refund.updated', refund({ metadata: {} })))).toMatchObject({
      ref: '',
      refundRef: 're_9',
    });
    expect(verdictOfEvent(event('refund.created', refund({ status: 'pending' })))).toBeNull();
    expect(verdictOfEvent(event('refund.updated', refund({ status: 'failed' })))).toBeNull();
  });

  it('a well-signed event of the wrong shape is a validation failure, not a verdict', () => {
    const body = JSON.stringify(event('payment_intent.succeeded', { id: 'not-a-pi' }));
    const now = new Date();
    const header = sdk.webhooks.generateTestHeaderString({
      payload: body,
      secret: 'whsec_x',
      timestamp: Math.floor(now.getTime() / 1000),
    });
    expect(() => parseStripeWebhook(sdk, 'whsec_x', body, header, now)).toThrow(
      expect.objectContaining({ code: Code.VALIDATION_FAILED }),
    );
    expect(() => parseStripeWebhook(sdk, '', body, header, now)).toThrow(
      expect.objectContaining({ code: Code.SIGNATURE_INVALID }),
    );
  });
});
