import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchantAppConfigs, orders } from '../../db/schema';
import type { Deps } from '../../http/context';
import { fail } from '../../http/errors';
import { chainOfCurrency } from '../../payments/crypto';
import { minimumPayment } from '../../payments/provider';
import { methodSupported } from '../../payments/providers';
import { Code } from '../../schemas/codes';
import { CARD_MINIMUM_HKD_CENTS, ORDER_CURRENCIES, type OrderCurrency } from '../../schemas/orders';
import {
  CARD_METHODS,
  PAYMENT_METHODS,
  PAYMENT_METHODS_CONFIG,
  type PaymentMethod,
} from '../../schemas/payments';
import { canApply, type OrderRow } from '../orders/transition';

const PAY = { type: 'order.pay', by: 'BUYER' } as const;

/** An unpaid order past its 30 minutes is expired even before the expiry job has run. */
export function isExpired(order: OrderRow, now: Date): boolean {
  if (order.label === 'CANCELLED') return true;
  return order.label === 'NEW' && !order.cod && !!order.expiresAt && order.expiresAt <= now;
}

/** The coins crypto pays in: the order currencies with a chain. */
const CRYPTO_CURRENCIES = ORDER_CURRENCIES.filter((c) => chainOfCurrency(c) !== null);

/** The currencies `method` pays (spec §5: every fiat method HKD, crypto the order's own coin). */
export function methodCurrencies(method: PaymentMethod): OrderCurrency[] {
  return method === 'CRYPTO' ? [...CRYPTO_CURRENCIES] : ['HKD'];
}

/** The least one payment of `method` takes (spec §5): a card 1 USD in HKD, anything else 0.01. */
export function methodMinimum(method: PaymentMethod, currency: OrderCurrency): bigint {
  const own = methodCurrencies(method);
  const base = minimumPayment(own.includes(currency) ? currency : own[0]!);
  return CARD_METHODS.includes(method) && base < CARD_MINIMUM_HKD_CENTS ? CARD_MINIMUM_HKD_CENTS : base;
}

/**
 * The methods the merchant `mcId` offers at checkout: its PAYMENTMETHODS app config ({methods: [...]}, in its
 * order), kept to those this server supports; no config (or an unreadable one) offers every supported method.
 */
export async function offeredMethods(db: Db, mcId: string): Promise<PaymentMethod[]> {
  const supported = PAYMENT_METHODS.filter(methodSupported);
  const [row] = await db
    .select({ params: merchantAppConfigs.params })
    .from(merchantAppConfigs)
    .where(and(eq(merchantAppConfigs.mcId, mcId), eq(merchantAppConfigs.type, PAYMENT_METHODS_CONFIG)))
    .limit(1);
  const listed = row?.params.methods;
  if (!Array.isArray(listed)) return supported;
  return listed.filter((m): m is PaymentMethod => supported.includes(m as PaymentMethod));
}

/**
 * Why this method cannot pay `amount` of this order now, as a code (null: it can). Spec §5: at least 0.01, a
 * card at least 1 USD and in HKD, crypto in the order's coin; 1006 for an expired or cancelled order (place a
 * new one), 1007 when the order machine takes no payment or the merchant does not offer the method.
 */
export function paymentRefusal(
  order: OrderRow,
  method: PaymentMethod,
  amount: bigint | null,
  now: Date,
  offered: readonly PaymentMethod[],
) {
  if (isExpired(order, now)) return Code.TRANSACTION_EXPIRED;
  if (!canApply(order, PAY)) return Code.PAYMENT_NOT_OPEN;
  if (!methodSupported(method) || !offered.includes(method)) return Code.PAYMENT_NOT_OPEN;
  const rest = BigInt(order.totalAmount) - BigInt(order.paidAmount);
  const asked = amount ?? rest;
  if (asked > rest) return Code.VALIDATION_FAILED;
  if (!methodCurrencies(method).includes(order.currency)) return Code.VALIDATION_FAILED;
  if (asked < methodMinimum(method, order.currency)) return Code.PAYMENT_BELOW_MINIMUM;
  return null;
}

/** The buyer's own order, else NOT_FOUND (another member's order is not told apart from none). */
export async function buyersOrder(db: Db, memberId: string, orderId: string): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order || order.buyerId !== memberId) fail('NOT_FOUND', 'order_not_found');
  return order;
}

/**
 * listPaymentMethods: the methods the order's merchant offers, each with whether it can pay the rest of this
 * order now (and why not), its minimum and its currencies.
 */
export async function listPaymentMethods(deps: Pick<Deps, 'db' | 'now'>, memberId: string, orderId: string) {
  const order = await buyersOrder(deps.db, memberId, orderId);
  const offered = await offeredMethods(deps.db, order.mcId);
  return offered.map((method) => {
    const code = paymentRefusal(order, method, null, deps.now(), offered);
    return {
      method,
      available: code === null,
      code,
      minimum: methodMinimum(method, order.currency).toString(),
      currencies: methodCurrencies(method),
    };
  });
}
