import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Code } from '@schemas/codes';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';

/** Texts of the Spiral pages' refusals (spec §8 Payment); other codes take the generic texts. */
const TEXTS: Partial<Record<number, MessageDescriptor>> = {
  [Code.PAYMENT_NOT_OPEN]: msg`This payment has already been decided or closed.`,
  [Code.NETWORK_UNSTABLE]: msg`Current network is unstable, please try again later.`,
  [Code.NETWORK_UNSTABLE_2]: msg`Current network is unstable, please try again later.`,
  [Code.NOT_FOUND]: msg`This payment link is not valid.`,
};

/** The translated text of a Spiral page's refusal `code`. */
export const spiralProblem = (code: number): string => errorText(new ApiError(code, ''), TEXTS);
