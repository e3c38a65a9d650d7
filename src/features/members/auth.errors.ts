import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { Code } from '@schemas/codes';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { loginErrors } from './members.errors';

/** Code refusals shared by every form that consumes a one-time code (spec §8 "wrong verification code"). */
const codeErrors: Partial<Record<number, MessageDescriptor>> = {
  [Code.CODE_WRONG]: msg`Wrong verification code`,
  [Code.CODE_EXPIRED]: msg`The verification code has expired or was already used. Please request a new one.`,
};

/** Login by any method (spec §8 Login): 9011 = no login password, 404 = account unavailable. */
const loginMethodErrors: Partial<Record<number, MessageDescriptor>> = {
  ...loginErrors,
  ...codeErrors,
};

/** Sign-up (spec §8): 9011 here means the e-mail was not verified. */
const signupErrors: Partial<Record<number, MessageDescriptor>> = {
  ...codeErrors,
  [Code.ALREADY_REGISTERED]: msg`This account is already registered. Please log in instead.`,
  [Code.NO_LOGIN_PASSWORD]: msg`Your e-mail address is not verified. Please request a verification code, or contact customer service.`,
  [Code.RATE_LIMITED]: msg`Too many attempts. Please wait a few minutes and try again.`,
};

/** Reset password (spec §2 forgetpwd). */
const resetErrors: Partial<Record<number, MessageDescriptor>> = {
  ...codeErrors,
  [Code.NOT_FOUND]: msg`This account is unavailable.`,
  [Code.RATE_LIMITED]: msg`Too many attempts. Please wait a few minutes and try again.`,
};

const text = (map: Partial<Record<number, MessageDescriptor>>) => (code: number) =>
  errorText(new ApiError(code, ''), map);

export const loginMethodErrorText = text(loginMethodErrors);
export const signupErrorText = text(signupErrors);
export const resetErrorText = text(resetErrors);

/** Texts for the server's field issues (4200 data[].message) that a form cannot check itself. */
export function fieldIssueText(message: string): string {
  switch (message) {
    case 'age_out_of_range':
      return i18n._(msg`Members must be between 18 and 99 years old.`);
    case 'birthday':
      return i18n._(msg`Please enter a valid date.`);
    case 'mobile':
      return i18n._(msg`Please enter a valid mobile number for the area code.`);
    case 'email':
      return i18n._(msg`Please enter a valid e-mail address.`);
    case 'code':
      return i18n._(msg`Please enter the 6-digit code.`);
    default:
      return i18n._(msg`Please check this field.`);
  }
}
