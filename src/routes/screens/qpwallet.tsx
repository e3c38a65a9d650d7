import { Container } from '@mantine/core';
import { useSearch } from '@tanstack/react-router';
import { fieldIssueText } from '@/features/members/auth.errors';
import { useMe } from '@/features/members/members.hooks';
import { CaptchaField } from '@/features/members/otp/CaptchaField';
import { otpQueries } from '@/features/members/otp/otp.actors';
import { OtpCodeField } from '@/features/members/otp/OtpCodeField';
import { otpErrors } from '@/features/members/otp/otp.errors';
import { TermsCheckbox } from '@/features/members/TermsCheckbox';
import type { QpWalletParts } from '@/features/qpwallet/qpwallet.parts';
import { QpWalletPage } from '@/features/qpwallet/QpWalletPage';
import { chainLabel, walletTypeLabel } from '@/features/wallet/labels';
import { walletErrorTexts } from '@/features/wallet/wallet.errors';

/** The members and wallet pieces the mini page reuses (features do not import each other). */
const PARTS: QpWalletParts = {
  captchaQuery: otpQueries.captcha,
  CaptchaField,
  OtpCodeField,
  TermsCheckbox,
  errorTexts: { ...walletErrorTexts, ...otpErrors },
  issueText: fieldIssueText,
  chainLabel,
  walletTypeLabel,
};

/**
 * Spec §2 qpwallet: the QR mini page `?type=mcard&mcId=…`; `lang` and `redirect` are applied before the app
 * starts (src/lib/locale.ts, src/features/members/exchange.ts).
 */
export default function Screen() {
  const { type, mcId } = useSearch({ from: '/qpwallet' });
  const me = useMe();
  return (
    <Container size="sm" py="xl" px="md">
      {/* Another QR code is another flow: a new machine, not the last code's (it may have ended). */}
      <QpWalletPage
        key={`${type ?? ''}:${mcId ?? ''}`}
        kind={type}
        mcId={mcId}
        boundEmail={me.data?.memberLite.email ?? null}
        parts={PARTS}
      />
    </Container>
  );
}
