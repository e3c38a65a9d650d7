import { msg } from '@lingui/core/macro';

/** The chain choices of the explore filters and the ranking (the server's `chain`, ALL by default). */
export const CHAIN_OPTIONS = [
  { value: 'ALL', label: msg`All chains` },
  { value: 'ETHEREUM', label: msg`Ethereum` },
  { value: 'POLYGON', label: msg`Polygon` },
] as const;

/** The sort choices of the explore filters and the fixed list pages (newest by default). */
export const SORT_OPTIONS = [
  { value: 'newest', label: msg`Newest` },
  { value: 'price_asc', label: msg`Price: low to high` },
  { value: 'price_desc', label: msg`Price: high to low` },
  { value: 'popular', label: msg`Most popular` },
] as const;
