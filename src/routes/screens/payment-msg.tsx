import { useSearch } from '@tanstack/react-router';
import { PaymentMessagePage } from '@/features/checkout/payment-result';

/** Spec §2 paymentMsg (`?code=&orderId=`): a payment message. */
export default function Screen() {
  const { orderId, code } = useSearch({ from: '/paymentMsg' });
  return (
    <PaymentMessagePage orderId={orderId ?? ''} code={code && /^\d+$/.test(code) ? Number(code) : null} />
  );
}
