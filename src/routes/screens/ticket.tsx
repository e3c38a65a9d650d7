import { useSearch } from '@tanstack/react-router';
import { TicketCodePage } from '@/features/tickets/TicketCodePage';
import { CaptchaField } from '@/features/members/otp/CaptchaField';
import { otpQueries } from '@/features/members/otp/otp.actors';
import { CaptchaPartsProvider, type CaptchaParts } from '@/components/captcha-parts';

/** The members feature's picture code, for the ticket transfer (features do not import each other). */
const PARTS: CaptchaParts = { captchaQuery: otpQueries.captcha, CaptchaField };

/** A ticket's rotating code (`?id=`, login required), which also opens offline; its transfer. */
export default function Screen() {
  const { id } = useSearch({ from: '/ticket' });
  return (
    <CaptchaPartsProvider parts={PARTS}>
      <TicketCodePage key={id} id={id ?? ''} />
    </CaptchaPartsProvider>
  );
}
