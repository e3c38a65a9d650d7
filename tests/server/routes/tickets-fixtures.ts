import { afterAll, beforeAll } from 'vitest';
import { flattenForm } from '../../../server/schemas/form';
import type { TicketedEvent } from '../../../server/schemas/tickets';
import type { TestServer } from '../../support/server';
import { loyaltyServer, merchantOf, type MerchantFixture } from './loyalty-fixtures';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Tier = Record<string, unknown>;

/** A tier on sale from a day ago until the doors open: HK$100, 100 tickets, 4 per member. */
export function tierForm(s: TestServer, over: Tier = {}): Tier {
  const now = s.clock.now.getTime();
  return {
    name: { en_US: 'General admission', zh_TW: '普通入場' },
    price: '10000',
    capacity: '100',
    saleStartsAt: new Date(now - DAY).toISOString(),
    saleEndsAt: new Date(now + 7 * DAY).toISOString(),
    perMemberLimit: '4',
    ...over,
  };
}

/** A saveTicketedEvent form as the client sends it (bracketed fields): a published event a week from now. */
export function eventForm(
  s: TestServer,
  over: Record<string, unknown> = {},
  tiers: Tier[] = [tierForm(s)],
): Record<string, string> {
  const now = s.clock.now.getTime();
  return flattenForm({
    title: { en_US: 'Harbour night', zh_TW: '海港之夜' },
    description: { en_US: 'Music by the water.' },
    venue: 'Pier 4',
    startsAt: new Date(now + 7 * DAY).toISOString(),
    endsAt: new Date(now + 7 * DAY + 4 * HOUR).toISOString(),
    status: 'PUBLISHED',
    tiers,
    ...over,
  });
}

export const saveEvent = (s: TestServer, m: MerchantFixture, form: Record<string, string>) =>
  s.request('POST', '/api/tickets/events', { session: m.session, form });

/** Saves an event through the API and answers it (throws on a refusal). */
export async function savedEvent(
  s: TestServer,
  m: MerchantFixture,
  over: Record<string, unknown> = {},
  tiers?: Tier[],
): Promise<TicketedEvent> {
  const r = await saveEvent(s, m, eventForm(s, over, tiers));
  if (r.meta.code !== 200)
    throw new Error(`saveTicketedEvent: ${JSON.stringify(r.meta)} ${JSON.stringify(r.data)}`);
  return r.data as TicketedEvent;
}

/** Starts a loyalty test server with an Enterprise merchant before the file's tests (handed to `use`), closes it after. */
export function withTicketShop(use: (made: { s: TestServer; shop: MerchantFixture }) => void) {
  let s: TestServer | undefined;
  beforeAll(async () => {
    s = await loyaltyServer();
    use({ s, shop: await merchantOf(s, { plan: 'ENTERPRISE' }) });
  }, 120_000);
  afterAll(() => s?.close());
}
