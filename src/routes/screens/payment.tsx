import { useSearch } from '@tanstack/react-router';
import { PAYMENT_METHODS } from '@schemas/payments';
import { walletOf } from '@/features/checkout/CheckoutEntry';
import { PaymentPage } from '@/features/checkout/PaymentPage';
import { PaymentFailPage } from '@/features/checkout/payment-result';

/**
 * Spec §2 payment (login required, `?orderId=&wallet=&code=&method=`): complete the payment of an order (all
 * that is left, or a part); `method` preselects the method paid with last (paymentFail → Try again).
 */
export default function Screen() {
  const { orderId, wallet, code, method } = useSearch({ from: '/payment' });
  if (!orderId) return <PaymentFailPage orderId="" code={404} />;
  const last = code && /^\d+$/.test(code) ? Number(code) : null;
  const again = PAYMENT_METHODS.find((m) => m === method) ?? null;
  return <PaymentPage key={orderId} orderId={orderId} wallet={walletOf(wallet)} code={last} method={again} />;
}
