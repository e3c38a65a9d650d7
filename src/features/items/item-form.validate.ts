import * as v from 'valibot';
import type { FieldIssue } from '@machines/item-form.machine';
import { CryptoAmount, FiatAmount, ITEM_LIMITS, LicenceForm, Trait } from '@schemas/products';
import { EthAddress } from '@schemas/collections';
import { TRAIT_LISTS, type ItemFormMode, type ItemValues } from './item-form';

/** Text limits of the contract (server/schemas/products.ts), also used as the inputs' maxLength. */
export const ITEM_TEXT_MAX = {
  name: 100,
  description: 2000,
  trait: 40,
  platform: 40,
  modelNumber: 64,
  cardNumber: 64,
  externalLink: 300,
  licenceText: 500,
} as const;
/** The smallest HKD price: the server holds every price to ITEM_LIMITS.minFixPrice (spec §9's 0.01). */
export const MIN_FIAT_PRICE = ITEM_LIMITS.minFixPrice;

const HttpUrl = v.pipe(v.string(), v.url('url'), v.regex(/^https?:\/\//i, 'url'));
const TokenId = v.pipe(v.string(), v.regex(/^\d{1,78}$/, 'token_id'));

/** `a >= b` for non-negative decimal strings, without floating point (DESIGN §5). */
export function decimalAtLeast(a: string, b: string): boolean {
  const scale = (s: string) => {
    const [int = '0', frac = ''] = s.split('.');
    return BigInt(int + frac.padEnd(18, '0').slice(0, 18));
  };
  return scale(a) >= scale(b);
}

/** Valibot issue → our message key: the contract's own keys pass through, length/choice issues are named. */
function keyOf(issue: v.BaseIssue<unknown>): string {
  if (issue.type === 'max_length') return 'too_long';
  if (issue.type === 'min_length' || issue.type === 'picklist') return 'required';
  return issue.message;
}

function issuesOf(prefix: string, schema: v.GenericSchema, value: unknown): FieldIssue[] {
  const r = v.safeParse(schema, value);
  if (r.success) return [];
  return r.issues.map((i) => {
    const path = (i.path ?? []).map((p) => String(p.key)).join('.');
    return { path: path ? `${prefix}.${path}` : prefix, message: keyOf(i) };
  });
}

function price(path: string, value: string, format: v.GenericSchema, min: string): FieldIssue[] {
  const s = value.trim();
  if (!s) return [{ path, message: 'required' }];
  if (!v.is(format, s)) return [{ path, message: 'amount_format' }];
  return decimalAtLeast(s, min) ? [] : [{ path, message: 'price_min' }];
}

function text(path: string, value: string, max: number, required: boolean): FieldIssue[] {
  const s = value.trim();
  if (required && !s) return [{ path, message: 'required' }];
  return s.length > max ? [{ path, message: 'too_long' }] : [];
}

/**
 * The item rules of spec §5, as the server applies them (server/schemas/products.ts and its service):
 * answers the issues with form paths (`properties.0.name`, `licence.copy`, `cover`) and message keys.
 * In edit mode the fields fixed at creation are not checked.
 */
export function validateItem(x: ItemValues, mode: ItemFormMode): FieldIssue[] {
  const out: FieldIssue[] = [];
  out.push(...text('name', x.name, ITEM_TEXT_MAX.name, true));
  out.push(...text('description', x.description, ITEM_TEXT_MAX.description, false));
  if (!x.cover) out.push({ path: 'cover', message: 'required' });
  if (!x.file) out.push({ path: 'file', message: 'required' });

  if (mode === 'create') {
    if (!x.collectionId) out.push({ path: 'collectionId', message: 'required' });
    if (!x.contractType) out.push({ path: 'contractType', message: 'contract_type' });
    if (x.contractType === 'ERC1155') {
      const q = x.quantity.trim();
      if (!/^\d+$/.test(q) || Number(q) < 2) out.push({ path: 'quantity', message: 'quantity_multi' });
      else if (Number(q) > ITEM_LIMITS.maxQuantity) out.push({ path: 'quantity', message: 'quantity_max' });
    }
    if (x.sourceType === 'NON') {
      out.push(...text('platform', x.platform, ITEM_TEXT_MAX.platform, true));
      const address = x.contractAddress.trim();
      if (!address) out.push({ path: 'contractAddress', message: 'required' });
      else out.push(...issuesOf('contractAddress', EthAddress, address));
      const token = x.tokenId.trim();
      if (!token) out.push({ path: 'tokenId', message: 'required' });
      else out.push(...issuesOf('tokenId', TokenId, token));
    }
  }
  if (x.sourceType === 'PHYSICAL') {
    out.push(...text('modelNumber', x.modelNumber, ITEM_TEXT_MAX.modelNumber, true));
    out.push(...text('cardNumber', x.cardNumber, ITEM_TEXT_MAX.cardNumber, false));
  }
  const link = x.externalLink.trim();
  if (link.length > ITEM_TEXT_MAX.externalLink) out.push({ path: 'externalLink', message: 'too_long' });
  else if (link) out.push(...issuesOf('externalLink', HttpUrl, link));

  if (x.sellType === 'FIXED') {
    out.push(...price('fixPrice', x.fixPrice, CryptoAmount, ITEM_LIMITS.minFixPrice));
    out.push(...price('fixPriceHK', x.fixPriceHK, FiatAmount, MIN_FIAT_PRICE));
  } else {
    out.push(...price('auctionBlPrice', x.auctionBlPrice, CryptoAmount, ITEM_LIMITS.minFixPrice));
  }

  for (const list of TRAIT_LISTS) {
    if (x[list].length > ITEM_LIMITS.maxTraits) out.push({ path: list, message: 'too_many' });
    x[list].forEach((row, i) => out.push(...issuesOf(`${list}.${i}`, Trait, row)));
  }

  const { hasOthers, ...licence } = x.licence;
  out.push(...issuesOf('licence', LicenceForm, licence));
  if (hasOthers && !licence.others.trim()) out.push({ path: 'licence.others', message: 'required' });
  return out;
}
