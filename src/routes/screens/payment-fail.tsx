import { useSearch } from '@tanstack/react-router';
import { PaymentFailPage } from '@/features/checkout/payment-result';

/** Spec §2 paymentFail (`?orderId=&code=`, `&refunded=true` when the money went back): why, and the ways on. */
export default function Screen() {
  const { orderId, code, refunded } = useSearch({ from: '/paymentFail' });
  return (
    <PaymentFailPage
      orderId={orderId ?? ''}
      code={code && /^\d+$/.test(code) ? Number(code) : 9000}
      refunded={refunded === true}
    />
  );
}
