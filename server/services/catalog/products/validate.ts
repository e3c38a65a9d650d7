import * as v from 'valibot';
import type { Db } from '../../../db/client';
import type { Licence } from '../../../db/schema';
import {
  CryptoAmount,
  FiatAmount,
  ITEM_LIMITS,
  type CreateProductForm,
  type LicenceForm,
} from '../../../schemas/products';
import { checksumAddress, ownFile, toUnits18, type FileRow, type Issue } from './checks';

const MIN_PRICE = toUnits18(ITEM_LIMITS.minFixPrice)!;

/** A price field: required or not, in its format, not below the minimum (exact decimals, no floats). */
function amountIssue(path: string, value: string | null | undefined, format: v.GenericSchema): Issue | null {
  if (!value) return { path, message: 'required' };
  const units = v.is(format, value) ? toUnits18(value) : null;
  if (units === null) return { path, message: 'amount_format' };
  if (units < MIN_PRICE) return { path, message: 'price_min' };
  return null;
}

type Prices = {
  sellType: 'FIXED' | 'AUCTION';
  fixPrice?: string | null;
  fixPriceHK?: string | null;
  auctionBlPrice?: string | null;
};

/**
 * Spec §5 prices per sell type: a fixed price needs fixPrice (at least ITEM_LIMITS.minFixPrice) and its HKD
 * price; an auction needs its reserve price. The payment minimum (§9, 0.01) bounds all of them.
 */
export function priceIssues(p: Prices): Issue[] {
  const found =
    p.sellType === 'FIXED'
      ? [
          amountIssue('fixPrice', p.fixPrice, CryptoAmount),
          amountIssue('fixPriceHK', p.fixPriceHK, FiatAmount),
        ]
      : [amountIssue('auctionBlPrice', p.auctionBlPrice, CryptoAmount)];
  return found.filter((i): i is Issue => i !== null);
}

/** The prices stored for the sell type; the other type's prices are dropped. */
export function storedPrices(p: Prices) {
  return p.sellType === 'FIXED'
    ? { fixPrice: p.fixPrice!, fixPriceHK: p.fixPriceHK!, auctionBlPrice: null }
    : { fixPrice: null, fixPriceHK: null, auctionBlPrice: p.auctionBlPrice! };
}

/** A multi-copy (ERC-1155) item has more than one copy; an ERC-721 item exactly one. */
export function quantityIssues(contractType: 'ERC721' | 'ERC1155', quantity: number): Issue[] {
  if (contractType === 'ERC1155' && quantity <= 1) return [{ path: 'quantity', message: 'quantity_multi' }];
  if (contractType === 'ERC721' && quantity !== 1) return [{ path: 'quantity', message: 'quantity_single' }];
  return [];
}

type Source = Pick<
  CreateProductForm,
  'sourceType' | 'platform' | 'contractAddress' | 'tokenId' | 'modelNumber'
>;

/**
 * Source-type rules: an item minted elsewhere (NON) names its platform, contract (EIP-55) and token; SELF and
 * PHYSICAL items get contract and token when minted; a physical product needs its model number.
 */
export function sourceChecks(f: Source): {
  issues: Issue[];
  chain: { platform: string | null; contractAddress: string | null; tokenId: string | null };
} {
  const issues: Issue[] = [];
  if (f.sourceType === 'PHYSICAL' && !f.modelNumber)
    issues.push({ path: 'modelNumber', message: 'required' });
  if (f.sourceType !== 'NON')
    return { issues, chain: { platform: null, contractAddress: null, tokenId: null } };
  if (!f.platform) issues.push({ path: 'platform', message: 'required' });
  if (!f.tokenId) issues.push({ path: 'tokenId', message: 'required' });
  const contractAddress = f.contractAddress ? checksumAddress(f.contractAddress) : null;
  if (!f.contractAddress) issues.push({ path: 'contractAddress', message: 'required' });
  else if (!contractAddress) issues.push({ path: 'contractAddress', message: 'address_checksum' });
  return {
    issues,
    chain: { platform: f.platform ?? null, contractAddress, tokenId: f.tokenId ?? null },
  };
}

/**
 * The cover (an image uploaded as cover, or an image uploaded as the item's file) and the item's file, both
 * the caller's own.
 */
export async function itemFiles(
  db: Db,
  memberId: string,
  f: { coverFileId: string; fileId: string },
  issues: Issue[],
): Promise<{ cover?: FileRow; file?: FileRow }> {
  const cover = await ownFile(db, memberId, f.coverFileId, {
    field: 'coverFileId',
    purposes: ['item_cover', 'item_file'],
    kinds: ['image'],
  });
  const file = await ownFile(db, memberId, f.fileId, { field: 'fileId', purposes: ['item_file'] });
  for (const r of [cover, file]) if (r.issue) issues.push(r.issue);
  return { cover: cover.file, file: file.file };
}

/** Licence choices as stored: Y/N answers become booleans. */
export function toLicence(l: LicenceForm): Licence {
  const yes = (x: 'Y' | 'N') => x === 'Y';
  return {
    commercialUse: yes(l.commercialUse),
    period: l.period,
    copy: yes(l.copy),
    display: yes(l.display),
    reproduce: yes(l.reproduce),
    distribute: yes(l.distribute),
    additionalBenefits: l.additionalBenefits,
    others: l.others,
  };
}
