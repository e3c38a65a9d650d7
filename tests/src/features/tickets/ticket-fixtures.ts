import type { TicketTier, TicketedEvent } from '@schemas/tickets';
import type { StoredTicket } from '@/features/tickets/ticket-store';

export const EVENT_ID = '3f1c2b9a-0000-4000-8000-000000000001';
export const TIER_ID = '3f1c2b9a-0000-4000-8000-0000000000a1';
export const TICKET_ID = '3f1c2b9a-0000-4000-8000-0000000000f1';
export const text = (en_US: string, over: Partial<TicketedEvent['title']> = {}) => ({
  en_US,
  zh_TW: '',
  zh_CN: '',
  en_JP: '',
  en_KR: '',
  ...over,
});

export function tier(over: Partial<TicketTier> = {}): TicketTier {
  return {
    id: TIER_ID,
    position: 0,
    name: text('Standing'),
    currency: 'HKD',
    price: '12000',
    capacity: 100,
    remaining: 40,
    saleStartsAt: '2030-04-01T00:00:00.000Z',
    saleEndsAt: '2030-04-30T00:00:00.000Z',
    saleState: 'ON_SALE',
    perMemberLimit: 4,
    transfer: { allowed: true, priceCap: '15000', feeBp: 500 },
    ...over,
  };
}

export function ticketedEvent(
  tiers: TicketTier[] = [tier()],
  over: Partial<TicketedEvent> = {},
): TicketedEvent {
  return {
    id: EVENT_ID,
    mcId: 'DEMOCOUPON',
    merchantName: 'Harbour Bean Café',
    title: text('Harbour night', { zh_TW: '海港之夜' }),
    description: text('Music by the water.'),
    venue: 'Pier 4',
    startsAt: '2030-05-01T11:00:00.000Z',
    endsAt: '2030-05-01T15:00:00.000Z',
    artwork: '',
    status: 'PUBLISHED',
    publicKey: 'x',
    tiers,
    ...over,
  };
}

/** A ticket's code as the holder's phone keeps it. */
export const STORED_TICKET: StoredTicket = {
  ticketId: '3f1c2b9a-0000-4000-8000-0000000000f1',
  eventId: '3f1c2b9a-0000-4000-8000-000000000001',
  tierId: '3f1c2b9a-0000-4000-8000-0000000000a1',
  secretVersion: 1,
  signature: 'A'.repeat(86),
  seed: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  event: {
    title: { en_US: 'Harbour night', zh_TW: '', zh_CN: '', en_JP: '', en_KR: '' },
    venue: 'Pier 4',
    startsAt: '2030-05-01T11:00:00.000Z',
    endsAt: '2030-05-01T15:00:00.000Z',
  },
  tierName: null,
  savedAt: 1,
};
