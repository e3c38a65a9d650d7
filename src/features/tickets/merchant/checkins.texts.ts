import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Code } from '@schemas/codes';
import type { RefusalReason } from '@schemas/door-verdict';
import type { CheckinResult } from '@schemas/tickets';

/** A synced scan's result, as the check-ins list names it. */
export const CHECKIN_RESULT_LABEL: Record<CheckinResult, MessageDescriptor> = {
  ADMITTED: msg`Admitted`,
  CONFLICT: msg`Conflict`,
  REFUSED: msg`Refused`,
};

/** Why the door refused a scan (door-verdict.ts), in the merchant's words. */
export const REFUSAL_TEXT: Record<RefusalReason, MessageDescriptor> = {
  malformed: msg`Not a ticket code`,
  wrong_event: msg`A ticket of another event`,
  forged: msg`The signature does not match`,
  unknown_ticket: msg`Unknown ticket`,
  stale_version: msg`An old code: the ticket was transferred`,
  kit_outdated: msg`The door's kit was out of date`,
  expired_code: msg`The code had expired (a screenshot?)`,
  revoked: msg`Revoked ticket`,
  refunded: msg`Refunded ticket`,
  duplicate: msg`Already admitted`,
  no_entries_left: msg`No entries left`,
  outside_window: msg`Outside the doors' hours`,
};

/** The door staff and check-in reads' refusals (server/routes/ticket-door.ts). */
export const doorStaffErrorTexts: Partial<Record<number, MessageDescriptor>> = {
  [Code.FORBIDDEN]: msg`Your merchant plan does not include ticketed events.`,
  [Code.NOT_FOUND]: msg`This event or member could not be found.`,
};
