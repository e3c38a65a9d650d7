import * as v from 'valibot';
import { PersonRef } from './catalog';
import { CommonParams } from './common';

/** How many pictures the gallery's walls hold (three walls of eight). */
export const SHOWCASE_MAX_ITEMS = 24;

/**
 * getShowcase: a merchant's showcase when `mcId` names a merchant other than the platform (Business plan or
 * above, spec §1), else one collection's; without `collectionId`, the platform's featured collection.
 */
export const ShowcaseQuery = v.object({
  ...CommonParams,
  collectionId: v.optional(v.pipe(v.string(), v.uuid())),
});
export type ShowcaseQuery = v.InferOutput<typeof ShowcaseQuery>;

/** A picture to hang: the item's cover (its 400 px WebP when there is one) and that picture's size. */
export const ShowcaseItem = v.object({
  id: v.string(),
  name: v.string(),
  imageUrl: v.pipe(
    v.string(),
    v.description(
      'Same-origin path of the picture (/files/…) with disk storage; with S3, the bucket URL, whose CORS grant the 3D viewer needs already.',
    ),
  ),
  width: v.pipe(v.nullable(v.number()), v.description('Pixels of imageUrl; null when not recorded.')),
  height: v.nullable(v.number()),
});
export type ShowcaseItem = v.InferOutput<typeof ShowcaseItem>;

/** The gallery: whose it is (a collection's id, or a merchant's mcId) and what hangs on its walls, most favourited first. */
export const Showcase = v.object({
  kind: v.picklist(['collection', 'merchant']),
  id: v.string(),
  title: v.string(),
  description: v.string(),
  owner: PersonRef,
  items: v.array(ShowcaseItem),
});
export type Showcase = v.InferOutput<typeof Showcase>;
