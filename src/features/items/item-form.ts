import type { FileRecord } from '@schemas/uploads';
import type { LICENCE_PERIODS, ProductDetail } from '@schemas/products';

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

const yn = (b: boolean | undefined): YesNo => (b === undefined ? '' : b ? 'Y' : 'N');

/** The stored item as form values (edititem). The cover is known by id and image only. */
export function valuesFromDetail(d: ProductDetail): ItemValues {
  const l = d.licence;
  const cover: FileRecord | null = d.coverFileId
    ? {
        id: d.coverFileId,
        kind: 'image',
        mime: 'image/*',
        path: d.displayImage,
        displayPath: d.displayImage,
        thumbPath: null,
        size: 0,
        width: null,
        height: null,
        purpose: 'item_cover',
      }
    : null;
  const file: FileRecord | null = d.file
    ? {
        id: d.file.id,
        kind: d.file.kind as FileRecord['kind'],
        mime: d.file.mime,
        path: d.file.path,
        displayPath: d.file.displayPath,
        thumbPath: null,
        size: 0,
        width: null,
        height: null,
        purpose: 'item_file',
      }
    : null;
  const rows = (list: { type: string; name: string; value: string }[]) => list.map((t) => newTraitRow(t));
  return {
    collectionId: d.collection.id,
    sourceType: d.sourceType,
    blockchain: d.blockchain,
    contractType: d.contractType,
    quantity: String(d.quantity),
    platform: d.platform ?? '',
    contractAddress: d.contractAddress ?? '',
    tokenId: d.tokenId ?? '',
    modelNumber: d.modelNumber ?? '',
    cardNumber: d.cardNumber ?? '',
    name: d.name,
    description: d.description,
    externalLink: d.externalLink ?? '',
    cover,
    file,
    sellType: d.sellType,
    curr: d.curr,
    fixPrice: d.fixPrice ?? '',
    fixPriceHK: d.fixPriceHK ?? '',
    auctionBlPrice: d.auctionBlPrice ?? '',
    properties: rows(d.properties),
    levels: rows(d.levels),
    stats: rows(d.stats),
    licence: {
      commercialUse: yn(l?.commercialUse),
      period: (l?.period ?? '') as LicenceValues['period'],
      copy: yn(l?.copy),
      display: yn(l?.display),
      reproduce: yn(l?.reproduce),
      distribute: yn(l?.distribute),
      additionalBenefits: l?.additionalBenefits ?? '',
      hasOthers: Boolean(l?.others),
      others: l?.others ?? '',
    },
  };
}

const traits = (rows: TraitRow[]) =>
  rows.map(({ type, name, value }) => ({ type: type.trim(), name: name.trim(), value: value.trim() }));

/** The fields every save sends (UpdateProductForm's editable part); prices only for the chosen sell type. */
function editablePayload(v: ItemValues) {
  const fixed = v.sellType === 'FIXED';
  const { hasOthers, ...licence } = v.licence;
  return {
    name: v.name.trim(),
    description: v.description.trim(),
    coverFileId: v.cover?.id ?? '',
    fileId: v.file?.id ?? '',
    modelNumber: v.sourceType === 'PHYSICAL' ? v.modelNumber.trim() : '',
    cardNumber: v.sourceType === 'PHYSICAL' ? v.cardNumber.trim() : '',
    externalLink: v.externalLink.trim(),
    sellType: v.sellType,
    curr: v.curr,
    fixPrice: fixed ? v.fixPrice.trim() : '',
    fixPriceHK: fixed ? v.fixPriceHK.trim() : '',
    auctionBlPrice: fixed ? '' : v.auctionBlPrice.trim(),
    properties: traits(v.properties),
    levels: traits(v.levels),
    stats: traits(v.stats),
    licence: { ...licence, others: hasOthers ? licence.others.trim() : '' },
  };
}

/** createProduct's fields (before flattenForm): the fixed ones plus the editable ones. */
export function createPayload(v: ItemValues) {
  const non = v.sourceType === 'NON';
  return {
    collectionId: v.collectionId,
    sourceType: v.sourceType,
    blockchain: v.blockchain,
    contractType: v.contractType || undefined,
    quantity: v.contractType === 'ERC1155' ? v.quantity.trim() : '1',
    platform: non ? v.platform.trim() : '',
    contractAddress: non ? v.contractAddress.trim() : '',
    tokenId: non ? v.tokenId.trim() : '',
    ...editablePayload(v),
  };
}

/** updateProduct's fields: the item id and the editable ones. */
export function updatePayload(id: string, v: ItemValues) {
  return { id, ...editablePayload(v) };
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
