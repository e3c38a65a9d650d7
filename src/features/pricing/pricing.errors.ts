import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';

/** Why subscribing or cancelling was refused (the merchants API's reasons), else the generic text. */
const reasons: Record<string, MessageDescriptor> = {
  not_a_merchant: msg`Only an approved merchant can choose a plan. Register your business first.`,
  merchant_suspended: msg`This merchant is suspended. Please contact us.`,
  plan_already_active: msg`This plan is already active.`,
  plan_payment_in_progress: msg`A payment of your plan is in progress. Please finish or wait for it.`,
  no_plan_to_cancel: msg`There is no paid plan to cancel.`,
};

export function planErrorText(err: unknown): string {
  const reason = err instanceof ApiError ? reasons[err.message] : undefined;
  return reason ? i18n._(reason) : errorText(err);
}
