import type { Order } from '@schemas/orders';
import type { Cart } from '@schemas/shop';
import type { TicketCode, TicketTransfer } from '@schemas/ticket-door';
import type { MyTicketPage, TicketedEvent, TicketedEventPage } from '@schemas/tickets';
import { api } from '@/lib/api';

type Opts = { signal?: AbortSignal };

/** The buyer's and holder's ticket calls (server/routes/tickets.ts, server/routes/ticket-door.ts). */
export const ticketsApi = {
  /** listTicketedEvents: published events not yet ended, the soonest first. */
  events: (cursor: string | undefined, limit: number, o: Opts & { merchant?: string } = {}) =>
    api.get<TicketedEventPage>('/api/tickets/events', { cursor, limit, merchant: o.merchant }, o),
  /** getTicketedEvent: one published event with its tiers' remaining tickets and sale state. */
  event: (id: string, o: Opts = {}) => api.get<TicketedEvent>('/api/tickets/events/one', { id }, o),
  /**
   * buyTickets: an order of `quantity` tickets; the same `requestKey` answers the same order. `fromCart` checks
   * out the cart's line of the tier (it leaves the cart with the order).
   */
  buy: (tierId: string, quantity: number, requestKey: string, fromCart = false) =>
    api.post<Order>('/api/tickets/buy', {
      tierId,
      quantity: String(quantity),
      requestKey,
      ...(fromCart ? { fromCart: '1' } : {}),
    }),
  /** updateCartTickets: the cart's line of a tier set to `quantity` (0 removes it) or, with 'add', added to. */
  toCart: (tierId: string, quantity: number, mode: 'set' | 'add' = 'set') =>
    api.post<Cart>('/api/cart/tickets', { tierId, quantity: String(quantity), mode }),
  /** listMyTickets: the caller's tickets, the latest first. */
  mine: (cursor: string | undefined, limit: number, o: Opts = {}) =>
    api.get<MyTicketPage>('/api/tickets/mine', { cursor, limit }, o),
  /** getTicketCode: the claim, signature and seed the holder's page draws the rotating QR from. */
  code: (id: string, o: Opts = {}) => api.get<TicketCode>('/api/tickets/code', { id }, o),
  /** transferTicket: gives the ticket to another member (mobile or e-mail, with the picture code). */
  transfer: (fields: Record<string, string>, o: Opts = {}) =>
    api.post<TicketTransfer>('/api/tickets/transfer', fields, o),
};
