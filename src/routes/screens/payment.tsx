import { useSearch } from '@tanstack/react-router';
import { PAYMENT_METHODS } from '@schemas/payments';
import { walletOf } from '@/features/checkout/CheckoutEntry';
import { CoinTender } from '@/features/coins/CoinTender';
import { PaymentPage, type TenderSlot } from '@/features/checkout/PaymentPage';
import { PaymentFailPage } from '@/features/checkout/payment-result';

/**
 * Spec §2 payment (login required, `?orderId=&wallet=&code=&method=`): complete the payment of an order (all
 * that is left, or a part), with the merchant's loyalty coins too; `method` preselects the method paid with last
 * (paymentFail → Try again).
 */
/** The merchant's loyalty coins as a tender before the methods. */
const coinTender: TenderSlot = (p) => <CoinTender {...p} />;

export default function Screen() {
  const { orderId, wallet, code, method } = useSearch({ from: '/payment' });
  if (!orderId) return <PaymentFailPage orderId="" code={404} />;
  const last = code && /^\d+$/.test(code) ? Number(code) : null;
  const again = PAYMENT_METHODS.find((m) => m === method) ?? null;
  return (
    <PaymentPage
      key={orderId}
      orderId={orderId}
      wallet={walletOf(wallet)}
      code={last}
      method={again}
      tender={coinTender}
    />
  );
}
