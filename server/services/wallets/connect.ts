import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberWallets } from '../../db/schema';
import type { Deps } from '../../http/context';
import { ApiError, fail } from '../../http/errors';
import { Code } from '../../schemas/codes';
import type { PlayerConnectForm, PlayerDetail, WalletType } from '../../schemas/wallets';
import { assertCustodialContact, ensureCustodialWallet } from './custodial-wallets';
import { playerDetail } from './players';
import { consumeSiweNonce, isReplay, verifySiwe } from '../members/siwe';
import { finishStep, loadStep, noteAttempt, type StepRow } from './wallet-steps';
import { bindWallet } from './bindings';
import { walletInUse } from './in-use';

const custodial = (t: WalletType | null) => t === 'OWN' || t === 'CUSTONOMY';

/** Binds and closes the step with the outcome, so the step page (and a re-read) sees DONE or FAILED. */
export async function bindAndFinish(
  deps: Pick<Deps, 'db' | 'now'>,
  step: StepRow,
  address: string,
  walletType: WalletType,
): Promise<void> {
  try {
    await bindWallet(
      deps.db,
      { memberId: step.memberId, blockchain: step.blockchain, address, walletType },
      step.op === 'CHANGE' ? 'change' : 'connect',
    );
  } catch (err) {
    if (err instanceof ApiError) await finishStep(deps.db, step.ref, err.code, deps.now());
    throw err;
  }
  await finishStep(deps.db, step.ref, Code.OK, deps.now());
}

/**
 * playerConnect / playerChangeWallet. Browser wallets (METAMASK, OKX) prove the address with a SIWE message
 * whose nonce is consumed once; a failed proof leaves the step OPEN so the window may try again. OWN binds the
 * member's custodial wallet (created on first need). CUSTONOMY binds through the provider's callback, so here it
 * only answers the current detail.
 */
export async function connectWallet(
  deps: Deps,
  memberId: string,
  form: PlayerConnectForm,
  op: 'CONNECT' | 'CHANGE',
  domain: string,
): Promise<PlayerDetail> {
  const step = await loadStep(deps, memberId, form.ref, { ops: [op] });
  const walletType = form.walletType;
  if ((custodial(step.walletType) || custodial(walletType)) && step.walletType !== walletType) {
    fail('WALLET_REF_INVALID', 'wallet_type_mismatch');
  }
  if (walletType === 'CUSTONOMY') return playerDetail(deps.db, memberId, memberId);

  if (walletType === 'OWN') {
    if (step.status !== 'OPEN') fail('WALLET_REF_INVALID');
    await assertCustodialContact(deps, memberId);
    const { address } = await ensureCustodialWallet(deps, memberId);
    await bindAndFinish(deps, step, address, 'OWN');
    return playerDetail(deps.db, memberId, memberId);
  }

  if (!form.message || !form.signature) fail('SIWE_INVALID', 'siwe_missing');
  if (isReplay(step, form.message)) fail('SIWE_NONCE_USED');
  if (step.status !== 'OPEN') fail('WALLET_REF_INVALID');
  const chain = await deps.chains.get(step.blockchain);
  let address: string;
  try {
    address = await verifySiwe(deps, step, {
      message: form.message,
      signature: form.signature,
      domain,
      chainId: chain.chainId,
    });
  } catch (err) {
    if (err instanceof ApiError) await noteAttempt(deps.db, step.ref, err.code);
    throw err;
  }
  await consumeSiweNonce(deps, step.ref, step.nonce!);
  await bindAndFinish(deps, step, address, walletType);
  return playerDetail(deps.db, memberId, memberId);
}

/**
 * Removes the binding of an UNBIND step unless the wallet is in use (checked under a lock on the binding) and
 * closes the step with the outcome. `address` limits it to that address (the provider's callback).
 */
export async function unbindAndFinish(
  deps: Pick<Deps, 'db' | 'now'>,
  step: StepRow,
  address?: string,
): Promise<void> {
  const code = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const where = and(
      eq(memberWallets.memberId, step.memberId),
      eq(memberWallets.blockchain, step.blockchain),
    );
    const [bound] = await tx.select().from(memberWallets).where(where).for('update').limit(1);
    if (!bound || (address && bound.address.toLowerCase() !== address.toLowerCase())) return Code.NO_WALLET;
    if (await walletInUse(tx, step.memberId, step.blockchain)) return Code.WALLET_IN_USE;
    await tx.delete(memberWallets).where(where);
    return Code.OK;
  });
  await finishStep(deps.db, step.ref, code, deps.now());
  if (code !== Code.OK) throw new ApiError(code);
}

/**
 * playerDisconnect: unbinds for an UNBIND step; "in use" is checked again since the unbind URL was issued.
 * The custodial key row is kept: keys are never destroyed while tokens may sit there.
 */
export async function disconnectWallet(deps: Deps, memberId: string, ref: string): Promise<PlayerDetail> {
  const step = await loadStep(deps, memberId, ref, { ops: ['UNBIND'], open: true });
  await unbindAndFinish(deps, step);
  return playerDetail(deps.db, memberId, memberId);
}
