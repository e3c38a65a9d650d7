import type { MintStatus, NftCheck, NftQrCode } from '@schemas/item-token';
import type { TransferStarted } from '@schemas/wallets';
import { api } from '@/lib/api';

/** The item page's wallet calls: mint status and retry, transfer out, QR code, holder check. */
export const ITEM_WALLET_PATHS = {
  mintStatus: '/api/products/mint-status',
  retryMint: '/api/products/mint/retry',
  transfer: '/api/transfers',
  qr: '/api/products/qr',
  check: '/api/products/check',
} as const;

/** getMintStatus: where the item's minting stands (anyone may read it). */
export const getMintStatus = (id: string, signal?: AbortSignal) =>
  api.get<MintStatus>(ITEM_WALLET_PATHS.mintStatus, { id }, { signal });

/** retryMint: the creator asks for a failed mint to run again (4420 when it has not failed). */
export const retryMint = (id: string, signal?: AbortSignal) =>
  api.post<MintStatus>(ITEM_WALLET_PATHS.retryMint, { id }, { signal });

/** transferToExternalWallet: starts a transfer that waits for approval in the receiving wallet. */
export const startTransfer = (
  input: { productId: string; toAddress: string; quantity: number },
  signal?: AbortSignal,
) => api.post<TransferStarted>(ITEM_WALLET_PATHS.transfer, input, { signal });

/** getNftQrCode: a fresh short-lived QR code proving the caller holds the item. */
export const getNftQrCode = (id: string, signal?: AbortSignal) =>
  api.get<NftQrCode>(ITEM_WALLET_PATHS.qr, { id }, { signal });

/** verifyNftCheck: whether the `check` of an itemDetails link still names a holder. */
export const verifyNftCheck = (id: string, check: string, signal?: AbortSignal) =>
  api.get<NftCheck>(ITEM_WALLET_PATHS.check, { id, check }, { signal });
