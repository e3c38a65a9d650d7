import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Code } from '@schemas/codes';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';

/** Texts for the refusals of a code request (spec §5, §8); other codes fall back to the generic map. */
export const otpErrors: Partial<Record<number, MessageDescriptor>> = {
  [Code.CODE_RESEND_TOO_SOON]: msg`A code was sent a moment ago. Please wait a minute before requesting another.`,
  [Code.CAPTCHA_WRONG]: msg`The picture code does not match. Please type the new one.`,
  [Code.ALREADY_REGISTERED]: msg`This mobile number or e-mail is already registered.`,
  [Code.RATE_LIMITED]: msg`Too many code requests. Please wait a minute and try again.`,
  [Code.VALIDATION_FAILED]: msg`Please check the mobile number or e-mail.`,
  [Code.CODE_WRONG]: msg`Wrong verification code.`,
  [Code.CODE_EXPIRED]: msg`The verification code has expired or was already used. Please request a new one.`,
};

/** Translated text for a code-request refusal. */
export function otpErrorText(code: number): string {
  return errorText(new ApiError(code, ''), otpErrors);
}
