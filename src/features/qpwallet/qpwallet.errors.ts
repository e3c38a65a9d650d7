import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { Code } from '@schemas/codes';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { useParts } from './qpwallet.parts';

/** The mini page's own texts (spec §8), over the shared picture-code, e-mail-code and wallet texts. */
const own: Partial<Record<number, MessageDescriptor>> = {
  [Code.ALREADY_REGISTERED]: msg`This e-mail address belongs to another account. Please use another one.`,
  [Code.NOT_FOUND]: msg`This form is no longer available. Please fill it in again.`,
  [Code.RATE_LIMITED]: msg`Too many attempts. Please wait a few minutes and try again.`,
  [Code.VALIDATION_FAILED]: msg`Please check the highlighted fields.`,
};

/** Translators for refusals of submitEform, completeEform, myEform and the code resend, and for field issues. */
export function useQpTexts() {
  const parts = useParts();
  return {
    errorText: (code: number) => errorText(new ApiError(code, ''), { ...parts.errorTexts, ...own }),
    issueText: (message: string) =>
      message === 'eform_email_not_yours'
        ? i18n._(msg`Please use the e-mail address bound to your account.`)
        : parts.issueText(message),
  };
}
