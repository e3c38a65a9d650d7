import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { Code } from '@schemas/codes';
import { ApiError, CLIENT_CODES } from './api-error';

/**
 * Texts for codes any screen may meet (spec §8 "Generic"). Features keep their own maps for their codes
 * and fall back to this one; unknown codes show the unstable-network text with the code in brackets.
 */
const generic: Partial<Record<number, MessageDescriptor>> = {
  [Code.UNAUTHORIZED]: msg`Your login has expired, please log in again`,
  [Code.FORBIDDEN]: msg`You are not allowed to do this.`,
  [Code.NOT_FOUND]: msg`Nothing was found.`,
  [Code.RATE_LIMITED]: msg`Too many requests. Please wait a moment and try again.`,
  [Code.SIGNATURE_EXPIRED]: msg`Your device clock seems wrong. Please correct it and try again.`,
  [Code.VALIDATION_FAILED]: msg`Please check the highlighted fields.`,
  [Code.UNAVAILABLE]: msg`The service is temporarily unavailable. Please try again shortly.`,
  // The file store (S3) is down or refusing: the same words, as nothing the visitor can change helps.
  [Code.STORAGE_UNAVAILABLE]: msg`The service is temporarily unavailable. Please try again shortly.`,
  // The database is restarting or failing over: the same words; a few seconds later the call works again.
  [Code.DATABASE_UNAVAILABLE]: msg`The service is temporarily unavailable. Please try again shortly.`,
  // Every connection of the server is busy (a drop's burst past its queue): nothing was done; the same words.
  [Code.DATABASE_BUSY]: msg`The service is temporarily unavailable. Please try again shortly.`,
};

/** The code a thrown value carries (spec §8: a default code when there is no answer). */
export function codeOf(err: unknown): number {
  return err instanceof ApiError ? err.code : CLIENT_CODES.DEFAULT;
}

/** Translated text for a refusal: the feature's own map first, then the generic one, then "unstable (code)". */
export function errorText(err: unknown, own: Partial<Record<number, MessageDescriptor>> = {}): string {
  const code = codeOf(err);
  const d = own[code] ?? generic[code];
  return d ? i18n._(d) : i18n._(msg`Current network is unstable, please try again later [${code}]`);
}
