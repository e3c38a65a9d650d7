import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Code } from '@schemas/codes';

/** Texts for the wallet refusals (spec §8); other codes fall back to the generic map. */
export const walletErrorTexts: Partial<Record<number, MessageDescriptor>> = {
  [Code.WALLET_NEEDS_CONTACT]: msg`Please bind an e-mail address to your account first.`,
  [Code.WALLET_IN_USE]: msg`A bound wallet cannot be unbound while it is in use.`,
  [Code.WALLET_REF_INVALID]: msg`This wallet step has expired. Please start again.`,
  [Code.WALLET_BOUND_ELSEWHERE]: msg`This wallet is already bound to another account.`,
  [Code.NO_WALLET]: msg`No wallet is bound on this chain.`,
  [Code.WITHDRAW_BELOW_MINIMUM]: msg`Your balance must be more than 0.01 to withdraw.`,
  [Code.WITHDRAW_FAILED]: msg`Withdrawal failed`,
  [Code.WITHDRAW_ALREADY_EXTRACTED]: msg`This withdrawal has already been extracted.`,
  [Code.CHAIN_UNAVAILABLE]: msg`The blockchain is not reachable right now. Please try again shortly.`,
  [Code.MINT_NOT_RETRYABLE]: msg`This item's minting has not failed, so it cannot be retried.`,
};
