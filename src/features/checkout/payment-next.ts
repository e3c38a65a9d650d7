import { Code } from '@schemas/codes';
import type { OrderLabel } from '@machines/order-status';
import { TRANSACTION_FAILED } from './checkout.errors';

/**
 * The ways on from a payment result: pay again with the same method, choose another method, contact support,
 * see the order, or place a new order.
 */
export type NextStep = 'payAgain' | 'otherMethod' | 'support' | 'order' | 'newOrder';

/** Orders that take no more payment: their money questions go to the administrator (spec §8). */
const CLOSED: readonly string[] = ['CLOSED', 'CANCELLED', 'FULLPAID', 'DELIVERY', 'FINISHED'];

/** Whether a payment result is about an order that cannot be paid again (closed, cancelled, paid) or a duplicate. */
export const isClosedCase = (code: number, status: OrderLabel | null) =>
  code === Code.PAYMENT_REF_CONFLICT || (status !== null && CLOSED.includes(status));

/**
 * What the failure page offers for `code` (spec §8 Payment), given the order's status when it is known. The
 * first step is the main button.
 */
export function nextSteps(code: number, status: OrderLabel | null): NextStep[] {
  if (isClosedCase(code, status)) {
    return status === 'CANCELLED' ? ['newOrder', 'support', 'order'] : ['support', 'order'];
  }
  switch (code) {
    case Code.VERIFICATION_FAILED:
    case Code.CANCELLED_OR_NOT_VALID:
      return ['payAgain', 'otherMethod', 'order'];
    case Code.NETWORK_UNSTABLE:
    case Code.NETWORK_UNSTABLE_2:
    case TRANSACTION_FAILED:
    case Code.TRANSACTION_EXPIRED:
      return ['payAgain', 'order'];
    case Code.CARD_EXPIRED:
      return ['otherMethod', 'order'];
    case Code.PAYMENT_NOT_OPEN:
    case Code.CHECK_PAYMENT_EMAIL:
      return ['order', 'support'];
    default:
      return ['payAgain', 'otherMethod', 'support'];
  }
}
