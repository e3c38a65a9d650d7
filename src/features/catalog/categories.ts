import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { CATEGORIES, type Category } from '@schemas/collections';

/** Names and one-line descriptions of the collection categories (server/schemas/collections.ts CATEGORIES). */
export const CATEGORY_TEXT: Record<Category, { name: MessageDescriptor; description: MessageDescriptor }> = {
  art: {
    name: msg`Art`,
    description: msg`Paintings, illustrations and generative works by digital artists.`,
  },
  music: { name: msg`Music`, description: msg`Tracks, albums and sound pieces you can own and play.` },
  photography: {
    name: msg`Photography`,
    description: msg`Photographs from street, landscape and studio photographers.`,
  },
  collectibles: {
    name: msg`Collectibles`,
    description: msg`Characters, cards and objects made to collect and trade.`,
  },
  fashion: { name: msg`Fashion`, description: msg`Wearables, designs and limited fashion drops.` },
  physical: {
    name: msg`Physical goods`,
    description: msg`Real objects that ship to you, each with its certificate token.`,
  },
};

export { CATEGORIES, type Category };

/** Whether a URL value names a known category (anything else shows the empty state without a call). */
export const isCategory = (c: unknown): c is Category => CATEGORIES.includes(c as Category);
