import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cardPaymentError } from '../shared/card-texts';
import { PaymentFrame, PaymentLoader, PaymentRefusal } from '@/components/payments/PaymentStates';

/** A wait with its name for screen readers. */
export const MastercardLoader = PaymentLoader;

/** A refusal: its text, its code and, when it can help, Retry; `children` adds the way on. */
export function MastercardRefusal({
  code,
  title,
  onRetry,
  children,
}: {
  code: number;
  title?: string;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <PaymentRefusal
      code={code}
      title={title ?? t`Payment not completed`}
      text={cardPaymentError(code)}
      onRetry={onRetry}
    >
      {children}
    </PaymentRefusal>
  );
}

/** The page's narrow column. */
export const MastercardFrame = PaymentFrame;
