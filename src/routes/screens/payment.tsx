import { useSearch } from '@tanstack/react-router';
import { walletOf } from '@/features/checkout/CheckoutEntry';
import { PaymentPage } from '@/features/checkout/PaymentPage';
import { PaymentFailPage } from '@/features/checkout/PaymentResult';

/** Spec §2 payment (login required, `?orderId=&wallet=&code=`): complete the payment of an order. */
export default function Screen() {
  const { orderId, wallet, code } = useSearch({ strict: false }) as {
    orderId?: string;
    wallet?: string;
    code?: string;
  };
  if (!orderId) return <PaymentFailPage orderId="" code={404} />;
  const last = code && /^\d+$/.test(code) ? Number(code) : null;
  return <PaymentPage key={orderId} orderId={orderId} wallet={walletOf(wallet)} code={last} />;
}
