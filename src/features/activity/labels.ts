import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ActivityKind } from '@schemas/activity';

/**
 * The feed's kinds: the badge of an entry and the kind filter's choices. Typed by ACTIVITY_KINDS, so a new
 * kind (a bid, a redemption) does not build until it has its words here.
 */
export const KIND_LABEL: Record<ActivityKind, MessageDescriptor> = {
  MINTED: msg`Minted`,
  LISTED: msg`Listed`,
  DELISTED: msg`Delisted`,
  SALE: msg`Sale`,
  TRANSFER: msg`Transfer`,
  BID: msg({ context: 'activity kind', message: 'Bid' }),
};

/** The kind filter's choices, in the order of KIND_LABEL. */
export const KIND_FILTER: Record<'ALL' | ActivityKind, MessageDescriptor> = {
  ALL: msg`All activity`,
  MINTED: msg`Mints`,
  LISTED: msg`Listings`,
  DELISTED: msg`Delistings`,
  SALE: msg`Sales`,
  TRANSFER: msg`Transfers`,
  BID: msg`Bids`,
};

export const CHAIN_FILTER: Record<'ALL' | 'ETHEREUM' | 'POLYGON', MessageDescriptor> = {
  ALL: msg`All chains`,
  ETHEREUM: msg`Ethereum`,
  POLYGON: msg`Polygon`,
};
