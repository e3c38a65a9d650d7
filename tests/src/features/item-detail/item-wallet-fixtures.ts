import type { MintStatus } from '@schemas/item-token';
import { okAnswer, stubApi, type Route } from '../../../support/api-stub';
import { detail, ITEM_ID, ME } from './fixtures';

export { ITEM_ID, ME, detail };
export const ADA = '22222222-2222-4222-8222-222222222222';
export const TX = '0xabcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789';

/** The paths the item page's wallet parts call. */
export const WALLET_PATHS = {
  detail: '/api/products/detail',
  list: '/api/products',
  mintStatus: '/api/products/mint-status',
  retry: '/api/products/mint/retry',
  transfer: '/api/transfers',
  qr: '/api/products/qr',
  check: '/api/products/check',
} as const;

/** A mint status as getMintStatus answers it. */
export const mint = (status: MintStatus['status'], over: Partial<MintStatus> = {}): MintStatus => ({
  productId: ITEM_ID,
  status,
  blockchain: 'ETHEREUM',
  contractAddress: status === 'MINTED' ? '0x1234567890abcdef1234567890abcdef12345678' : null,
  tokenId: status === 'MINTED' ? '42' : null,
  txHash: status === 'MINTED' ? TX : null,
  error: status === 'FAILED' ? 'reverted' : null,
  mintedAt: status === 'MINTED' ? '2026-01-02T10:00:00Z' : null,
  ...over,
});

/** The item page's server: the item, empty lists, and the given routes. */
export function serveItem(item: ReturnType<typeof detail>, routes: Record<string, Route>) {
  return stubApi({
    [WALLET_PATHS.detail]: okAnswer(item),
    [WALLET_PATHS.list]: okAnswer({ items: [], nextCursor: null }),
    ...routes,
  });
}
