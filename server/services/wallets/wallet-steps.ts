import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberWallets, walletRequests } from '../../db/schema';
import type { Env } from '../../env';
import type { Deps } from '../../http/context';
import { fail } from '../../http/errors';
import { Code } from '../../schemas/codes';
import {
  WALLET_STEP_TTL_MINUTES,
  type Blockchain,
  type WalletStep,
  type WalletType,
  type WalletUrl,
} from '../../schemas/wallets';
import { assertCustodialContact } from './custodial-wallets';
import { walletInUse } from './in-use';

export { walletInUse };

type StepOp = WalletStep['op'];
export type StepRow = typeof walletRequests.$inferSelect;

/** The origin the wallet page is opened at: PUBLIC_URL when set, else the origin the request came to. */
export function publicOrigin(env: Pick<Env, 'PUBLIC_URL'>, requestUrl: string): string {
  return (env.PUBLIC_URL || new URL(requestUrl).origin).replace(/\/+$/, '');
}

/** The host a Sign-In-with-Ethereum message must name (EIP-4361 domain): the public origin's host. */
export function siweDomain(env: Pick<Env, 'PUBLIC_URL'>, requestUrl: string): string {
  return new URL(publicOrigin(env, requestUrl)).host;
}

/** Custodial types run on the custonomy page (our own or the provider's widget); browser wallets on #/wallet. */
export function stepUrl(origin: string, walletType: WalletType | null, ref: string): string {
  const page = walletType === 'OWN' || walletType === 'CUSTONOMY' ? 'custonomy' : 'wallet';
  return `${origin}/#/${page}?ref=${ref}`;
}

/**
 * Opens a wallet step (connect, unbind, change, withdraw, transfer): the ref is 32 random url-safe characters,
 * unguessable, so the new window's URL is the step's only handle. Reused by withdrawals and transfers.
 */
export async function openWalletStep(
  deps: Pick<Deps, 'db' | 'now'>,
  step: {
    memberId: string;
    op: StepOp;
    blockchain: Blockchain;
    walletType?: WalletType | null;
    subjectId?: string;
  },
): Promise<StepRow> {
  const ref = randomBytes(24).toString('base64url');
  const [row] = await deps.db
    .insert(walletRequests)
    .values({
      ref,
      memberId: step.memberId,
      op: step.op,
      blockchain: step.blockchain,
      walletType: step.walletType ?? null,
      subjectId: step.subjectId ?? null,
      expiresAt: new Date(deps.now().getTime() + WALLET_STEP_TTL_MINUTES * 60_000),
    })
    .returning();
  return row!;
}

/** getConnectWalletUrl: custodial types first need a contact on the account (spec §5). */
export async function connectWalletUrl(
  deps: Deps,
  memberId: string,
  q: { blockchain: Blockchain; walletType: WalletType; op: 'connect' | 'change' },
  origin: string,
): Promise<WalletUrl> {
  await deps.chains.get(q.blockchain); // a chain that is off answers CHAIN_UNAVAILABLE before a window opens
  if (q.walletType === 'OWN' || q.walletType === 'CUSTONOMY') await assertCustodialContact(deps, memberId);
  const op = q.op === 'change' ? 'CHANGE' : 'CONNECT';
  const row = await openWalletStep(deps, {
    memberId,
    op,
    blockchain: q.blockchain,
    walletType: q.walletType,
  });
  return { url: stepUrl(origin, q.walletType, row.ref), ref: row.ref, blockchain: q.blockchain };
}

/** getUnbindWalletUrl: refuses early (NO_WALLET, WALLET_IN_USE); playerDisconnect checks again. */
export async function unbindWalletUrl(
  deps: Deps,
  memberId: string,
  q: { blockchain: Blockchain; walletType: WalletType },
  origin: string,
): Promise<WalletUrl> {
  const [bound] = await deps.db
    .select({ walletType: memberWallets.walletType })
    .from(memberWallets)
    .where(and(eq(memberWallets.memberId, memberId), eq(memberWallets.blockchain, q.blockchain)))
    .limit(1);
  if (!bound) fail('NO_WALLET');
  if (await walletInUse(deps.db, memberId, q.blockchain)) fail('WALLET_IN_USE');
  const row = await openWalletStep(deps, {
    memberId,
    op: 'UNBIND',
    blockchain: q.blockchain,
    walletType: bound.walletType,
  });
  return { url: `${origin}/#/wallet?ref=${row.ref}`, ref: row.ref, blockchain: q.blockchain };
}

/**
 * The caller's step by ref: unknown, another member's, expired, of another kind or (with `open`) finished all
 * answer WALLET_REF_INVALID, so a ref reveals nothing about other members.
 */
export async function loadStep(
  deps: Pick<Deps, 'db' | 'now'>,
  memberId: string,
  ref: string,
  opts: { ops?: readonly StepOp[]; open?: boolean } = {},
): Promise<StepRow> {
  const [row] = await deps.db.select().from(walletRequests).where(eq(walletRequests.ref, ref)).limit(1);
  if (!row || row.memberId !== memberId) fail('WALLET_REF_INVALID');
  if (opts.ops && !opts.ops.includes(row.op)) fail('WALLET_REF_INVALID');
  if (opts.open && row.status !== 'OPEN') fail('WALLET_REF_INVALID');
  if (row.status === 'OPEN' && row.expiresAt.getTime() <= deps.now().getTime()) fail('WALLET_REF_INVALID');
  return row;
}

/** walletStep: what the step page needs to run it. */
export async function getWalletStep(deps: Deps, memberId: string, ref: string): Promise<WalletStep> {
  const row = await loadStep(deps, memberId, ref);
  const chain = await deps.chains.get(row.blockchain);
  return {
    ref: row.ref,
    op: row.op,
    blockchain: row.blockchain,
    chainId: chain.chainId,
    walletType: row.walletType,
    status: row.status,
    resultCode: row.resultCode,
    expiresAt: row.expiresAt.toISOString(),
    subjectId: row.subjectId,
  };
}

/** Closes an OPEN step once: DONE with 200, or FAILED with the refusal's code. */
export async function finishStep(db: Db, ref: string, code: number, now: Date): Promise<void> {
  await db
    .update(walletRequests)
    .set({ status: code === Code.OK ? 'DONE' : 'FAILED', resultCode: code, completedAt: now })
    .where(and(eq(walletRequests.ref, ref), eq(walletRequests.status, 'OPEN')));
}

/** Records a failed attempt on a step that stays OPEN (e.g. a wrong signature: the window may try again). */
export async function noteAttempt(db: Db, ref: string, code: number): Promise<void> {
  await db
    .update(walletRequests)
    .set({ resultCode: code })
    .where(and(eq(walletRequests.ref, ref), eq(walletRequests.status, 'OPEN')));
}
