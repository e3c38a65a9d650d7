import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobDbOf } from '../../db/job-db';
import { orders, paymentSessions } from '../../db/schema';
import type { Deps } from '../../http/context';
import { ApiError, fail } from '../../http/errors';
import { chainOfCurrency, CRYPTO, receivingAddress } from '../../payments/crypto';
import { providerForMethod } from '../../payments/providers';
import { Code } from '../../schemas/codes';
import type { OrderCurrency } from '../../schemas/orders';
import { PAYMENT_SESSION_MINUTES, type CreatePaymentForm, type PaymentStarted } from '../../schemas/payments';
import { custodialAddress } from '../wallets/custodial-wallets';
import { lockOrder, transitionOrder } from '../orders/transition';
import { CRYPTO_QUEUE, cryptoJobOptions } from './crypto-watch';
import { buyersOrder, offeredMethods, paymentRefusal } from './methods';

const PAY = { type: 'order.pay', by: 'BUYER' } as const;

/**
 * createPayment: the buyer starts paying (all that is left, or a deposit). Records a payment session and the
 * order's 'order.pay' event in one transaction; then the method's provider opens its session, and a crypto
 * payment from the custodial wallet is handed to the watcher job, which sends it. Nothing is paid here.
 */
export async function createPayment(
  deps: Pick<Deps, 'db' | 'env' | 'now' | 'queue' | 'chains' | 'custody'>,
  memberId: string,
  form: CreatePaymentForm,
  returnUrl: (ref: string) => string = (ref) => `#/checkpay?ref=${ref}`,
): Promise<PaymentStarted> {
  const now = deps.now();
  const amount = form.amount === undefined ? null : BigInt(form.amount);
  const first = await buyersOrder(deps.db, memberId, form.orderId);
  // Only what the order's merchant offers (listPaymentMethods shows the same list and codes).
  const offered = await offeredMethods(deps.db, first.mcId);
  const refused = paymentRefusal(first, form.method, amount, now, offered);
  if (refused !== null) throw new ApiError(refused, refusalMessage(refused));

  const currency: OrderCurrency = first.currency;
  const blockchain = form.method === 'CRYPTO' ? chainOfCurrency(currency)! : null;
  // A fiat method pays through its provider's session (hosted page, QR, card form).
  const hosted = form.method === 'CRYPTO' ? null : providerForMethod(deps, form.method);
  const details: Record<string, string> = {};
  let chainId: number | null = null;
  if (blockchain) {
    const at = await receivingAddress(deps, blockchain);
    chainId = at.chainId;
    Object.assign(details, { blockchain, to: at.to, wallet: form.wallet });
    if (form.wallet === 'OWN') {
      const from = await custodialAddress(deps, memberId);
      if (!from) fail('NO_WALLET');
      details.from = from;
      // Refused now with its own code rather than failing later in the watcher: the wallet must hold the
      // amount and the gas of a plain transfer.
      const wanted = amount ?? BigInt(first.totalAmount) - BigInt(first.paidAmount);
      const client = await deps.chains.get(blockchain);
      const [balance, fee] = await Promise.all([
        client.provider.getBalance(from),
        client.provider.getFeeData(),
      ]);
      const gas = 21_000n * (fee.maxFeePerGas ?? fee.gasPrice ?? 0n);
      if (balance < wanted + gas) fail('INSUFFICIENT_FUNDS', 'custodial_wallet_balance_too_low');
    }
  }
  const ref = randomBytes(24).toString('base64url');
  const watched = blockchain !== null && form.wallet === 'OWN';
  if (watched) await deps.queue.ensure(CRYPTO_QUEUE);
  const session = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const order = await lockOrder(tx, form.orderId);
    const again = paymentRefusal(order, form.method, amount, now, offered);
    if (again !== null) throw new ApiError(again, refusalMessage(again));
    const value = amount ?? BigInt(order.totalAmount) - BigInt(order.paidAmount);
    const ttl = new Date(now.getTime() + PAYMENT_SESSION_MINUTES * 60_000);
    const expiresAt =
      order.label === 'NEW' && order.expiresAt && order.expiresAt < ttl ? order.expiresAt : ttl;
    // One open attempt per order: a new one closes the earlier ones, so two partial attempts opened side by
    // side cannot both be paid past the total (money that still arrives on a closed attempt is recorded, and a
    // payment the order no longer needs is refunded by the order machine's refundUnneeded).
    await tx
      .update(paymentSessions)
      .set({ status: 'CANCELLED', updatedAt: now })
      .where(and(eq(paymentSessions.orderId, order.id), eq(paymentSessions.status, 'OPEN')));
    const [row] = await tx
      .insert(paymentSessions)
      .values({
        orderId: order.id,
        provider: hosted ? hosted.id : CRYPTO,
        ref,
        amount: value.toString(),
        currency,
        details,
        expiresAt,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await transitionOrder(
      tx,
      order,
      { event: PAY, actorId: memberId, cause: { ref, method: form.method, amount: value.toString() } },
      async (o) => ({ state: o.state, paymentState: o.paymentState, fulfilment: o.fulfilment }),
      now,
    );
    await tx.update(orders).set({ paymentMethod: form.method }).where(eq(orders.id, order.id));
    // The watcher that sends from the custodial wallet commits with the session it watches.
    if (watched)
      await deps.queue.send(
        CRYPTO_QUEUE,
        { sessionId: row!.id },
        { ...cryptoJobOptions(row!.id), db: jobDbOf(tx) },
      );
    return row!;
  });

  let redirectUrl: string | null = null;
  if (hosted) {
    const opened = await hosted
      .createSession({
        ref,
        amount: BigInt(session.amount),
        currency,
        orderNumber: first.number,
        title: first.title,
        returnUrl: returnUrl(ref),
        expiresAt: session.expiresAt,
      })
      .catch(async (err: unknown) => {
        await deps.db
          .update(paymentSessions)
          .set({ status: 'FAILED', failureCode: Code.NETWORK_UNSTABLE, updatedAt: now })
          .where(eq(paymentSessions.id, session.id));
        throw err;
      });
    redirectUrl = opened.redirectUrl;
    if (opened.providerRef || opened.details) {
      await deps.db
        .update(paymentSessions)
        .set({
          ...(opened.providerRef ? { providerRef: opened.providerRef } : {}),
          ...(opened.details ? { details: { ...session.details, ...opened.details } } : {}),
        })
        .where(eq(paymentSessions.id, session.id));
    }
  }
  return {
    ref,
    method: form.method,
    amount: session.amount,
    currency,
    status: 'OPEN',
    redirectUrl,
    crypto: blockchain
      ? {
          blockchain,
          chainId: chainId!,
          to: details.to!,
          valueWei: session.amount,
          from: details.from ?? null,
          txHash: null,
        }
      : null,
  };
}

function refusalMessage(code: number): string {
  if (code === Code.TRANSACTION_EXPIRED) return 'order_expired_place_a_new_order';
  if (code === Code.VALIDATION_FAILED) return 'amount_or_method_not_for_this_order';
  return code === Code.PAYMENT_NOT_OPEN ? 'payment_not_open' : 'payment_below_minimum';
}
