import { useSearch } from '@tanstack/react-router';
import { PaymentSuccessPage } from '@/features/checkout/payment-result';

/** Spec §2 paymentSuccess (`?orderId=`): reads the order's state, never decides it. */
export default function Screen() {
  const { orderId } = useSearch({ from: '/paymentSuccess' });
  return <PaymentSuccessPage orderId={orderId ?? ''} />;
}
