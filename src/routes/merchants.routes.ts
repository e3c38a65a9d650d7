import * as v from 'valibot';
import type { CampaignRoute } from '@schemas/campaigns';
import { AUTH, id, KEEP, r } from './route-spec';

/** Spec §2 event pages: one screen module, each route showing its own campaign. */
const campaign = (route: CampaignRoute) => import('./screens/campaign').then((m) => m.campaignScreen(route));
const CAMPAIGN = { catalogs: ['campaigns', 'members'] } as const;

/** Merchants and what they run: their page and tools, event pages, ticketed events, and the staff's pages. */
export const merchantsRoutes = [
  r('mcevent', () => campaign('mcevent'), CAMPAIGN),
  r('axalogin', () => campaign('axalogin'), CAMPAIGN),
  r('hsevent', () => campaign('hsevent'), CAMPAIGN),
  r('cclandlogin', () => campaign('cclandlogin'), CAMPAIGN),
  r('lubudsreg', () => campaign('lubudsreg'), CAMPAIGN),
  r('pjmreg', () => campaign('pjmreg'), CAMPAIGN),
  r('pjmtrans', () => campaign('pjmtrans'), CAMPAIGN),
  r('lubudstrans', () => campaign('lubudstrans'), CAMPAIGN),
  r('registerForm', () => import('./screens/register-form'), { catalogs: ['merchants', 'members'] }),
  // The merchant page: `mcId` names the merchant; its data is kept for the session (spec §4).
  r('merchant', () => import('./screens/merchant'), {
    ...KEEP,
    catalogs: ['merchant-page', 'catalog', 'coupons', 'tickets'],
    search: v.object({ mcId: v.optional(v.string()) }),
  }),
  // The merchant's loyalty tools: issue coupons, redeem them, card programmes, redeem codes, members,
  // figures; the stamp card and its desk; the event pages' campaigns; ticketed events.
  r('merchantLoyalty', () => import('./screens/merchant-loyalty'), {
    ...AUTH,
    catalogs: ['campaigns', 'cards', 'coins', 'coupons', 'merchant-console', 'tickets'],
    search: v.object({
      tab: v.optional(
        v.picklist([
          'coupons',
          'redeem',
          'cards',
          'codes',
          'members',
          'stats',
          'stamps',
          'stampDesk',
          'campaigns',
          'events',
          'coins',
        ]),
      ),
    }),
  }),
  /** Customer service: order search, replay and refund; the page itself checks the SUPPORT tag. */
  r('support', () => import('./screens/support'), { ...AUTH, catalogs: ['members', 'orders'] }),
  /** Merchant applications for platform operators: the page itself checks the ADMIN tag. */
  r('merchantReview', () => import('./screens/merchant-review'), {
    ...AUTH,
    catalogs: ['members', 'merchants'],
    search: v.object({ id: v.optional(v.string()) }),
  }),
  // Ticketed events, the buyer's side: the events on sale, one event to buy, the member's tickets and a
  // ticket's rotating code (which works offline: src/lib/offline-shell.ts).
  r('ticketEvents', () => import('./screens/ticket-events'), { ...KEEP, catalogs: ['tickets'] }),
  r('ticketEvent', () => import('./screens/ticket-event'), { catalogs: ['tickets'], search: id }),
  r('myTickets', () => import('./screens/my-tickets'), { ...AUTH, catalogs: ['tickets'] }),
  r('ticket', () => import('./screens/ticket'), { ...AUTH, catalogs: ['tickets', 'members'], search: id }),
  /** Super admin (spec §6): the ADMIN tag and a second password open the internal offering. */
  r('superAdmin', () => import('./screens/super-admin'), { ...AUTH, catalogs: ['members', 'merchants'] }),
  // The door of ticketed events (owner or named door staff): `event` opens one event's door.
  r('door', () => import('./screens/door'), {
    ...AUTH,
    catalogs: ['door'],
    search: v.object({ event: v.optional(v.string()) }),
  }),
];
