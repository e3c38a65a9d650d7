import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { memberWallets, walletRequests } from '../../db/schema';
import { CUSTONOMY_SANDBOX_SECRET, signingKeys } from '../../env';
import type { Deps } from '../../http/context';
import { fail } from '../../http/errors';
import { sandboxesAllowed } from '../../sandboxes/exposure';
import { WalletCallbackForm, type WalletCallbackParams } from '../../schemas/wallets';
import { bindAndFinish, unbindAndFinish } from './connect';

/** The provider's header: hex HMAC-SHA256 of the raw body under CUSTONOMY_CALLBACK_SECRET. */
export const PROVIDER_SIGNATURE_HEADER = 'X-Provider-Signature';

/** Signs a callback body as the provider does (used by the sandbox provider and tests). */
export function providerSignature(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

function signatureMatches(secret: string, rawBody: string, given: string | undefined): boolean {
  if (!given || !/^[0-9a-fA-F]{64}$/.test(given)) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

export type CallbackResult = {
  action: 'bind' | 'unbind';
  blockchain: 'ETHEREUM' | 'POLYGON';
  walletAddress: string | null;
  changed: boolean;
};

/**
 * walletAddressCallback (spec §7): the CUSTONOMY provider reports a wallet bound or unbound for a member's step.
 * Trust comes only from the body's HMAC (compared in constant time); the path's token is the step's ref, never
 * a session token. A repeated identical callback finds the step DONE with the same outcome and answers 200
 * without changes.
 */
export async function handleWalletCallback(
  deps: Deps,
  params: v.InferOutput<typeof WalletCallbackParams>,
  rawBody: string,
  signature: string | undefined,
): Promise<CallbackResult> {
  // The default secret is public: a callback signed with it counts only where sandboxes may run.
  const publicSecret = deps.env.CUSTONOMY_CALLBACK_SECRET === CUSTONOMY_SANDBOX_SECRET;
  if (publicSecret && !sandboxesAllowed(deps.env)) fail('SIGNATURE_INVALID');
  if (!signatureMatches(deps.env.CUSTONOMY_CALLBACK_SECRET, rawBody, signature)) fail('SIGNATURE_INVALID');
  const parsed = v.safeParse(WalletCallbackForm, Object.fromEntries(new URLSearchParams(rawBody)));
  if (!parsed.success) fail('VALIDATION_FAILED');
  const { address, blockchain } = parsed.output;
  if (!signingKeys(deps.env).has(params.appId)) fail('UNKNOWN_APP');
  if (params.walletType !== 'CUSTONOMY') fail('WALLET_REF_INVALID', 'not_a_provider_wallet');

  const [step] = await deps.db
    .select()
    .from(walletRequests)
    .where(eq(walletRequests.ref, params.token))
    .limit(1);
  const ops = params.action === 'bind' ? ['CONNECT', 'CHANGE'] : ['UNBIND'];
  if (
    !step ||
    step.memberId !== params.memberId ||
    !ops.includes(step.op) ||
    step.walletType !== 'CUSTONOMY' ||
    step.blockchain !== blockchain
  ) {
    fail('WALLET_REF_INVALID');
  }
  const [bound] = await deps.db
    .select({ address: memberWallets.address, walletType: memberWallets.walletType })
    .from(memberWallets)
    .where(and(eq(memberWallets.memberId, step.memberId), eq(memberWallets.blockchain, blockchain)))
    .limit(1);

  if (params.action === 'bind') {
    if (!address) fail('INVALID_WALLET_ADDRESS');
    const same = bound?.walletType === 'CUSTONOMY' && bound.address.toLowerCase() === address.toLowerCase();
    if (step.status === 'DONE' && same)
      return { action: 'bind', blockchain, walletAddress: bound.address, changed: false };
    assertOpen(deps, step);
    await bindAndFinish(deps, step, address, 'CUSTONOMY');
    const [now] = await deps.db
      .select({ address: memberWallets.address })
      .from(memberWallets)
      .where(and(eq(memberWallets.memberId, step.memberId), eq(memberWallets.blockchain, blockchain)));
    return { action: 'bind', blockchain, walletAddress: now?.address ?? null, changed: true };
  }

  const stillThere = !!bound && (!address || bound.address.toLowerCase() === address.toLowerCase());
  if (step.status === 'DONE' && !stillThere)
    return { action: 'unbind', blockchain, walletAddress: null, changed: false };
  assertOpen(deps, step);
  await unbindAndFinish(deps, step, address);
  return { action: 'unbind', blockchain, walletAddress: null, changed: true };
}

function assertOpen(deps: Pick<Deps, 'now'>, step: { status: string; expiresAt: Date }) {
  if (step.status !== 'OPEN' || step.expiresAt.getTime() <= deps.now().getTime()) fail('WALLET_REF_INVALID');
}
