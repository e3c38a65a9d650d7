import type { Env } from '../../../env';

/**
 * The token id of an item: the uint256 of its uuid's 128 bits. Deterministic, so every attempt to mint the same
 * item names the same id and the contract itself refuses a second mint (ERC721InvalidSender / AlreadyMinted).
 */
export function tokenIdOf(productId: string): bigint {
  const hex = productId.replace(/-/g, '');
  if (!/^[0-9a-f]{32}$/i.test(hex)) throw new Error('product id is not a uuid');
  return BigInt(`0x${hex}`);
}

/** ERC-2981 basis points from a collection's royalty percent ('5.25' → 525), in integer math (no floats). */
export function royaltyBps(percent: string): bigint {
  const [whole = '0', frac = ''] = percent.trim().split('.');
  return BigInt(whole || '0') * 100n + BigInt((frac + '00').slice(0, 2));
}

/** The link a wallet or marketplace follows from the token (the item page of this site). */
export function tokenUriOf(env: Pick<Env, 'PUBLIC_URL'>, productId: string): string {
  const origin = (env.PUBLIC_URL || 'http://localhost').replace(/\/+$/, '');
  return `${origin}/#/itemDetails?id=${productId}`;
}

/** A short ERC-721 symbol from a collection name: its first letters, upper case, at most 6. */
export function symbolOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((w) => w.replace(/[^A-Za-z0-9]/g, '').slice(0, 1))
    .join('')
    .toUpperCase();
  return (letters || 'NFT').slice(0, 6);
}
