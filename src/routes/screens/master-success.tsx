import { useSearch } from '@tanstack/react-router';
import { PaymentMessagePage } from '@/features/checkout/payment-result';
import { MasterSuccessPage } from '@/features/payments/mastercard/MasterSuccessPage';

/** masterSuccess (`?ref=`): the result, verified at the gateway by the server before it is shown. */
export default function Screen() {
  const { ref } = useSearch({ from: '/masterSuccess' });
  if (!ref) return <PaymentMessagePage orderId="" code={404} />;
  return <MasterSuccessPage paymentRef={ref} />;
}
