import type { Order } from '@schemas/orders';
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
  /** buyTickets: an order of `quantity` tickets; the same `requestKey` answers the same order. */
  buy: (tierId: string, quantity: number, requestKey: string) =>
    api.post<Order>('/api/tickets/buy', { tierId, quantity: String(quantity), requestKey }),
  /** listMyTickets: the caller's tickets, the latest first. */
  mine: (cursor: string | undefined, limit: number, o: Opts = {}) =>
    api.get<MyTicketPage>('/api/tickets/mine', { cursor, limit }, o),
  /** getTicketCode: the claim, signature and seed the holder's page draws the rotating QR from. */
  code: (id: string, o: Opts = {}) => api.get<TicketCode>('/api/tickets/code', { id }, o),
  /** transferTicket: gives the ticket to another member (mobile or e-mail, with the picture code). */
  transfer: (fields: Record<string, string>, o: Opts = {}) =>
    api.post<TicketTransfer>('/api/tickets/transfer', fields, o),
};
