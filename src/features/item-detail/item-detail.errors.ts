import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Code } from '@schemas/codes';

/** Texts for the item refusals of spec §8 (Collection/item); other codes fall back to the generic map. */
export const itemErrorTexts: Partial<Record<number, MessageDescriptor>> = {
  [Code.OFF_SHELF_ORDER_IN_PROGRESS]: msg`This item cannot be taken off the shelf while an order is in progress`,
  [Code.CANNOT_BUY_OWN]: msg`You cannot buy your own creation`,
  [Code.ITEM_LOCKED]: msg`This item is locked for 30 minutes by an unpaid order`,
  [Code.NO_LONGER_IN_WALLET]: msg`This item is no longer in the wallet`,
  [Code.FORBIDDEN]: msg`Only the seller of this item can do this.`,
  [Code.NOT_FOUND]: msg`This item does not exist or has been removed.`,
  [Code.CONFLICT]: msg`The item changed in the meantime. Please reload the page.`,
};
