import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Blockchain, WalletType } from '@schemas/wallets';

/** Chain names as shown (spec §9 chains). */
export const chainLabel: Record<Blockchain, MessageDescriptor> = {
  ETHEREUM: msg`Ethereum`,
  POLYGON: msg`Polygon`,
};

/** Wallet type names (spec §3: METAMASK default, CUSTONOMY, OKX, otherwise the product's own). */
export const walletTypeLabel: Record<WalletType, MessageDescriptor> = {
  METAMASK: msg`Browser wallet (MetaMask)`,
  OKX: msg`OKX Wallet`,
  CUSTONOMY: msg`Custonomy`,
  OWN: msg`Marketplace wallet`,
};
