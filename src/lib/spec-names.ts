import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SpecType } from '@schemas/orders';

/** A physical good's option types (spec §3 spec dictionary), as the buyer reads them. */
export const SPEC_NAMES: Record<SpecType, MessageDescriptor> = {
  DEFAULT: msg`Option`,
  SIZE: msg`Size`,
  COLOR: msg`Colour`,
  WEIGHT: msg`Weight`,
};
