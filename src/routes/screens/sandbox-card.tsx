import { useSearch } from '@tanstack/react-router';
import { PaymentMessagePage } from '@/features/checkout/payment-result';
import { SandboxCardPage } from '@/features/payments/card/SandboxCardPage';

/** The sandbox card processor's hosted page (`?ref=`), as a card processor's test mode shows it. */
export default function Screen() {
  const { ref } = useSearch({ from: '/sandboxCard' });
  if (!ref) return <PaymentMessagePage orderId="" code={404} />;
  return <SandboxCardPage paymentRef={ref} />;
}
