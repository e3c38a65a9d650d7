import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Code } from '@schemas/codes';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';

/** Texts for Google sign-in refusals (spec §8 "Google 401: token invalid or expired, log in with Google again"). */
export const googleLoginErrors: Partial<Record<number, MessageDescriptor>> = {
  [Code.UNAUTHORIZED]: msg`Your Google sign-in has expired. Please log in with Google again.`,
  [Code.FORBIDDEN]: msg`Google sign-in was cancelled.`,
  [Code.ALREADY_REGISTERED]: msg`This e-mail is already registered. Please log in another way, then link Google in your account settings.`,
  [Code.UNAVAILABLE]: msg`Google sign-in is temporarily unavailable. Please try again shortly.`,
};

/** Binding a Google account from the login settings. */
export const googleBindErrors: Partial<Record<number, MessageDescriptor>> = {
  ...googleLoginErrors,
  [Code.UNAUTHORIZED]: msg`Your Google sign-in has expired. Please link Google again.`,
  [Code.FORBIDDEN]: msg`Linking Google was cancelled.`,
  [Code.ALREADY_REGISTERED]: msg`This Google account is already linked to another member.`,
};

/** Translated text for a Google refusal code (from an answer or from the `oidc_error` parameter). */
export function googleErrorText(code: number, purpose: 'login' | 'bind' = 'login'): string {
  return errorText(new ApiError(code, ''), purpose === 'bind' ? googleBindErrors : googleLoginErrors);
}
