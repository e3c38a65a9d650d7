import { useSearch } from '@tanstack/react-router';
import { PaymentMessagePage } from '@/features/checkout/payment-result';
import { StripePage } from '@/features/payments/stripe/StripePage';

/** Stripe's card page (`?ref=`): the Payment Element, or the sandbox playing Stripe's test mode. */
export default function Screen() {
  const { ref } = useSearch({ from: '/stripe' });
  if (!ref) return <PaymentMessagePage orderId="" code={404} />;
  return <StripePage paymentRef={ref} />;
}
