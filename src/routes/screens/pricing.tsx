import { useSearch } from '@tanstack/react-router';
import { PricingPage } from '@/features/pricing/PricingPage';

export default function Screen() {
  const { denied } = useSearch({ strict: false }) as { denied?: string };
  return <PricingPage denied={denied} />;
}
