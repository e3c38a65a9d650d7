import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { getAddress } from 'ethers';
import { SiweMessage } from 'siwe';
import { walletRequests } from '../../db/schema';
import type { Deps } from '../../http/context';
import { fail } from '../../http/errors';
import type { SiweNonce } from '../../schemas/wallets';
import { loadStep, type StepRow } from '../wallets/wallet-steps';

/** EIP-4361 statement the wallet shows the user; protocol text, not UI, so it is not translated. */
export const SIWE_STATEMENT = 'Sign in to link this wallet to your marketplace account.';

/** Steps that prove a wallet with SIWE: binding (connect, change) and a transfer's receiving wallet. */
const SIWE_OPS = ['CONNECT', 'CHANGE', 'TRANSFER'] as const;

/**
 * siweNonce: a fresh nonce for the step (EIP-4361 wants at least 8 alphanumerics; this is 32). Re-issuing
 * replaces an unused nonce, so only the latest message can sign in; once one was consumed, SIWE_NONCE_USED.
 */
export async function issueSiweNonce(
  deps: Deps,
  memberId: string,
  ref: string,
  domain: string,
): Promise<SiweNonce> {
  const step = await loadStep(deps, memberId, ref, { ops: SIWE_OPS, open: true });
  const chain = await deps.chains.get(step.blockchain);
  const nonce = randomBytes(16).toString('hex');
  const updated = await deps.db
    .update(walletRequests)
    .set({ nonce })
    .where(and(eq(walletRequests.ref, ref), isNull(walletRequests.nonceUsedAt)))
    .returning({ ref: walletRequests.ref });
  if (updated.length === 0) fail('SIWE_NONCE_USED');
  return {
    nonce,
    chainId: chain.chainId,
    domain,
    statement: SIWE_STATEMENT,
    expiresAt: step.expiresAt.toISOString(),
  };
}

/** Parses an EIP-4361 message; a malformed one is SIWE_INVALID. */
export function parseSiwe(message: string): SiweMessage {
  try {
    return new SiweMessage(message);
  } catch {
    fail('SIWE_INVALID', 'siwe_malformed');
  }
}

/**
 * Checks a signed SIWE message against the step: domain (the public host), chain id, nonce (the step's),
 * expiration/not-before at the server clock, and that the signer is the message's address. Answers the
 * checksummed address. Does not consume the nonce: consumeSiweNonce does, atomically, once checks passed.
 */
export async function verifySiwe(
  deps: Pick<Deps, 'now'>,
  step: Pick<StepRow, 'nonce'>,
  proof: { message: string; signature: string; domain: string; chainId: number },
): Promise<string> {
  const msg = parseSiwe(proof.message);
  if (msg.domain !== proof.domain) fail('SIWE_INVALID', 'siwe_domain');
  if (Number(msg.chainId) !== proof.chainId) fail('SIWE_INVALID', 'siwe_chain');
  if (!step.nonce || msg.nonce !== step.nonce) fail('SIWE_INVALID', 'siwe_nonce');
  let success = false;
  try {
    const res = await msg.verify(
      { signature: proof.signature, domain: proof.domain, nonce: step.nonce, time: deps.now().toISOString() },
      { suppressExceptions: true },
    );
    success = res.success;
  } catch {
    success = false;
  }
  if (!success) fail('SIWE_INVALID', 'siwe_signature');
  return getAddress(msg.address);
}

/** True when the message names the step's nonce and that nonce was already consumed (a replay). */
export function isReplay(step: Pick<StepRow, 'nonce' | 'nonceUsedAt'>, message: string): boolean {
  if (!step.nonce || !step.nonceUsedAt) return false;
  try {
    return new SiweMessage(message).nonce === step.nonce;
  } catch {
    return false;
  }
}

/** Consumes the nonce once: a conditional UPDATE, so of two concurrent uses only one wins (SIWE_NONCE_USED). */
export async function consumeSiweNonce(deps: Pick<Deps, 'db' | 'now'>, ref: string, nonce: string) {
  const used = await deps.db
    .update(walletRequests)
    .set({ nonceUsedAt: deps.now() })
    .where(
      and(eq(walletRequests.ref, ref), eq(walletRequests.nonce, nonce), isNull(walletRequests.nonceUsedAt)),
    )
    .returning({ ref: walletRequests.ref });
  if (used.length === 0) fail('SIWE_NONCE_USED');
}
