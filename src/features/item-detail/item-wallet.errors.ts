import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Code } from '@schemas/codes';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';

/** Texts for the item page's wallet refusals (mint retry, transfer out, QR code); others use the generic map. */
export const itemWalletErrorTexts: Partial<Record<number, MessageDescriptor>> = {
  [Code.NO_LONGER_IN_WALLET]: msg`This item is no longer in the wallet`,
  [Code.TRANSFER_TARGET_INVALID]: msg`This address cannot receive the item. Check the address and try again.`,
  [Code.CHAIN_UNAVAILABLE]: msg`The blockchain is not reachable right now. Please try again in a few minutes.`,
  [Code.MINT_NOT_RETRYABLE]: msg`Minting has not failed, so there is nothing to retry.`,
  [Code.INVALID_WALLET_ADDRESS]: msg`Please enter a valid wallet address.`,
  [Code.FORBIDDEN]: msg`Only the holder of this item can do this.`,
  [Code.NOT_FOUND]: msg`This item does not exist or has been removed.`,
};

/** Translated text for a refused wallet call of the item page. */
export const itemWalletErrorText = (err: unknown): string => errorText(err, itemWalletErrorTexts);

/** Translated text for a wallet-step outcome code the new window reported (no error object there). */
export function stepCodeText(code: number | undefined): string | null {
  if (code === undefined) return null;
  return errorText(new ApiError(code, ''), itemWalletErrorTexts);
}
