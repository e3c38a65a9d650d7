import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Category } from '@schemas/collections';

/** Display names of the collection categories (server/schemas/collections.ts CATEGORIES). */
export const CATEGORY_LABELS: Record<Category, MessageDescriptor> = {
  art: msg`Art`,
  music: msg`Music`,
  photography: msg`Photography`,
  collectibles: msg`Collectibles`,
  fashion: msg`Fashion`,
  physical: msg`Physical goods`,
};
