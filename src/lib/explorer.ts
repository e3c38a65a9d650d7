import type { Blockchain } from '@schemas/wallets';

const env = import.meta.env as Record<string, string | undefined>;
/** Block explorers per chain; VITE_EXPLORER_* overrides them (an empty value shows the hash without a link). */
const EXPLORERS: Record<Blockchain, string> = {
  ETHEREUM: env.VITE_EXPLORER_ETHEREUM ?? 'https://etherscan.io',
  POLYGON: env.VITE_EXPLORER_POLYGON ?? 'https://polygonscan.com',
};

/** The explorer page of a transaction, or null where no explorer is configured (a local chain). */
export function txUrl(blockchain: Blockchain, hash: string): string | null {
  const base = EXPLORERS[blockchain].replace(/\/+$/, '');
  return base ? `${base}/tx/${hash}` : null;
}

/** The explorer page of a token (an ERC-721's contract and id), or null where no explorer is configured. */
export function tokenUrl(blockchain: Blockchain, contract: string, tokenId: string): string | null {
  const base = EXPLORERS[blockchain].replace(/\/+$/, '');
  return base ? `${base}/token/${contract}?a=${encodeURIComponent(tokenId)}` : null;
}
