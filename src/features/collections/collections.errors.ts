import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { Code } from '@schemas/codes';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';

/** Collection texts for refusal codes (spec §8 Collection/item); other codes use the generic map. */
export const collectionErrorTexts: Partial<Record<number, MessageDescriptor>> = {
  [Code.ROYALTY_LOCKED]: msg`The royalty fee and wallet address cannot be changed after the collection is created.`,
  [Code.NOT_FOUND]: msg`This collection does not exist or has been deleted.`,
  [Code.FORBIDDEN]: msg`Only the owner of this collection can do this.`,
};

/** Refusals told apart by the server's message key (same code, different reason). */
const byMessage: Record<string, MessageDescriptor> = {
  collection_on_shelf: msg`A collection with items on sale cannot be deleted. Take its items off shelf first.`,
  collection_has_holders: msg`A collection whose items are held by other members cannot be deleted.`,
  no_create_permission: msg`You do not have creation permission yet.`,
  url_taken: msg`This URL is already used by another collection.`,
};

/** Translated text for a refused collection call. */
export function collectionErrorText(err: unknown): string {
  const key = err instanceof ApiError ? err.message : '';
  const d = byMessage[key];
  return d ? i18n._(d) : errorText(err, collectionErrorTexts);
}
