import { useSearch } from '@tanstack/react-router';
import { PaymentFailPage } from '@/features/checkout/PaymentResult';

/** Spec §2 paymentFail (`?orderId=&code=`): why, and pay again or place a new order. */
export default function Screen() {
  const { orderId, code } = useSearch({ strict: false }) as { orderId?: string; code?: string };
  return <PaymentFailPage orderId={orderId ?? ''} code={code && /^\d+$/.test(code) ? Number(code) : 9000} />;
}
