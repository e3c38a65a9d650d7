import type { SimpleGridProps } from '@mantine/core';

/** Responsive columns shared by catalogue grids: two small cards on a 375 px phone, more on wider screens. */
export const PRODUCT_COLS: SimpleGridProps['cols'] = { base: 2, sm: 3, md: 4 };
export const COLLECTION_COLS: SimpleGridProps['cols'] = { base: 1, xs: 2, md: 3 };
export const CREATOR_COLS: SimpleGridProps['cols'] = { base: 2, xs: 3, sm: 4, md: 6 };

/**
 * How the picture of the `index`-th card of a grid loads. The first row is in the first viewport and holds
 * the page's largest paint, so its pictures load at once (never lazily) and the first two with high
 * priority; the rest wait until they are scrolled near.
 */
export function cardImageLoading(index = Infinity) {
  if (index < 2) return { loading: 'eager', fetchPriority: 'high' } as const;
  if (index < 4) return { loading: 'eager' } as const;
  return { loading: 'lazy' } as const;
}
