import { useSearch } from '@tanstack/react-router';
import { PaymentMessagePage } from '@/features/checkout/payment-result';
import { MasterCardPage } from '@/features/payments/mastercard/MasterCardPage';

/** masterCard (`?ref=`): the order and amount of a Mastercard payment, then the secure hosted page. */
export default function Screen() {
  const { ref } = useSearch({ from: '/masterCard' });
  if (!ref) return <PaymentMessagePage orderId="" code={404} />;
  return <MasterCardPage paymentRef={ref} />;
}
