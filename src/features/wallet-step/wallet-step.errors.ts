import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { WALLET_STEP_CODES } from '@machines/wallet-step.types';
import { Code } from '@schemas/codes';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';

/** Wallet-step texts for the server's wallet codes and the page's own wallet refusals. */
export const walletStepErrorTexts: Partial<Record<number, MessageDescriptor>> = {
  [Code.SIWE_INVALID]: msg`The signed message could not be verified (wrong site, network or account). Please try again.`,
  [Code.SIWE_NONCE_USED]: msg`This sign-in request was already used. Please sign again.`,
  [Code.WALLET_REF_INVALID]: msg`This wallet step has expired or is already finished. Close this window and start again.`,
  [Code.WALLET_BOUND_ELSEWHERE]: msg`This wallet address is already bound to another account.`,
  [Code.WALLET_NEEDS_CONTACT]: msg`Please bind your e-mail first.`,
  [Code.WALLET_IN_USE]: msg`A bound wallet cannot be unbound while it is in use (balance, withdrawals, transfers or items).`,
  [Code.CHAIN_UNAVAILABLE]: msg`The blockchain network is not reachable right now. Please try again shortly.`,
  [Code.TRANSFER_TARGET_INVALID]: msg`The receiving address is not a valid external wallet.`,
  [WALLET_STEP_CODES.REJECTED]: msg`The request was rejected in your wallet.`,
  [WALLET_STEP_CODES.NO_ACCOUNT]: msg`Your wallet did not share an account. Unlock it and try again.`,
  [WALLET_STEP_CODES.WRONG_ACCOUNT]: msg`The connected account is not the receiving address of this transfer. Switch to that account in your wallet and try again.`,
  [WALLET_STEP_CODES.CHAIN_SWITCH_FAILED]: msg`Your wallet could not switch to the required network.`,
};

/** Translated text for a wallet-step code (the machine keeps codes, not errors). */
export function walletStepErrorText(code: number): string {
  return errorText(new ApiError(code, ''), walletStepErrorTexts);
}

/** The same for a thrown value (queries). */
export const walletStepErrorOf = (err: unknown) => errorText(err, walletStepErrorTexts);
