import { LICENCE_PERIODS, type ProductDetail } from '@schemas/products';
import type { FileRecord } from '@schemas/uploads';
import { newTraitRow, type ItemValues, type LicenceValues, type TraitRow, type YesNo } from './item-form';

// The item form's values to and from the wire: the stored item (viewProduct) in, create/update fields out.

const yn = (b: boolean | undefined): YesNo => (b === undefined ? '' : b ? 'Y' : 'N');

/** The demo catalogue's own spellings of a period (server/db/seed/items.ts); others must be chosen again. */
const PERIOD_SPELLINGS: Record<string, LicenceValues['period']> = {
  perpetual: 'PERPETUAL',
  '16 months': 'MONTHS_16',
  '1 year': 'MONTHS_12',
  '6 months': 'MONTHS_6',
};
const periodOf = (p: string | undefined): LicenceValues['period'] =>
  p === undefined
    ? ''
    : (LICENCE_PERIODS as readonly string[]).includes(p)
      ? (p as LicenceValues['period'])
      : (PERIOD_SPELLINGS[p.toLowerCase()] ?? '');

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
      period: periodOf(l?.period),
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
