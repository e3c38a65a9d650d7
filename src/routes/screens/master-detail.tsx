import { useSearch } from '@tanstack/react-router';
import { PaymentMessagePage } from '@/features/checkout/payment-result';
import { MasterDetailPage } from '@/features/payments/mastercard/MasterDetailPage';

/** masterDetail (`?ref=`): the Mastercard sandbox gateway's hosted card page (test mode). */
export default function Screen() {
  const { ref } = useSearch({ from: '/masterDetail' });
  if (!ref) return <PaymentMessagePage orderId="" code={404} />;
  return <MasterDetailPage paymentRef={ref} />;
}
