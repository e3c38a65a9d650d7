import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Code } from '@schemas/codes';
import type { RefusalReason } from '@schemas/door-verdict';

/** The door's refusal of a ticket, one text per reason of door-verdict.ts. */
export const refusalTexts: Record<RefusalReason, MessageDescriptor> = {
  malformed: msg`This is not a ticket code.`,
  wrong_event: msg`This ticket is for another event.`,
  forged: msg`This ticket's signature is not valid.`,
  unknown_ticket: msg`This ticket is not in the door kit. Refresh the kit and scan again.`,
  stale_version: msg`This ticket was transferred: this code belongs to its previous holder.`,
  kit_outdated: msg`The door kit is out of date for this ticket. Refresh the kit and scan again.`,
  expired_code: msg`This code has expired (a screenshot?). Ask the holder to open the ticket live.`,
  revoked: msg`This ticket has been cancelled.`,
  refunded: msg`This ticket has been refunded.`,
  duplicate: msg`Already scanned.`,
  no_entries_left: msg`Every entry of this ticket has been used.`,
  outside_window: msg`The doors are not open for this event now.`,
};

/** Refusals of the online tools (coupon, card, stamp) and of the door's own calls; others use the generic map. */
export const doorErrorTexts: Partial<Record<number, MessageDescriptor>> = {
  [Code.FORBIDDEN]: msg`You are not door staff for this event. Ask the event's organiser to name you.`,
  [Code.NOT_FOUND]: msg`Not found: this event, coupon or card is not known here.`,
  [Code.QR_EXPIRED]: msg`This QR code has expired. Ask the customer to show a new one.`,
  [Code.INVALID_REDEEM_CODE]: msg`This code is not valid for your shop.`,
  [Code.COUPON_UNAVAILABLE]: msg`This coupon is already used or no longer valid.`,
  [Code.ALREADY_CLAIMED]: msg`This coupon has already been redeemed.`,
};
