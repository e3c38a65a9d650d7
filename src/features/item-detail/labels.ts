import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { ProductEvent } from '@schemas/products';

/** Translated names of the item's enumerations (spec §3 Item). */
export const CHAIN: Record<string, MessageDescriptor> = {
  ETHEREUM: msg`Ethereum`,
  POLYGON: msg`Polygon`,
};
export const STANDARD: Record<string, MessageDescriptor> = {
  ERC721: msg`ERC-721 (single)`,
  ERC1155: msg`ERC-1155 (multiple copies)`,
};
export const SELL_TYPE: Record<string, MessageDescriptor> = {
  FIXED: msg`Fixed price`,
  AUCTION: msg`Auction`,
};
export const EVENT_KIND: Record<ProductEvent['kind'], MessageDescriptor> = {
  CREATED: msg`Created`,
  EDITED: msg`Edited`,
  LISTED: msg`Put on sale`,
  DELISTED: msg`Taken off shelf`,
  TRANSFER: msg`Transfer`,
  SALE: msg`Sale`,
  MINTED: msg`Minted`,
  BID: msg({ context: 'activity kind', message: 'Bid' }),
};
export const LICENCE_PERIOD: Record<string, MessageDescriptor> = {
  PERPETUAL: msg`Perpetual`,
  MONTHS_16: msg`16 months`,
  MONTHS_12: msg`12 months`,
  MONTHS_6: msg`6 months`,
  // Spellings the demo catalogue stores (server/db/seed/items.ts) rather than the form's picklist values.
  perpetual: msg`Perpetual`,
  '16 months': msg`16 months`,
  '1 year': msg`1 year`,
  '3 years': msg`3 years`,
};

/** The translated name of `key` in `map`, or the key itself for a value this build does not know. */
export function labelOf(i18n: I18n, map: Record<string, MessageDescriptor>, key: string): string {
  const d = map[key];
  return d ? i18n._(d) : key;
}
