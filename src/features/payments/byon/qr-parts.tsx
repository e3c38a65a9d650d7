import { Trans } from '@lingui/react/macro';
import { Countdown } from '@/components/payments/Countdown';
import { PaymentFrame, PaymentLoader } from '@/components/payments/payment-states';

/** How long the QR may still be scanned; calls `onExpired` once at zero. */
export function QrCountdown({ expiresAt, onExpired }: { expiresAt: string; onExpired: () => void }) {
  return (
    <Countdown expiresAt={expiresAt} onExpired={onExpired} warnBelow={60}>
      {(time) => <Trans>QR code valid for {time}</Trans>}
    </Countdown>
  );
}

/** A page-wide wait with its name for screen readers. */
export const QrLoader = PaymentLoader;

/** The narrow column of the QR pages. */
export const QrFrame = PaymentFrame;
