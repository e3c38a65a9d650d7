import { randomBytes } from 'node:crypto';
import { hongKongDate } from './online-order';

/**
 * A new order number (spec §3 Order "order number"): the Hong Kong date and 10 random base-32 characters, e.g.
 * `O20261125K3Q9ZP2M7D`. Random rather than a counter, so several API processes never ask each other for the
 * next one; 50 bits per day make a collision (caught by the unique index) practically impossible.
 */
export function newOrderNumber(now: Date): string {
  return `O${hongKongDate(now).replaceAll('-', '')}${randomTail(10)}`;
}

/** `n` random base-32 characters (Crockford's alphabet: no I, L, O, U), 5 bits each. */
export function randomTail(n: number): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  let tail = '';
  for (const b of randomBytes(n)) tail += alphabet[b & 31];
  return tail;
}
