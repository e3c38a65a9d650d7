import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LocalText } from '@schemas/campaigns';
import type { SaleState, TicketStatus } from '@schemas/tickets';

/** An event's or tier's text in the interface language; a language the merchant left blank shows the English. */
export const localText = (text: LocalText, locale: string): string =>
  text[locale as keyof LocalText] || text.en_US;

export const SALE_STATE_LABEL: Record<SaleState, MessageDescriptor> = {
  NOT_STARTED: msg`Not on sale yet`,
  ON_SALE: msg`On sale`,
  SOLD_OUT: msg`Sold out`,
  ENDED: msg`Sale ended`,
};
export const SALE_STATE_COLOR: Record<SaleState, string> = {
  NOT_STARTED: 'gray',
  ON_SALE: 'teal',
  SOLD_OUT: 'red',
  ENDED: 'gray',
};

/** The states the server answers (server/schemas/tickets.ts TICKET_STATUSES). */
export const TICKET_STATUS_LABEL: Record<TicketStatus, MessageDescriptor> = {
  VALID: msg`Valid`,
  REVOKED: msg`Revoked`,
  REFUNDED: msg`Refunded`,
};
export const TICKET_STATUS_COLOR: Record<TicketStatus, string> = {
  VALID: 'teal',
  REVOKED: 'red',
  REFUNDED: 'gray',
};

/** How many tickets a member may pick of a tier now: its per-member limit within what is left (0 off sale). */
export const maxPick = (tier: { saleState: SaleState; perMemberLimit: number; remaining: number }) =>
  tier.saleState === 'ON_SALE' ? Math.max(0, Math.min(tier.perMemberLimit, tier.remaining)) : 0;

/** A new key for one purchase or transfer attempt (server: 8 to 64 of A-Z a-z 0-9 _ -). */
export const newRequestKey = () => crypto.randomUUID().replace(/-/g, '');
