import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PaymentRefusal } from '@/components/payments/payment-states';
import { cardPaymentError } from './card-texts';

/** A card provider page's refusal: the card texts for its code and, when it can help, Retry; `children` adds the way on. */
export function CardRefusal(p: { code: number; title?: string; onRetry?: () => void; children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <PaymentRefusal {...p} title={p.title ?? t`Payment not completed`} text={cardPaymentError(p.code)} />
  );
}
