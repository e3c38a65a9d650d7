import * as v from 'valibot';
import { PersonRef, ProductCard } from './catalog';
import { EthAddress } from './collections';
import { CommonParams, IntFromString } from './common';
import { bracketedForm } from './form';

/**
 * Item limits of spec §5 whose values the spec leaves open: the smallest fixed price (the payment minimum
 * of §9), copies of a multi-copy (ERC-1155) item, and traits per list.
 */
export const ITEM_LIMITS = {
  minFixPrice: '0.01',
  maxQuantity: 10_000,
  maxTraits: 20,
} as const;

/** Licence periods offered (spec §3 licence options; §9: a licence may end 16 months after an event). */
export const LICENCE_PERIODS = ['PERPETUAL', 'MONTHS_16', 'MONTHS_12', 'MONTHS_6'] as const;
const YesNo = v.picklist(['Y', 'N'], 'required');

const Uuid = v.pipe(v.string(), v.uuid());
const Text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));
const Optional = (max: number) =>
  v.optional(
    v.pipe(
      Text(max),
      v.transform((s) => s || undefined),
    ),
  );
/** A crypto amount as a decimal string (18 places at most), never a float (DESIGN §5). */
export const CryptoAmount = v.pipe(v.string(), v.trim(), v.regex(/^\d{1,18}(\.\d{1,18})?$/, 'amount_format'));
/** A fiat amount (HKD) with at most two places. */
export const FiatAmount = v.pipe(v.string(), v.trim(), v.regex(/^\d{1,16}(\.\d{1,2})?$/, 'amount_format'));

/** One property, level or stat (spec §5: each needs type, name and value). */
export const Trait = v.object({
  type: v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), v.maxLength(40)),
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), v.maxLength(40)),
  value: v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), v.maxLength(40)),
});
const Traits = v.optional(v.pipe(v.array(Trait), v.maxLength(ITEM_LIMITS.maxTraits)), []);

/** Licence choices (spec §3, §5: each choice required; "others" takes free text). */
export const LicenceForm = v.object({
  commercialUse: YesNo,
  period: v.picklist(LICENCE_PERIODS, 'required'),
  copy: YesNo,
  display: YesNo,
  reproduce: YesNo,
  distribute: YesNo,
  additionalBenefits: v.optional(Text(500), ''),
  others: v.optional(Text(500), ''),
});
export type LicenceForm = v.InferOutput<typeof LicenceForm>;

/** Fields an item keeps editable while off shelf. */
const editable = {
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), v.maxLength(100)),
  description: v.optional(Text(2000), ''),
  coverFileId: Uuid,
  fileId: Uuid,
  modelNumber: Optional(64),
  cardNumber: Optional(64),
  externalLink: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((s) => s || undefined),
      v.optional(v.pipe(v.string(), v.maxLength(300), v.url('url'), v.regex(/^https?:\/\//i, 'url'))),
    ),
  ),
  sellType: v.optional(v.picklist(['FIXED', 'AUCTION']), 'FIXED'),
  curr: v.optional(v.picklist(['ETH', 'MATIC', 'SOL']), 'ETH'),
  /** Required for FIXED, at least ITEM_LIMITS.minFixPrice (checked by the service). */
  fixPrice: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((s) => s || undefined),
    ),
  ),
  /** The HKD price that explore's price filter and fiat checkout use; required for FIXED. */
  fixPriceHK: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((s) => s || undefined),
    ),
  ),
  /** The reserve (base) price of an auction; required for AUCTION. */
  auctionBlPrice: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((s) => s || undefined),
    ),
  ),
  properties: Traits,
  levels: Traits,
  stats: Traits,
  licence: LicenceForm,
};

/**
 * createProduct (spec §3 Item, §5). Nested values arrive as bracketed fields (`properties[0][type]`).
 * contractType is optional here so its absence answers the spec's own code 1022, not a validation error.
 */
export const CreateProductForm = bracketedForm(
  v.object({
    ...CommonParams,
    collectionId: Uuid,
    sourceType: v.picklist(['SELF', 'NON', 'PHYSICAL']),
    blockchain: v.optional(v.picklist(['ETHEREUM', 'POLYGON']), 'ETHEREUM'),
    contractType: v.optional(v.picklist(['ERC721', 'ERC1155'])),
    quantity: v.optional(IntFromString(1, ITEM_LIMITS.maxQuantity), 1),
    /** NON (minted elsewhere): where, which contract and token. */
    platform: Optional(40),
    contractAddress: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.transform((s) => s || undefined),
        v.optional(EthAddress),
      ),
    ),
    tokenId: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.transform((s) => s || undefined),
        v.optional(v.pipe(v.string(), v.regex(/^\d{1,78}$/, 'token_id'))),
      ),
    ),
    ...editable,
  }),
);
export type CreateProductForm = v.InferOutput<typeof CreateProductForm>;

/** updateProduct: the editable fields of an item that is off shelf (collection, chain, standard and copies stay). */
export const UpdateProductForm = bracketedForm(v.object({ ...CommonParams, id: Uuid, ...editable }));
export type UpdateProductForm = v.InferOutput<typeof UpdateProductForm>;

