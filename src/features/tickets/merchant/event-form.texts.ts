import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Code } from '@schemas/codes';

/** Field texts of the event form: its own checks and saveTicketedEvent's 4200 reasons (SaveTicketedEventForm). */
export const eventFieldTexts: Record<string, MessageDescriptor> = {
  required: msg`Required.`,
  invalid: msg`Please check this value.`,
  datetime_format: msg`Pick a date and time.`,
  ends_before_start: msg`The end must come after the start.`,
  sale_ends_before_start: msg`The sale must end after it starts.`,
  sale_ends_after_event: msg`The sale must end by the end of the event.`,
  amount_format: msg`Enter an amount such as 120 or 120.50.`,
  capacity_range: msg`A whole number from 1 to 1,000,000.`,
  per_member_range: msg`A whole number from 1 to 100.`,
  fee_range: msg`A percentage from 0 to 100, with up to two decimals.`,
  tiers_required: msg`Add at least one ticket tier.`,
  tiers_max: msg`Up to 20 ticket tiers.`,
};

/** saveTicketedEvent's refusals by the server's reason (server/services/tickets/save.ts). */
export const eventSaveReasonTexts: Record<string, MessageDescriptor> = {
  tier_has_sales: msg`A tier that has sold tickets cannot be removed. Put it back, or lower its capacity to what it sold.`,
  capacity_below_sold: msg`A tier's capacity cannot go below the tickets it has sold.`,
  event_has_sales: msg`An event that has sold tickets cannot go back to draft.`,
  event_not_found: msg`This event is no longer one of yours.`,
  tier_not_found: msg`A tier of this event no longer exists. Reload the event and try again.`,
};

/** saveTicketedEvent's refusals by code, for reasons without their own sentence. */
export const eventSaveErrorTexts: Partial<Record<number, MessageDescriptor>> = {
  [Code.FORBIDDEN]: msg`Your merchant plan does not include ticketed events.`,
  [Code.NOT_FOUND]: msg`This event is no longer one of yours.`,
  [Code.CONFLICT]: msg`The event's sales do not allow this change.`,
  [Code.VALIDATION_FAILED]: msg`Please check the highlighted fields.`,
};
