import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Code } from '@schemas/codes';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';

/** Texts for the login refusals of spec §8; other codes fall back to the generic map. */
export const loginErrors: Partial<Record<number, MessageDescriptor>> = {
  [Code.UNAUTHORIZED]: msg`Wrong account or password`,
  [Code.NO_LOGIN_PASSWORD]: msg`No login password is set for this account. Please go to Settings.`,
  [Code.NOT_FOUND]: msg`This account is unavailable.`,
  [Code.RATE_LIMITED]: msg`Too many login attempts. Please wait a few minutes and try again.`,
  [Code.ACCOUNT_LOCKED]: msg`Too many login attempts. Please wait a few minutes and try again.`,
};

/** Translated text for a login machine's error code. */
export function loginErrorText(code: number): string {
  return errorText(new ApiError(code, ''), loginErrors);
}
