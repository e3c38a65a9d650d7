import { lt } from 'drizzle-orm';
import { rateLimits, sessions, signatureNonces } from '../db/schema';
import type { Deps } from '../http/context';
import { SCHEDULED } from './queue';
import { registerBalanceWorkers } from './withdraw-payout';
import { registerMintWorker } from './mint';
import { registerFulfilmentWorkers } from './order-fulfil';
import { registerPaymentWorkers } from './payments';
import { registerSandboxCallbackWorkers } from './sandbox-callbacks';
import { registerReceiptWorker } from './payment-receipts';
import { registerOrderExpiry } from './order-expiry';
import { registerTransferWorker } from './transfer';
import { registerLoyaltyWorkers } from './loyalty';
import { registerCoinWorkers } from './coins';
import { registerCoinChainWorkers } from './coin-chain';
import { registerTicketChainWorkers } from './ticket-chain';
import { registerMerchantRenewals } from './merchant-renewals';
import { registerAuctionWorkers } from './auctions';
import { registerNotificationWorker } from './notifications';

/** Registers every background worker; later issues add theirs here (mint, expiry, withdraw). */
export async function registerWorkers(deps: Deps) {
  const { boss } = deps.queue;
  await boss.createQueue('maintenance.prune');
  await boss.schedule('maintenance.prune', '*/5 * * * *');
  await boss.work('maintenance.prune', SCHEDULED, async () => {
    await pruneExpired(deps);
  });
  // Mail recorded in the outbox is delivered right after its transaction; this sweep retries what a
  // crash or an unreachable SMTP server left behind.
  await boss.createQueue('mail.deliver');
  await boss.schedule('mail.deliver', '* * * * *');
  await boss.work('mail.deliver', SCHEDULED, async () => {
    await deps.mailer.deliverPending();
  });
  await registerMintWorker(deps);
  await registerTransferWorker(deps);
  await registerBalanceWorkers(deps);
  await registerFulfilmentWorkers(deps);
  await registerPaymentWorkers(deps);
  await registerSandboxCallbackWorkers(deps);
  await registerReceiptWorker(deps);
  await registerOrderExpiry(deps);
  await registerLoyaltyWorkers(deps);
  await registerCoinWorkers(deps);
  await registerCoinChainWorkers(deps);
  await registerTicketChainWorkers(deps);
  await registerMerchantRenewals(deps);
  await registerAuctionWorkers(deps);
  await registerNotificationWorker(deps);
}

/** Deletes nonces past the skew window, old rate-limit windows and expired sessions. */
export async function pruneExpired({ db, env, now }: Pick<Deps, 'db' | 'env' | 'now'>) {
  const t = now().getTime();
  await db
    .delete(signatureNonces)
    .where(lt(signatureNonces.createdAt, new Date(t - 2 * env.SIGNATURE_MAX_SKEW_SECONDS * 1000)));
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(t - 5 * 60_000)));
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date(t)));
}
