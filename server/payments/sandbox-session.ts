import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import { paymentSessions } from '../db/schema';
import type { Deps } from '../http/context';
import { fail } from '../http/errors';
import { signCallback, type SessionRow } from './provider';

/**
 * What every sandbox's hosted page shares: finding its own session, taking the payer's one decision, showing the
 * session's header, and sending its callbacks late and twice as real processors do.
 */

/** The session `ref` when the sandbox `providerId` holds it; NOT_FOUND otherwise (another provider's learns nothing). */
export async function sandboxSessionOf(
  deps: Pick<Deps, 'db'>,
  ref: string,
  providerId: string,
): Promise<SessionRow> {
  const [s] = await deps.db.select().from(paymentSessions).where(eq(paymentSessions.ref, ref)).limit(1);
  if (!s || s.provider !== providerId) fail('NOT_FOUND');
  return s;
}

/** The session is still within its time at `now` (a condition for decideOnce's `when`). */
export const unexpiredAt = (now: Date): SQL => gt(paymentSessions.expiresAt, now);

/**
 * Moves the OPEN sandbox session `ref` on by merging `details` into it, in one conditional update (`when`
 * holds), so a double submit decides once; PAYMENT_NOT_OPEN when it cannot, NOT_FOUND when there is none.
 */
export async function decideOnce(
  deps: Pick<Deps, 'db' | 'now'>,
  ref: string,
  providerId: string,
  details: Record<string, string>,
  when: SQL,
): Promise<SessionRow> {
  const [s] = await deps.db
    .update(paymentSessions)
    .set({
      details: sql`${paymentSessions.details} || ${JSON.stringify(details)}::jsonb`,
      updatedAt: deps.now(),
    })
    .where(
      and(
        eq(paymentSessions.ref, ref),
        eq(paymentSessions.provider, providerId),
        eq(paymentSessions.status, 'OPEN'),
        when,
      ),
    )
    .returning();
  if (!s) {
    await sandboxSessionOf(deps, ref, providerId);
    fail('PAYMENT_NOT_OPEN');
  }
  return s;
}

/** A hosted page's header: what is paid and whether it is still open (EXPIRED once past its time). */
export function sandboxHeader(s: SessionRow, now: Date) {
  const expired = s.status === 'OPEN' && s.expiresAt <= now;
  return {
    ref: s.ref,
    amount: s.amount,
    currency: s.currency,
    status: expired ? ('EXPIRED' as const) : s.status,
  };
}

/** Seconds before the first and the repeated delivery: callbacks arrive late and twice, as real ones do. */
const DELIVERIES = [1, 3];

/**
 * How a sandbox sends one kind of callback, as the party it stands in for does: on its own queue, to the path
 * the real party posts to, the body as it sends it, and the headers it signs at sending time, so a late or
 * repeated delivery is still fresh. `ref` names the payment in the log of a refused delivery (never a
 * signature or a secret). server/jobs/sandbox-callbacks.ts delivers every kind the same way.
 */
export type SandboxCallbacks<J> = {
  provider: string;
  queue: string;
  path: (job: J) => string;
  body: (job: J) => { contentType: string; text: string };
  headers: (deps: Pick<Deps, 'env' | 'now'>, body: string) => Record<string, string>;
  ref: (job: J) => string | undefined;
};

/**
 * Callbacks whose body is JSON, signed with signCallback (a timestamp and an HMAC) under the provider's
 * callback secret in its own header, as BYON and Spiral sign theirs.
 */
export function signedJsonCallbacks<J>(o: {
  provider: string;
  queue: string;
  path: string;
  header: string;
  secret: (env: Deps['env']) => string;
  json: (job: J) => unknown;
  ref: (job: J) => string | undefined;
}): SandboxCallbacks<J> {
  return {
    provider: o.provider,
    queue: o.queue,
    path: () => o.path,
    body: (job) => ({ contentType: 'application/json', text: JSON.stringify(o.json(job)) }),
    headers: (deps, body) => ({ [o.header]: signCallback(o.secret(deps.env), body, deps.now().getTime()) }),
    ref: o.ref,
  };
}

/** Queues `job` twice, late, on its kind's queue; the worker signs and delivers it (retried while the API is down). */
export async function sendLateTwice<J extends object>(
  deps: Pick<Deps, 'queue'>,
  callbacks: SandboxCallbacks<J>,
  job: J,
) {
  for (const startAfter of DELIVERIES) {
    await deps.queue.send(callbacks.queue, job, {
      startAfter,
      retryLimit: 10,
      retryDelay: 2,
      retryBackoff: true,
    });
  }
}
