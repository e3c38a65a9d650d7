import { useSearch } from '@tanstack/react-router';
import { CardDetailPage } from '@/features/cards/CardDetailPage';
import { MyCardsPage } from '@/features/cards/MyCardsPage';
import { CaptchaField } from '@/features/members/otp/CaptchaField';
import { otpQueries } from '@/features/members/otp/otp.actors';
import { CaptchaPartsProvider, type CaptchaParts } from '@/components/captcha-parts';

/** The members feature's picture code, for the card transfer (features do not import each other). */
const PARTS: CaptchaParts = { captchaQuery: otpQueries.captcha, CaptchaField };

/**
 * Spec §2 memberCard (login required): my member cards, or one card's detail (`?id=`, with `view` = info,
 * activate or transfer open).
 */
export default function Screen() {
  const { id, view } = useSearch({ from: '/memberCard' });
  return (
    <CaptchaPartsProvider parts={PARTS}>
      {id ? <CardDetailPage key={id} id={id} view={view} /> : <MyCardsPage />}
    </CaptchaPartsProvider>
  );
}