/** deleteProduct, onSaleProduct, offSaleProduct, addFavourite, removeFavourite. */
export const ProductIdForm = v.object({ ...CommonParams, id: Uuid });
export type ProductIdForm = v.InferOutput<typeof ProductIdForm>;

export const Licence = v.object({
  commercialUse: v.boolean(),
  period: v.string(),
  copy: v.boolean(),
  display: v.boolean(),
  reproduce: v.boolean(),
  distribute: v.boolean(),
  additionalBenefits: v.string(),
  others: v.string(),
});

/** What an item's activity records (spec §2 item detail "activity"); MINTED once its token is on chain. */
export const PRODUCT_EVENT_KINDS = [
  'CREATED',
  'EDITED',
  'LISTED',
  'DELISTED',
  'TRANSFER',
  'SALE',
  'MINTED',
  'BID',
] as const;

export const ProductEvent = v.object({
  id: v.string(),
  kind: v.picklist(PRODUCT_EVENT_KINDS),
  actor: v.nullable(PersonRef),
  to: v.nullable(PersonRef),
  quantity: v.number(),
  price: v.nullable(v.string()),
  curr: v.nullable(v.string()),
  txHash: v.nullable(v.string()),
  createdAt: v.string(),
});
export type ProductEvent = v.InferOutput<typeof ProductEvent>;

const TraitOut = v.object({ type: v.string(), name: v.string(), value: v.string() });

/** viewProduct: everything the item detail page shows (spec §2 itemDetails). */
export const ProductDetail = v.object({
  ...ProductCard.entries,
  description: v.string(),
  modelNumber: v.nullable(v.string()),
  cardNumber: v.nullable(v.string()),
  externalLink: v.nullable(v.string()),
  platform: v.nullable(v.string()),
  contractAddress: v.nullable(v.string()),
  tokenId: v.nullable(v.string()),
  quantity: v.number(),
  auctionBlPrice: v.nullable(v.string()),
  royaltyFeePercent: v.string(),
  coverFileId: v.nullable(v.string()),
  coverWidth: v.pipe(
    v.nullable(v.number()),
    v.description(
      'Pixel width of the cover (displayImage), so a page can offer it beside thumbUrl (400 px).',
    ),
  ),
  /** The item's file (spec §3 file record: type, path, displayPath); null for seeded image-only items. */
  file: v.nullable(
    v.object({
      id: v.string(),
      kind: v.string(),
      mime: v.string(),
      path: v.string(),
      displayPath: v.string(),
    }),
  ),
  properties: v.array(TraitOut),
  levels: v.array(TraitOut),
  stats: v.array(TraitOut),
  licence: v.nullable(Licence),
  collection: v.object({ id: v.string(), name: v.string(), logoImage: v.string(), category: v.string() }),
  /** The member selling this listing (products.ownerId). */
  seller: PersonRef,
  owners: v.array(v.object({ member: PersonRef, quantity: v.number() })),
  ownerCount: v.number(),
  activity: v.array(ProductEvent),
  /** Other listings of the same token by later owners (spec §2 "secondary market"). */
  secondaryListings: v.array(ProductCard),
  views: v.number(),
  /** An order not yet finished holds it: off shelf is refused (1021), the UI says why. */
  orderInProgress: v.boolean(),
  lockedUntil: v.nullable(v.string()),
  /** Caller-relative: the caller saved it / is the seller (shelf and edit actions). */
  isFavourite: v.boolean(),
  mine: v.boolean(),
  /** Minting of SELF items: NONE, PENDING, MINTED (with the transaction hash) or FAILED. */
  mintStatus: v.picklist(['NONE', 'PENDING', 'MINTED', 'FAILED']),
  mintTxHash: v.nullable(v.string()),
});
export type ProductDetail = v.InferOutput<typeof ProductDetail>;

/** estimateGasFee: what listing or delisting costs on chain before the member confirms (spec §4). */
export const GasFeeQuery = v.object({
  ...CommonParams,
  id: Uuid,
  action: v.picklist(['onSale', 'offSale']),
});
export type GasFeeQuery = v.InferOutput<typeof GasFeeQuery>;
export const GasFee = v.object({
  blockchain: v.picklist(['ETHEREUM', 'POLYGON']),
  /** Native coin the fee is paid in (ETH or MATIC). */
  currency: v.picklist(['ETH', 'MATIC']),
  gasUnits: v.string(),
  gasPriceWei: v.string(),
  feeWei: v.string(),
  /** feeWei in the native coin as a decimal string. */
  fee: v.string(),
});
export type GasFee = v.InferOutput<typeof GasFee>;

/** What item writes answer: the id and the shelf status; the app refetches the detail it shows. */
export const ProductRef = v.object({ id: v.string(), status: v.picklist(['ON_SALE', 'OFF_SHELF']) });
export type ProductRef = v.InferOutput<typeof ProductRef>;
