import * as v from 'valibot';
import { CommonParams } from './common';
import { Blockchain } from './wallets';

/** An item's token: its minting state and the QR code that proves who holds it. */

const Uuid = v.pipe(v.string(), v.uuid());

export const MINT_STATUSES = ['NONE', 'PENDING', 'MINTED', 'FAILED'] as const;
/** An item's minting state, read by the item page and the mint machine. */
export const MintStatus = v.object({
  productId: v.string(),
  status: v.picklist(MINT_STATUSES),
  blockchain: Blockchain,
  contractAddress: v.nullable(v.string()),
  tokenId: v.nullable(v.string()),
  txHash: v.nullable(v.string()),
  error: v.nullable(v.string()),
  mintedAt: v.nullable(v.string()),
});
export type MintStatus = v.InferOutput<typeof MintStatus>;
export const ProductIdQuery = v.object({ ...CommonParams, id: Uuid });
export const ProductIdBody = v.object({ ...CommonParams, id: Uuid });

/** getNftQrCode: a QR image of the item link carrying a short-lived holder proof (`check`). */
export const NftQrCode = v.object({
  url: v.string(),
  /** data:image/png;base64,… */
  image: v.string(),
  expiresAt: v.string(),
});
export type NftQrCode = v.InferOutput<typeof NftQrCode>;

/** verifyNftCheck (itemDetails?id&check, spec §2): the item id and the holder proof read from a QR code. */
export const NftCheckQuery = v.object({
  ...CommonParams,
  id: Uuid,
  check: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{16,128}$/, 'check_format')),
});
/** Whether the QR's holder proof is genuine, unexpired and its member still holds the item. */
export const NftCheck = v.object({
  valid: v.boolean(),
  holder: v.nullable(v.object({ memberId: v.string(), name: v.string() })),
  expiresAt: v.nullable(v.string()),
});
export type NftCheck = v.InferOutput<typeof NftCheck>;
