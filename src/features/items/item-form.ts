import type { FileRecord } from '@schemas/uploads';
import type { LICENCE_PERIODS } from '@schemas/products';

export type SourceType = 'SELF' | 'NON' | 'PHYSICAL';
export type Blockchain = 'ETHEREUM' | 'POLYGON';
export type ContractType = 'ERC721' | 'ERC1155';
export type YesNo = '' | 'Y' | 'N';
export type TraitList = 'properties' | 'levels' | 'stats';
/** One trait row; `key` only keeps React rows stable while rows are added and removed. */
export type TraitRow = { key: string; type: string; name: string; value: string };

export type LicenceValues = {
  commercialUse: YesNo;
  period: '' | (typeof LICENCE_PERIODS)[number];
  copy: YesNo;
  display: YesNo;
  reproduce: YesNo;
  distribute: YesNo;
  additionalBenefits: string;
  /** "Others" ticked: its free text becomes required. */
  hasOthers: boolean;
  others: string;
};

/** Everything the item form edits (spec §3 Item), as the inputs hold it: strings, choices and files. */
export type ItemValues = {
  collectionId: string;
  sourceType: SourceType;
  blockchain: Blockchain;
  contractType: '' | ContractType;
  quantity: string;
  platform: string;
  contractAddress: string;
  tokenId: string;
  modelNumber: string;
  cardNumber: string;
  name: string;
  description: string;
  externalLink: string;
  cover: FileRecord | null;
  file: FileRecord | null;
  sellType: 'FIXED' | 'AUCTION';
  curr: 'ETH' | 'MATIC' | 'SOL';
  fixPrice: string;
  fixPriceHK: string;
  auctionBlPrice: string;
  properties: TraitRow[];
  levels: TraitRow[];
  stats: TraitRow[];
  licence: LicenceValues;
};

/** Whether the form creates an item or edits one (fixed fields are then read-only). */
export type ItemFormMode = 'create' | 'edit';

export const TRAIT_LISTS: readonly TraitList[] = ['properties', 'levels', 'stats'];
export const LICENCE_CHOICES = ['commercialUse', 'copy', 'display', 'reproduce', 'distribute'] as const;

let rowSeq = 0;
export const newTraitRow = (t: Partial<TraitRow> = {}): TraitRow => ({
  type: '',
  name: '',
  value: '',
  ...t,
  key: `row-${++rowSeq}`,
});

export function emptyItem(o: { contractType: ContractType; collectionId?: string }): ItemValues {
  return {
    collectionId: o.collectionId ?? '',
    sourceType: 'SELF',
    blockchain: 'ETHEREUM',
    contractType: o.contractType,
    quantity: o.contractType === 'ERC1155' ? '' : '1',
    platform: '',
    contractAddress: '',
    tokenId: '',
    modelNumber: '',
    cardNumber: '',
    name: '',
    description: '',
    externalLink: '',
    cover: null,
    file: null,
    sellType: 'FIXED',
    curr: 'ETH',
    fixPrice: '',
    fixPriceHK: '',
    auctionBlPrice: '',
    properties: [],
    levels: [],
    stats: [],
    licence: {
      commercialUse: '',
      period: '',
      copy: '',
      display: '',
      reproduce: '',
      distribute: '',
      additionalBenefits: '',
      hasOthers: false,
      others: '',
    },
  };
}

/**
 * The values the form's layout depends on (which fields show, labels, row lists, previews). The form is
 * uncontrolled, so typing re-renders nothing; only a change of this shape does.
 */
export type ItemShape = Pick<
  ItemValues,
  'collectionId' | 'sourceType' | 'blockchain' | 'contractType' | 'sellType' | 'curr' | 'cover' | 'file'
> & { hasOthers: boolean; rows: Record<TraitList, string[]> };

export function shapeOf(v: ItemValues): ItemShape {
  return {
    collectionId: v.collectionId,
    sourceType: v.sourceType,
    blockchain: v.blockchain,
    contractType: v.contractType,
    sellType: v.sellType,
    curr: v.curr,
    cover: v.cover,
    file: v.file,
    hasOthers: v.licence.hasOthers,
    rows: {
      properties: v.properties.map((r) => r.key),
      levels: v.levels.map((r) => r.key),
      stats: v.stats.map((r) => r.key),
    },
  };
}

/** Whether two shapes show the same layout (rows by their keys, files by their ids). */
export function sameShape(a: ItemShape, b: ItemShape): boolean {
  const keys = Object.keys(a) as (keyof ItemShape)[];
  return keys.every((k) =>
    k === 'rows'
      ? TRAIT_LISTS.every((l) => a.rows[l].join() === b.rows[l].join())
      : k === 'cover' || k === 'file'
        ? a[k]?.id === b[k]?.id // the form clones its values on every change
        : a[k] === b[k],
  );
}
