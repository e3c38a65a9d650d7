import type { WalletStep } from '@schemas/wallets';

/** A wallet step as walletStep answers it, for the machine and page tests. */
export const REF = 'ref_0123456789abcdef';
export const step = (op: WalletStep['op'], more: Partial<WalletStep> = {}): WalletStep => ({
  ref: REF,
  op,
  blockchain: 'ETHEREUM',
  chainId: 31337,
  walletType: 'METAMASK',
  status: 'OPEN',
  resultCode: null,
  expiresAt: '2030-01-01T00:00:00.000Z',
  subjectId: null,
  ...more,
});
