import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Code } from '@schemas/codes';

/** Contact-specific texts for refusal codes; other codes use the generic map. */
export const contactErrorTexts: Partial<Record<number, MessageDescriptor>> = {
  [Code.VALIDATION_FAILED]: msg`Some fields were not accepted. Please check them and send again.`,
  [Code.RATE_LIMITED]: msg`You have sent several messages in a short time. Please wait a few minutes and try again.`,
};
