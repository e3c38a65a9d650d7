import { useSearch } from '@tanstack/react-router';
import { WalletCoins } from '@/features/coins/WalletCoins';
import { WalletPage } from '@/features/wallet/WalletPage';
import { WalletReturnPage } from '@/features/wallet-step/WalletReturnPage';
import { WalletStepPage } from '@/features/wallet-step/WalletStepPage';

/**
 * Spec §2 wallet: `?ref=` runs a wallet step (the page opened in a new window), `?pf=web3&op=…` is the return
 * from one, otherwise "My wallet" with its tabs (`?tab=overview|transfers|coins`).
 */
export default function Screen() {
  const { ref, pf, op, tab } = useSearch({ from: '/wallet' });
  if (ref) return <WalletStepPage stepRef={ref} />;
  if (pf === 'web3') return <WalletReturnPage op={op ?? ''} />;
  return <WalletPage tab={tab ?? 'overview'} coins={<WalletCoins />} />;
}
