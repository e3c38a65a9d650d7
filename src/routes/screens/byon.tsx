import { useSearch } from '@tanstack/react-router';
import { PaymentMessagePage } from '@/features/checkout/payment-result';
import { ByonQrPage } from '@/features/payments/byon/ByonQrPage';

/** Spec §2 byon (`?ref=`): the BYON QR code to scan, kept in step with the payment. */
export default function Screen() {
  const { ref } = useSearch({ from: '/byon' });
  if (!ref) return <PaymentMessagePage orderId="" code={404} />;
  return <ByonQrPage paymentRef={ref} />;
}
