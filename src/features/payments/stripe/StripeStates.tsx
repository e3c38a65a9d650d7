import { useLingui } from '@lingui/react/macro';
import { cardPaymentError } from '../shared/card-texts';
import { PaymentFrame, PaymentLoader, PaymentRefusal } from '@/components/payments/payment-states';

/** A wait with its name for screen readers. */
export const StripeLoader = PaymentLoader;

/** A refusal: its text, its code and, when it can help, Retry. */
export function StripeRefusal({ code, onRetry }: { code: number; onRetry?: () => void }) {
  const { t } = useLingui();
  return (
    <PaymentRefusal
      code={code}
      title={t`Payment not completed`}
      text={cardPaymentError(code)}
      onRetry={onRetry}
    />
  );
}

/** The page's narrow column. */
export const StripeFrame = PaymentFrame;
