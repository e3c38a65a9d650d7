import { useSearch } from '@tanstack/react-router';
import { CheckPayPage } from '@/features/checkout/CheckPayPage';
import { PaymentMessagePage } from '@/features/checkout/payment-result';

/** Spec §2 checkpay (`?ref=`): waits for the payment's decision, then shows its result page. */
export default function Screen() {
  const { ref } = useSearch({ from: '/checkpay' });
  if (!ref) return <PaymentMessagePage orderId="" code={404} />;
  return <CheckPayPage paymentRef={ref} />;
}
