import { useSearch } from '@tanstack/react-router';
import { MyCouponsPage } from '@/features/coupons/MyCouponsPage';
import { CaptchaField } from '@/features/members/otp/CaptchaField';
import { otpQueries } from '@/features/members/otp/otp.actors';
import type { CaptchaParts } from '@/components/captcha-parts';

const PARTS: CaptchaParts = { captchaQuery: otpQueries.captcha, CaptchaField };

/**
 * My e-coupons (the profile menu's entry when no external coupon site is configured): `tab` mine,
 * collect or stamps, `merchant` narrows the coupons to collect to one merchant (its mcId).
 */
export default function Screen() {
  const { tab, merchant } = useSearch({ from: '/myCoupons' });
  return <MyCouponsPage tab={tab ?? 'mine'} merchant={merchant} parts={PARTS} />;
}
