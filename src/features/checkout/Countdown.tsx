import { Trans } from '@lingui/react/macro';
import { Countdown as TimeLeft } from '@/components/payments/Countdown';

/** Time left to pay (spec §4: an unpaid order expires after 30 minutes); calls `onExpired` once at zero. */
export function Countdown({ expiresAt, onExpired }: { expiresAt: string; onExpired: () => void }) {
  return (
    <TimeLeft expiresAt={expiresAt} onExpired={onExpired} warnBelow={300}>
      {(time) => <Trans>Time left to pay: {time}</Trans>}
    </TimeLeft>
  );
}
