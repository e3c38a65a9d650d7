import type { TicketedEvent, TicketTier } from '@schemas/tickets';

export const ME = '11111111-1111-4111-8111-111111111111';
export const EVENT_ID = '22222222-2222-4222-8222-222222222222';
export const TIER_ID = '33333333-3333-4333-8333-333333333333';

export const text = (en: string) => ({ en_US: en, zh_TW: '', zh_CN: '', en_JP: '', en_KR: '' });

/** A tier as the server answers it. */
export const tier = (over: Partial<TicketTier> = {}): TicketTier => ({
  id: TIER_ID,
  position: 0,
  name: text('Standing'),
  currency: 'HKD',
  price: '12050',
  capacity: 100,
  remaining: 97,
  saleStartsAt: '2026-11-01T02:00:00.000Z',
  saleEndsAt: '2026-12-20T10:00:00.000Z',
  saleState: 'ON_SALE',
  perMemberLimit: 4,
  transfer: { allowed: true, priceCap: '15000', feeBp: 250 },
  ...over,
});

/** An event as saveTicketedEvent and listTicketedEvents answer it. */
export const ticketedEvent = (over: Partial<TicketedEvent> = {}): TicketedEvent => ({
  id: EVENT_ID,
  mcId: 'DEMOCOUPON',
  merchantName: 'Harbour Bean Café',
  title: text('Harbour jazz night'),
  description: text('Live jazz by the water.'),
  venue: 'Pier 4',
  startsAt: '2026-12-20T11:00:00.000Z',
  endsAt: '2026-12-20T14:00:00.000Z',
  artwork: '',
  status: 'PUBLISHED',
  publicKey: 'pk',
  tiers: [tier()],
  ...over,
});
