import { useSearch } from '@tanstack/react-router';
import { PricingPage } from '@/features/pricing/PricingPage';

export default function Screen() {
  const { denied } = useSearch({ from: '/pricing' });
  return <PricingPage denied={denied} />;
}
