import type { CollectionCard } from '@schemas/catalog';

/**
 * The home hero's picture: the first featured collection's 766x414 image, or its 400 px WebP thumbnail where
 * that is enough. index.html's shell builds the same `srcset` and `sizes` from the same answer, so the
 * browser picks one candidate and the app's picture reuses the shell's download (tests/scripts/app-shell).
 */
export const SPOTLIGHT_SIZES =
  '(min-width: 62em) 600px, (min-width: 48em) calc(100vw - 96px), calc(100vw - 56px)';

export function spotlightSrcSet(c: Pick<CollectionCard, 'thumbUrl' | 'featuredImage'>): string | undefined {
  return c.thumbUrl ? `${c.thumbUrl} 400w, ${c.featuredImage} 766w` : undefined;
}
