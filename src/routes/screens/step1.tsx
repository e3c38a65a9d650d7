import { useSearch } from '@tanstack/react-router';
import { CheckoutEntry } from '@/features/checkout/CheckoutEntry';

/** Spec §2 step1 (login required): check order and submit it (`?productId=&quantity=&wallet=` or `?cart=1`). */
export default function Screen() {
  const search = useSearch({ from: '/step1' });
  return <CheckoutEntry search={search} />;
}
