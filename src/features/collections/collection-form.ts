import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { getAddress, isAddress } from 'ethers';
import { CATEGORIES, ROYALTY_MAX_PERCENT, type Category, type CollectionDetail } from '@schemas/collections';
import type { FilePurpose, FileRecord } from '@schemas/uploads';
import { savedImage } from '@/lib/upload';

export const NAME_MAX = 60;
export const DESCRIPTION_MAX = 1000;
export const URL_MAX = 300;
const HTTP_URL = /^https?:\/\/\S+$/i;
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

export type CollectionValues = {
  name: string;
  description: string;
  url: string;
  category: Category;
  blockchain: 'ETHEREUM' | 'POLYGON';
  logo: FileRecord | null;
  featured: FileRecord | null;
  banner: FileRecord | null;
  royaltyFeePercent: string;
  royaltyAddress: string;
};
type Field = keyof CollectionValues;

/** The three images: form field, upload purpose, wire field and exact size (spec §9; the server crops). */
export const IMAGE_FIELDS = [
  { field: 'logo', purpose: 'collection_logo', wire: 'logoFileId', width: 350, height: 350 },
  { field: 'featured', purpose: 'collection_featured', wire: 'featuredFileId', width: 766, height: 414 },
  { field: 'banner', purpose: 'collection_banner', wire: 'bannerFileId', width: 1536, height: 226 },
] as const satisfies readonly {
  field: Field;
  purpose: FilePurpose;
  wire: string;
  width: number;
  height: number;
}[];

/** An image the collection already has: shown in its field at its spec size, never sent back (its id is empty). */
const existing = (displayPath: string, purpose: FilePurpose, width: number, height: number): FileRecord => ({
  ...savedImage(displayPath, purpose),
  width,
  height,
});

export const emptyValues = (): CollectionValues => ({
  name: '',
  description: '',
  url: '',
  category: CATEGORIES[0],
  blockchain: 'ETHEREUM',
  logo: null,
  featured: null,
  banner: null,
  royaltyFeePercent: '',
  royaltyAddress: '',
});

export function valuesOf(c: CollectionDetail): CollectionValues {
  const [logo, featured, banner] = IMAGE_FIELDS;
  return {
    name: c.name,
    description: c.description,
    url: c.url,
    category: c.category,
    blockchain: c.blockchain,
    logo: existing(c.logoImage, logo.purpose, logo.width, logo.height),
    featured: existing(c.featuredImage, featured.purpose, featured.width, featured.height),
    banner: existing(c.bannerImage, banner.purpose, banner.width, banner.height),
    royaltyFeePercent: c.royaltyFeePercent,
    royaltyAddress: c.royaltyAddress,
  };
}

/** Whether a wallet address is valid: 0x + 40 hex, and a mixed-case one must match its EIP-55 checksum. */
export const isWalletAddress = (s: string) => /^0x[0-9a-fA-F]{40}$/.test(s.trim()) && isAddress(s.trim());
/** The checksummed form of a valid address (shown after leaving the field). */
export const checksummed = (s: string) => (isWalletAddress(s) ? getAddress(s.trim()) : s);

const max = ROYALTY_MAX_PERCENT;
/** Texts for the issue keys the form and the server (4200 data[].message) use. */
const ISSUES: Record<string, MessageDescriptor> = {
  required: msg`This field is required.`,
  name_long: msg`At most ${NAME_MAX} characters.`,
  description_long: msg`At most ${DESCRIPTION_MAX} characters.`,
  url: msg`Please enter a web address starting with https://`,
  url_taken: msg`This URL is already used by another collection.`,
  image_required: msg`Please upload this image.`,
  file_purpose: msg`This image was uploaded for another field. Please upload it here again.`,
  file_not_found: msg`This image was not found. Please upload it again.`,
  percent_format: msg`Enter a percentage such as 2.5 (at most two decimals).`,
  royalty_too_high: msg`The royalty fee can be at most ${max}%.`,
  address_format: msg`Please enter a wallet address (0x followed by 40 characters).`,
  address_checksum: msg`This wallet address is not valid. Check it for typos.`,
};
const issueText = (i18n: I18n, key: string) => i18n._(ISSUES[key] ?? msg`Please check this field.`);

/** Client-side checks of spec §5 (the server checks again); royalty only on create, where it can be set. */
export function validateCollection(v: CollectionValues, editing: boolean, i18n: I18n) {
  const e: Partial<Record<Field, string>> = {};
  const set = (f: Field, key: string) => (e[f] ??= issueText(i18n, key));
  if (!v.name.trim()) set('name', 'required');
  else if (v.name.trim().length > NAME_MAX) set('name', 'name_long');
  if (v.description.trim().length > DESCRIPTION_MAX) set('description', 'description_long');
  const url = v.url.trim();
  if (!url) set('url', 'required');
  else if (url.length > URL_MAX || !HTTP_URL.test(url) || !URL.canParse(url)) set('url', 'url');
  for (const { field } of IMAGE_FIELDS) if (!v[field]) set(field, 'image_required');
  if (!editing) {
    const fee = v.royaltyFeePercent.trim();
    if (!fee) set('royaltyFeePercent', 'required');
    else if (!PERCENT.test(fee)) set('royaltyFeePercent', 'percent_format');
    else if (Number(fee) > ROYALTY_MAX_PERCENT) set('royaltyFeePercent', 'royalty_too_high');
    const address = v.royaltyAddress.trim();
    if (!address) set('royaltyAddress', 'required');
    else if (!/^0x[0-9a-fA-F]{40}$/.test(address)) set('royaltyAddress', 'address_format');
    else if (!isWalletAddress(address)) set('royaltyAddress', 'address_checksum');
  }
  return e;
}

/** The wire fields: create sends everything; edit sends the editable fields and only replaced images. */
export function toFields(v: CollectionValues, id?: string): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {
    name: v.name.trim(),
    description: v.description.trim(),
    url: v.url.trim(),
    category: v.category,
  };
  for (const { field, wire } of IMAGE_FIELDS) if (v[field]?.id) out[wire] = v[field]!.id;
  if (id) return { id, ...out };
  return {
    ...out,
    blockchain: v.blockchain,
    royaltyFeePercent: v.royaltyFeePercent.trim(),
    royaltyAddress: v.royaltyAddress.trim(),
  };
}

const WIRE_TO_FIELD: Record<string, Field> = Object.fromEntries(
  IMAGE_FIELDS.map(({ field, wire }) => [wire, field]),
);

/** Field errors from a 4200 (or 409 url) answer: data [{ path, message }] mapped onto the form's fields. */
export function serverFieldErrors(data: unknown, i18n: I18n): Partial<Record<Field, string>> {
  const out: Partial<Record<Field, string>> = {};
  if (!Array.isArray(data)) return out;
  const fields = Object.keys(emptyValues());
  for (const issue of data as { path?: unknown; message?: unknown }[]) {
    const path = typeof issue.path === 'string' ? issue.path : '';
    const field = WIRE_TO_FIELD[path] ?? (fields.includes(path) ? (path as Field) : null);
    if (field) out[field] ??= issueText(i18n, typeof issue.message === 'string' ? issue.message : '');
  }
  return out;
}
