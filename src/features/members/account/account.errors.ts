import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Code } from '@schemas/codes';
import { errorText } from '@/lib/error-text';

/** Texts for the refusals of the login-setting page (spec §8); other codes fall back to the generic map. */
export const bindErrors: Partial<Record<number, MessageDescriptor>> = {
  [Code.CODE_WRONG]: msg`Wrong verification code.`,
  [Code.CODE_EXPIRED]: msg`The verification code has expired. Please request a new one.`,
  [Code.ALREADY_REGISTERED]: msg`This is already registered to another account.`,
  [Code.PASSWORD_NOT_SET_FIRST]: msg`Your login password must be cleared before you replace your e-mail. Clear it under "Login password", then set it again afterwards.`,
  [Code.RATE_LIMITED]: msg`Too many attempts. Please wait a minute and try again.`,
};

export const passwordErrors: Partial<Record<number, MessageDescriptor>> = {
  [Code.UNAUTHORIZED]: msg`The current password is wrong.`,
  [Code.NO_LOGIN_PASSWORD]: msg`No login password is set.`,
  [Code.RATE_LIMITED]: msg`Too many attempts. Please wait a minute and try again.`,
};

export const bindErrorText = (err: unknown) => errorText(err, bindErrors);
export const passwordErrorText = (err: unknown) => errorText(err, passwordErrors);
