import * as v from 'valibot';
import { PersonRef } from './catalog';
import { CommonParams, IntFromString, pageOf } from './common';
import { PRODUCT_EVENT_KINDS } from './products';

/**
 * What the marketplace-wide feed shows: the public kinds of an item's activity. CREATED and
 * EDITED stay on the item's own page (a draft is not news). An auction's BID is written by placeBid in the
 * bid's transaction; a later kind is one more value here and in PRODUCT_EVENT_KINDS, written the same way by
 * the service that makes the change; the query, its indexes and the cursor stay as they are.
 */
export const ACTIVITY_KINDS = [
  'MINTED',
  'LISTED',
  'DELISTED',
  'SALE',
  'TRANSFER',
  'BID',
] as const satisfies readonly (typeof PRODUCT_EVENT_KINDS)[number][];
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

const Uuid = v.pipe(v.string(), v.uuid());

/** listActivity: every filter is optional; `memberId` matches who acted or who received. */
export const ListActivityQuery = v.object({
  ...CommonParams,
  kind: v.optional(v.picklist(['ALL', ...ACTIVITY_KINDS]), 'ALL'),
  chain: v.optional(v.picklist(['ALL', 'ETHEREUM', 'POLYGON']), 'ALL'),
  collectionId: v.optional(Uuid),
  memberId: v.optional(Uuid),
  cursor: v.optional(v.string()),
  limit: v.optional(IntFromString(1, 60), 24),
});
export type ListActivityQuery = v.InferOutput<typeof ListActivityQuery>;

/** One entry of the feed: what happened to which item, who did it, to whom, for how much, on which transaction. */
export const ActivityEntry = v.object({
  id: v.string(),
  kind: v.picklist(ACTIVITY_KINDS),
  item: v.object({
    id: v.string(),
    name: v.string(),
    displayImage: v.string(),
    thumbUrl: v.nullable(v.string()),
    blockchain: v.picklist(['ETHEREUM', 'POLYGON']),
  }),
  collection: v.object({ id: v.string(), name: v.string() }),
  actor: v.nullable(PersonRef),
  to: v.nullable(PersonRef),
  quantity: v.number(),
  price: v.nullable(v.string()),
  curr: v.nullable(v.string()),
  txHash: v.pipe(
    v.nullable(v.string()),
    v.description('The transaction on the item chain (link it to the explorer); null when off chain.'),
  ),
  createdAt: v.string(),
});
export type ActivityEntry = v.InferOutput<typeof ActivityEntry>;
export const ActivityPage = pageOf(ActivityEntry);
export type ActivityPage = v.InferOutput<typeof ActivityPage>;
