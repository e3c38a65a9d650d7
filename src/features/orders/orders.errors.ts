import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Code } from '@schemas/codes';
import { errorText } from '@/lib/error-text';

/** Order texts for refusal codes (spec §8); other codes use the generic map with their code. */
export const orderErrorTexts: Partial<Record<number, MessageDescriptor>> = {
  [Code.NOT_FOUND]: msg`This order does not exist, or it is not yours to see.`,
  [Code.FORBIDDEN]: msg`Only customer service can do this.`,
  [Code.ORDER_STATE_INVALID]: msg`This order has moved on; the page now shows its current state.`,
  [Code.OUT_OF_STOCK]: msg`Not enough stock left.`,
  [Code.TX_NOT_VERIFIED]: msg`This transaction could not be verified on chain (contract, token, amount, sender or receiver).`,
  [Code.PAYMENT_REF_CONFLICT]: msg`This reference was already used with another amount.`,
  [Code.ORDERING_CLOSED]: msg`Ordering is closed right now.`,
  [Code.ITEM_NOT_FOR_SALE]: msg`This item is not for sale.`,
};

/** Translated text for a refused order call. */
export const orderErrorText = (err: unknown) => errorText(err, orderErrorTexts);
