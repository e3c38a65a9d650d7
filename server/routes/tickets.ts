import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { requireMember } from '../http/session';
import { input } from '../http/validate';
import { Order } from '../schemas/orders';
import {
  BuyTicketsForm,
  GetTicketedEventQuery,
  ListMyTicketsQuery,
  ListTicketedEventsQuery,
  MyTicketPage,
  SaveTicketedEventBody,
  TicketedEvent,
  TicketedEventPage,
} from '../schemas/tickets';
import { merchantOfMember } from '../services/merchants/access';
import { listTicketedEvents } from '../services/tickets/list';
import { listMyTickets } from '../services/tickets/mine';
import { buyTickets } from '../services/tickets/order';
import { saveTicketedEvent } from '../services/tickets/save';
import { getTicketedEvent } from '../services/tickets/view';

const tags = ['tickets'] as const;

/**
 * Ticketed events (spec §1 Enterprise "tickets"): anyone reads published events, a merchant
 * saves its own with their tiers, a member buys tickets as an order and lists the tickets they hold.
 */
export const ticketRoutes = new Hono<AppEnv>()
  .get(
    '/tickets/events',
    operation('listTicketedEvents', TicketedEventPage, {
      tags,
      summary: 'List ticketed events',
      description:
        "Published events not yet ended, the soonest first, with their tiers (remaining tickets and sale state), paged by `cursor`; `merchant` (an mcId) keeps one merchant's. `mine=true` lists the caller's merchant's events instead, drafts and past ones too.",
      session: 'optional',
    }),
    input('query', ListTicketedEventsQuery),
    async (c) => {
      const q = c.req.valid('query');
      const caller = c.var.member?.id ?? null;
      const merchant = q.mine === 'true' && caller ? await merchantOfMember(c.var.deps.db, caller) : null;
      if (q.mine === 'true' && !merchant) return ok(c, { items: [], nextCursor: null });
      const page = await listTicketedEvents(
        c.var.deps.db,
        { merchantId: merchant?.id, mcId: q.merchant || undefined, cursor: q.cursor, limit: q.limit },
        c.var.deps.now(),
      );
      return ok(c, page);
    },
  )
  .get(
    '/tickets/events/one',
    operation('getTicketedEvent', TicketedEvent, {
      tags,
      summary: 'Read a ticketed event',
      description:
        "One published event: its texts in every language, venue, schedule, artwork, the public key its tickets are signed with, and its tiers with price, remaining tickets and sale state. A draft is shown to its merchant's owner only.",
      codes: ['NOT_FOUND'],
      session: 'optional',
    }),
    input('query', GetTicketedEventQuery),
    async (c) =>
      ok(
        c,
        await getTicketedEvent(
          c.var.deps.db,
          c.req.valid('query').id,
          c.var.member?.id ?? null,
          c.var.deps.now(),
        ),
      ),
  )
  .post(
    '/tickets/events',
    operation('saveTicketedEvent', TicketedEvent, {
      tags,
      summary: 'Save a ticketed event',
      description:
        "Creates an event (no `id`) or changes one of the caller's merchant's, with all its tiers in order (`title[en_US]`, `tiers[0][price]`…; English required, a blank language shows English). Prices are minor units (digits only). A tier sent with its `id` is changed, one without is added, one left out is removed (409 when it sold). A capacity below what was sold is 409; an event with sales cannot go back to DRAFT.",
      codes: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
      who: "A merchant's owner whose plan has tickets (Enterprise).",
    }),
    requireMember,
    input('form', SaveTicketedEventBody),
    async (c) => ok(c, await saveTicketedEvent(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  )
  .post(
    '/tickets/buy',
    operation('buyTickets', Order, {
      tags,
      summary: 'Buy tickets',
      description:
        "Makes an order of `quantity` tickets of a tier (one line of kind TICKET, total = the tier's price × quantity in its currency), paid on the payment page like any order; the tickets are taken from the tier at once (never more than its capacity, nor than its per-member limit) and issued, signed, once the order is fully paid. An unpaid order gives them back when it expires or is cancelled, a refund turns issued tickets REFUNDED. A free tier's order is paid at once. A retry with the same `requestKey` answers the same order. With `fromCart=1` it checks out the cart's TICKET line of the tier, which leaves the cart in the same transaction.",
      codes: [
        'NOT_FOUND',
        'SOLD_OUT',
        'OUT_OF_STOCK',
        'MEMBER_ALREADY_COLLECTED',
        'OFFER_NOT_STARTED',
        'PROMO_EXPIRED',
        'CANNOT_BUY_OWN',
        'WRONG_QUANTITY',
        'CONFLICT',
      ],
    }),
    requireMember,
    input('form', BuyTicketsForm),
    async (c) => ok(c, await buyTickets(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  )
  .get(
    '/tickets/mine',
    operation('listMyTickets', MyTicketPage, {
      tags,
      summary: 'List my tickets',
      description:
        "The caller's tickets, the latest first, each with its event, tier, status and token (once minted), paged by `cursor`. The ticket's code is not part of it.",
    }),
    requireMember,
    input('query', ListMyTicketsQuery),
    async (c) => {
      const q = c.req.valid('query');
      return ok(c, await listMyTickets(c.var.deps.db, c.var.member!.id, q));
    },
  );
