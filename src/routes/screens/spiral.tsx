import { useSearch } from '@tanstack/react-router';
import { PaymentMessagePage } from '@/features/checkout/payment-result';
import { SpiralPage } from '@/features/payments/spiral/SpiralPage';

/**
 * Spec §2 spiral (`?ref=`, `&return=1`): the Spiral sandbox's hosted page, or the buyer's return from Spiral,
 * which asks the server for the verdict and goes on to checkpay.
 */
export default function Screen() {
  const { ref, return: back } = useSearch({ from: '/spiral' });
  if (!ref) return <PaymentMessagePage orderId="" code={404} />;
  return <SpiralPage key={`${ref}:${back ?? ''}`} paymentRef={ref} mode={back ? 'return' : 'hosted'} />;
}
