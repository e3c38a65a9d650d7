import { randomBytes } from 'node:crypto';
import { hongKongDate } from './online-order';

/**
 * A new order number (spec §3 Order "order number"): the Hong Kong date and 10 random base-32 characters, e.g.
 * `O20261125K3Q9ZP2M7D`. Random rather than a counter, so several API processes never ask each other for the
 * next one; 50 bits per day make a collision (caught by the unique index) practically impossible.
 */
export function newOrderNumber(now: Date): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const bytes = randomBytes(10);
  let tail = '';
  for (const b of bytes) tail += alphabet[b & 31];
  return `O${hongKongDate(now).replaceAll('-', '')}${tail}`;
}
