import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { FieldIssue } from '@machines/item-form.machine';
import { Code } from '@schemas/codes';
import { ITEM_LIMITS } from '@schemas/products';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { MIN_FIAT_PRICE } from './item-form.validate';

/** Server field names that the form shows under another name. */
const ALIASES: Record<string, string> = { coverFileId: 'cover', fileId: 'file' };

/** The form path of a server (4200) issue path: `coverFileId` is the cover picker, the rest are the same. */
export const formPath = (path: string) => ALIASES[path] ?? path;

const REQUIRED: Record<string, MessageDescriptor> = {
  name: msg`Please enter a name for the item.`,
  cover: msg`Please upload a cover image.`,
  file: msg`Please upload the item's file.`,
  collectionId: msg`Please choose a collection.`,
  platform: msg`Please enter the platform the item was minted on.`,
  contractAddress: msg`Please enter the contract address.`,
  tokenId: msg`Please enter the token ID.`,
  modelNumber: msg`Please enter the model number.`,
  fixPrice: msg`Please enter a price.`,
  fixPriceHK: msg`Please enter the price in HKD.`,
  auctionBlPrice: msg`Please enter the auction's base price.`,
  type: msg`Please enter a type.`,
  value: msg`Please enter a value.`,
  period: msg`Please choose a licence period.`,
  others: msg`Please describe the other terms, or untick Others.`,
  choice: msg`Please choose Yes or No.`,
};
const CRYPTO = new Set(['fixPrice', 'auctionBlPrice']);
const CHOICES = new Set(['commercialUse', 'copy', 'display', 'reproduce', 'distribute']);

function requiredText(path: string): MessageDescriptor {
  const [head = '', , leaf = ''] = path.split('.');
  if (path.startsWith('licence.')) {
    const field = path.slice('licence.'.length);
    if (CHOICES.has(field)) return REQUIRED.choice!;
    return REQUIRED[field] ?? msg`This field is required.`;
  }
  if (['properties', 'levels', 'stats'].includes(head))
    return leaf === 'name' ? msg`Please enter a name.` : (REQUIRED[leaf] ?? msg`This field is required.`);
  return REQUIRED[path] ?? msg`This field is required.`;
}

/** Translated text for one field issue (client check or server 4200), by its message key and field. */
export function issueText(issue: FieldIssue, i18n: I18n): string {
  const path = formPath(issue.path);
  const min = ITEM_LIMITS.minFixPrice;
  switch (issue.message) {
    case 'required':
      return i18n._(requiredText(path));
    case 'contract_type':
      return i18n._(msg`Please choose a contract type`);
    case 'quantity_multi':
      return i18n._(msg`Multiple copies need a quantity greater than 1.`);
    case 'quantity_single':
      return i18n._(msg`A single item (ERC-721) has exactly one copy.`);
    case 'quantity_max': {
      const max = ITEM_LIMITS.maxQuantity;
      return i18n._(msg`At most ${max} copies.`);
    }
    case 'amount_format':
      return CRYPTO.has(path)
        ? i18n._(msg`Enter an amount such as 0.5 (up to 18 decimal places).`)
        : i18n._(msg`Enter an amount such as 120.50 (up to 2 decimal places).`);
    case 'price_min':
      return path === 'fixPriceHK'
        ? i18n._(msg`The price must be at least HK$${MIN_FIAT_PRICE}.`)
        : i18n._(msg`The price must be at least ${min}.`);
    case 'url':
      return i18n._(msg`Please enter a web address starting with https://`);
    case 'address_format':
      return i18n._(msg`Enter the contract address: 0x followed by 40 hexadecimal characters.`);
    case 'address_checksum':
      return i18n._(msg`This address has a wrong checksum. Please copy it again from the wallet.`);
    case 'not_found':
      return i18n._(msg`This collection no longer exists. Please choose another.`);
    case 'file_not_found':
      return i18n._(msg`This file was not found. Please upload it again.`);
    case 'file_purpose':
      return i18n._(msg`This file cannot be used here. Please upload another one.`);
    case 'token_id':
      return i18n._(msg`A token ID is a whole number.`);
    case 'too_long':
      return i18n._(msg`This text is too long.`);
    case 'too_many': {
      const max = ITEM_LIMITS.maxTraits;
      return i18n._(msg`At most ${max} rows.`);
    }
    default:
      return i18n._(msg`Please check this field.`);
  }
}

/** Item-specific texts for refusal codes; other codes use the generic map. */
const itemErrorTexts: Partial<Record<number, MessageDescriptor>> = {
  [Code.CONTRACT_TYPE_REQUIRED]: msg`Please choose a contract type`,
  [Code.VALIDATION_FAILED]: msg`Some fields need your attention. Please check the highlighted fields.`,
  [Code.NOT_FOUND]: msg`This item or its collection no longer exists.`,
  [Code.FORBIDDEN]: msg`Only the item's seller can edit it.`,
  [Code.PAYLOAD_TOO_LARGE]: msg`The file is too large.`,
};

/** The refusal as text: the server's reason first (item on sale, no permission), then the code. */
export function refusalText(code: number, reason: string | null, i18n: I18n): string {
  if (reason === 'item_on_sale') return i18n._(msg`Take the item off shelf before editing`);
  if (reason === 'no_create_permission') return i18n._(msg`You do not have creation permission yet.`);
  return errorText(new ApiError(code, reason ?? ''), itemErrorTexts);
}
