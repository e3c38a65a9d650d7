import * as v from 'valibot';
import { CollectionCard } from './catalog';
import { CommonParams } from './common';

/** Royalty bound (spec §5 "royalty percent not above a maximum"; the value is ours). */
export const ROYALTY_MAX_PERCENT = 10;
export const CATEGORIES = ['art', 'music', 'photography', 'collectibles', 'fashion', 'physical'] as const;
export type Category = (typeof CATEGORIES)[number];

const Uuid = v.pipe(v.string(), v.uuid());
const HttpUrl = v.pipe(v.string(), v.trim(), v.maxLength(300), v.url(), v.regex(/^https?:\/\//i, 'url'));
/** A decimal percent with at most two places, 0 to the bound. */
const Percent = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{1,3}(\.\d{1,2})?$/, 'percent_format'),
  v.check((s) => Number(s) <= ROYALTY_MAX_PERCENT, 'royalty_too_high'),
);
/** 0x + 40 hex; the checksum (EIP-55) is checked by the service with ethers. */
export const EthAddress = v.pipe(v.string(), v.trim(), v.regex(/^0x[0-9a-fA-F]{40}$/, 'address_format'));

const editable = {
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), v.maxLength(60)),
  description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1000)), ''),
  url: HttpUrl,
  category: v.optional(v.picklist(CATEGORIES), 'art'),
};
/** Files uploaded with purposes collection_logo / _featured / _banner by the same member. */
const images = { logoFileId: Uuid, featuredFileId: Uuid, bannerFileId: Uuid };

/** createCollection (spec §3 Collection, §5): three images uploaded first with their purposes. */
export const CreateCollectionForm = v.object({
  ...CommonParams,
  ...editable,
  ...images,
  blockchain: v.optional(v.picklist(['ETHEREUM', 'POLYGON']), 'ETHEREUM'),
  royaltyFeePercent: Percent,
  royaltyAddress: EthAddress,
});
export type CreateCollectionForm = v.InferOutput<typeof CreateCollectionForm>;

/**
 * updateCollection: the editable fields. Royalty fee and address may be sent back unchanged; a different
 * value answers 1020 (spec §8).
 */
export const UpdateCollectionForm = v.object({
  ...CommonParams,
  id: Uuid,
  ...editable,
  /** Only the images being replaced. */
  logoFileId: v.optional(Uuid),
  featuredFileId: v.optional(Uuid),
  bannerFileId: v.optional(Uuid),
  royaltyFeePercent: v.optional(v.pipe(v.string(), v.trim())),
  royaltyAddress: v.optional(v.pipe(v.string(), v.trim())),
});
export type UpdateCollectionForm = v.InferOutput<typeof UpdateCollectionForm>;

export const CollectionIdForm = v.object({ ...CommonParams, id: Uuid });
export type CollectionIdForm = v.InferOutput<typeof CollectionIdForm>;
export const CollectionIdQuery = CollectionIdForm;

/** viewCollection: the card plus what the detail and edit pages show. */
export const CollectionDetail = v.object({
  ...CollectionCard.entries,
  url: v.string(),
  category: v.picklist(CATEGORIES),
  royaltyFeePercent: v.string(),
  royaltyAddress: v.string(),
  onSaleCount: v.number(),
  ownerCount: v.number(),
  /** Lowest fixed price on sale, in HKD; null when nothing is on sale. */
  floorPriceHK: v.nullable(v.string()),
  /** Whether the caller owns it (shows edit and delete). */
  mine: v.boolean(),
  createdAt: v.string(),
});
export type CollectionDetail = v.InferOutput<typeof CollectionDetail>;

/** What collection writes answer; the app refetches the detail it shows. */
export const CollectionRef = v.object({ id: v.string() });
export type CollectionRef = v.InferOutput<typeof CollectionRef>;
