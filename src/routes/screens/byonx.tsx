import { useSearch } from '@tanstack/react-router';
import { PaymentMessagePage } from '@/features/checkout/payment-result';
import { ByonPayerPage } from '@/features/payments/byon/ByonPayerPage';

/** Spec §2 byonx (`?ref=&t=`): the payer's page a scanned QR opens (the BYON sandbox's; no login). */
export default function Screen() {
  const { ref, t } = useSearch({ from: '/byonx' });
  if (!ref || !t) return <PaymentMessagePage orderId="" code={404} />;
  return <ByonPayerPage paymentRef={ref} token={t} />;
}
