import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { paymentSessions } from '../../db/schema';
import type { Deps } from '../../http/context';
import { fail } from '../../http/errors';
import { sandboxesAllowed } from '../../sandboxes/exposure';
import { BYON_SIGNATURE_HEADER, type ByonPayerView } from '../../schemas/payments-byon';
import type { SessionRow } from '../provider';
import { providerForMethod } from '../providers';
import { sandboxSessionOf, sendLateTwice, signedJsonCallbacks } from '../sandbox-session';
import { BYON_SANDBOX, byonSandboxSecret, payerPath, sandboxVerdict, type PayerDecision } from './sandbox';

/** The queue that carries the sandbox's callbacks to /api/callbacks/byon (server/jobs/sandbox-callbacks.ts). */
export const BYON_CALLBACK_QUEUE = 'payments.byon-callback';
export type ByonCallbackJob = { body: { type: string; data: Record<string, string> } };

/** BYON's callbacks: JSON, signed with the callback secret as BYON signs them. */
export const byonCallbacks = signedJsonCallbacks<ByonCallbackJob>({
  provider: BYON_SANDBOX,
  queue: BYON_CALLBACK_QUEUE,
  path: '/api/callbacks/byon',
  header: BYON_SIGNATURE_HEADER,
  secret: byonSandboxSecret,
  json: (job) => job.body,
  ref: (job) => job.body.data.reference,
});

type PayerDeps = Pick<Deps, 'db' | 'env' | 'now' | 'queue' | 'custody' | 'chains'>;

/** The payer pages answer only while the BYON sandbox is the active BYON provider and sandboxes may run here. */
function assertSandbox(deps: Pick<Deps, 'env' | 'db' | 'chains'>) {
  if (!sandboxesAllowed(deps.env) || providerForMethod(deps, 'BYON').id !== BYON_SANDBOX) fail('NOT_FOUND');
}

/** The payer page's token: an HMAC of the ref under a key only this server holds, so it cannot be guessed. */
export function payerToken(deps: Pick<Deps, 'custody'>, ref: string): string {
  const key = deps.custody.deriveKey('byon-sandbox-payer/v1');
  return createHmac('sha256', key).update(ref).digest().subarray(0, 24).toString('base64url');
}

/** The QR payload of a sandbox session: the absolute payer page URL with its token. */
export const sandboxQrPayload = (deps: Pick<Deps, 'custody'>, ref: string, origin: string) =>
  `${origin}/${payerPath(ref)}&t=${payerToken(deps, ref)}`;

/** The sandbox session `ref`, when `t` is its token (else NOT_FOUND: a wrong token learns nothing). */
async function payerSession(deps: PayerDeps, ref: string, t: string): Promise<SessionRow> {
  assertSandbox(deps);
  const good = Buffer.from(payerToken(deps, ref));
  const given = Buffer.from(t);
  if (given.length !== good.length || !timingSafeEqual(given, good)) fail('NOT_FOUND');
  return sandboxSessionOf(deps, ref, BYON_SANDBOX);
}

const qrOver = (s: SessionRow, now: Date) => Date.parse(s.details.qrExpiresAt ?? '') <= now.getTime();

function payerStatus(s: SessionRow, now: Date): ByonPayerView['status'] {
  const decision = s.details.payer as PayerDecision | undefined;
  if (decision) return decision;
  if (s.status === 'SUCCEEDED') return 'PAID';
  if (s.status !== 'OPEN') return 'CLOSED';
  return qrOver(s, now) || s.expiresAt <= now ? 'EXPIRED' : 'OPEN';
}

/** What the scanned QR shows the payer: merchant, amount, expiry, and whether it can still be decided. */
export async function byonPayerView(deps: PayerDeps, ref: string, t: string): Promise<ByonPayerView> {
  const s = await payerSession(deps, ref, t);
  return {
    ref,
    merchant: 'Marketplace',
    amount: s.amount,
    currency: s.currency,
    expiresAt: s.details.qrExpiresAt ?? s.expiresAt.toISOString(),
    status: payerStatus(s, deps.now()),
  };
}

/**
 * The payer confirms or refuses: one decision per QR, taken by one conditional update (open, undecided, QR
 * not run out), so a double tap decides once. Then the signed callback is queued, late and twice. An expired
 * QR answers 1006; one already decided or closed, 1007.
 */
export async function byonPayerDecide(deps: PayerDeps, ref: string, t: string, decision: PayerDecision) {
  const before = await payerSession(deps, ref, t);
  const now = deps.now();
  const [s] = await deps.db
    .update(paymentSessions)
    .set({
      details: sql`${paymentSessions.details} || ${JSON.stringify({ payer: decision })}::jsonb`,
      updatedAt: now,
    })
    .where(
      and(
        eq(paymentSessions.id, before.id),
        eq(paymentSessions.status, 'OPEN'),
        sql`not (${paymentSessions.details} ? 'payer')`,
        sql`(${paymentSessions.details} ->> 'qrExpiresAt')::timestamptz > ${now.toISOString()}::timestamptz`,
        sql`${paymentSessions.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning();
  if (!s) fail(payerStatus(before, now) === 'EXPIRED' ? 'TRANSACTION_EXPIRED' : 'PAYMENT_NOT_OPEN');
  const v = sandboxVerdict(s, decision);
  const data = {
    id: v.providerRef,
    reference: s.ref,
    amount: s.amount,
    currency: s.currency,
    status: decision === 'PAID' ? 'PAID' : 'CANCELLED',
    ...(decision === 'PAID' ? { transactionId: `FPS${now.getTime()}` } : {}),
  };
  const job: ByonCallbackJob = {
    body: { type: decision === 'PAID' ? 'qr_payment.paid' : 'qr_payment.cancelled', data },
  };
  await sendLateTwice(deps, byonCallbacks, job);
  return { status: decision };
}
