import type { SimpleGridProps } from '@mantine/core';

/** Responsive columns shared by catalogue grids: two small cards on a 375 px phone, more on wider screens. */
export const PRODUCT_COLS: SimpleGridProps['cols'] = { base: 2, sm: 3, md: 4 };
export const COLLECTION_COLS: SimpleGridProps['cols'] = { base: 1, xs: 2, md: 3 };
export const CREATOR_COLS: SimpleGridProps['cols'] = { base: 2, xs: 3, sm: 4, md: 6 };
