import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Code } from '@schemas/codes';

/** Event list and page answers (listTicketedEvents, getTicketedEvent). */
export const eventErrorTexts: Partial<Record<number, MessageDescriptor>> = {
  [Code.NOT_FOUND]: msg`This event could not be found. It may have been taken down.`,
};

/** buyTickets answers (server/services/tickets/reserve.ts, order.ts). */
export const buyErrorTexts: Partial<Record<number, MessageDescriptor>> = {
  [Code.NOT_FOUND]: msg`These tickets are not on sale.`,
  [Code.SOLD_OUT]: msg`Sorry, this tier is sold out.`,
  [Code.OUT_OF_STOCK]: msg`Not enough tickets are left. Choose fewer.`,
  [Code.MEMBER_ALREADY_COLLECTED]: msg`That is more than the tickets one member may buy of this tier.`,
  [Code.OFFER_NOT_STARTED]: msg`The sale has not started yet.`,
  [Code.PROMO_EXPIRED]: msg`The sale has ended.`,
  [Code.CANNOT_BUY_OWN]: msg`You cannot buy tickets of your own event.`,
  [Code.WRONG_QUANTITY]: msg`Choose how many tickets to buy.`,
  [Code.CONFLICT]: msg`This purchase is already being made. Please try again.`,
};

/** listMyTickets and getTicketCode answers. */
export const ticketErrorTexts: Partial<Record<number, MessageDescriptor>> = {
  [Code.NOT_FOUND]: msg`This ticket could not be found. It may have moved to another member.`,
  [Code.CONFLICT]: msg`This ticket is no longer valid.`,
};

/** transferTicket answers. */
export const transferErrorTexts: Partial<Record<number, MessageDescriptor>> = {
  [Code.NOT_FOUND]: msg`This ticket could not be found. It may have moved to another member.`,
  [Code.NOT_TRANSFERABLE]: msg`Tickets of this tier cannot be transferred.`,
  [Code.WRONG_QUANTITY]: msg`A ticket moves one at a time.`,
  [Code.CONFLICT]: msg`This ticket can no longer be transferred.`,
  [Code.TARGET_NOT_MEMBER]: msg`No member has this mobile number or e-mail.`,
  [Code.CAPTCHA_WRONG]: msg`The picture code is wrong. Please type the new one.`,
};

/** Field texts of 4200 answers the transfer form can meet. */
export const transferFieldTexts: Record<string, MessageDescriptor> = {
  required: msg`Required.`,
  mobile: msg`Please enter a valid mobile number for the area code.`,
  email: msg`Please enter a valid e-mail address.`,
  email_format: msg`Please enter a valid e-mail address.`,
  transfer_to_self: msg`You cannot transfer a ticket to yourself.`,
  over_price_cap: msg`The asking price is above this tier's cap.`,
  price: msg`An amount with up to two decimals.`,
};
