import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MerchantPage } from '@schemas/merchant-page';
import MerchantScreen from '@/routes/screens/merchant';
import { render, testQueryClient } from '../../../support/render';
import { activateEnglish, ok, product, refusal, stubApi } from '../catalog/fixtures';
import { BATCH } from '../loyalty-fixtures';

beforeAll(activateEnglish);
afterEach(() => vi.unstubAllGlobals());

const PAGE: MerchantPage = {
  mcId: 'DEMOCOUPON',
  name: 'Harbour Bean Café',
  type: 'COUPON',
  description: 'Neighbourhood coffee roaster',
  logo: null,
  website: 'https://harbourbean.example',
  items: [product(1, { name: 'Beans' }), product(2, { name: 'Mug' })],
  coupons: [{ ...BATCH, name: 'Welcome HK$20 off' }],
  programmes: [
    {
      id: 'p1',
      name: 'Harbour Bean Club',
      description: 'VIP prices',
      tiers: [{ code: 'T1', name: 'Silver', vipDiscountBp: 500 }],
      transferable: false,
      validityMonths: 12,
      isDefault: true,
    },
  ],
};
/** The merchant's events on sale (the tickets feature's list under "Upcoming activities"). */
const NO_EVENTS = { items: [], nextCursor: null };
const EVENT = {
  id: '3f1c2b9a-0000-4000-8000-000000000001',
  mcId: 'DEMOCOUPON',
  merchantName: 'Harbour Bean Café',
  title: { en_US: 'Latte art night', zh_TW: '', zh_CN: '', en_JP: '', en_KR: '' },
  description: { en_US: '', zh_TW: '', zh_CN: '', en_JP: '', en_KR: '' },
  venue: 'Harbour Bean, Sheung Wan',
  startsAt: '2030-05-01T11:00:00.000Z',
  endsAt: '2030-05-01T13:00:00.000Z',
  artwork: '',
  status: 'PUBLISHED',
  publicKey: '',
  tiers: [],
};
const open = (url: string, queryClient = testQueryClient()) =>
  render(MerchantScreen, { path: '/merchant', url, queryClient });

describe('merchant page', () => {
  it("shows the merchant's items, coupons (collected on my coupons), card and activities", async () => {
    const calls = stubApi((path) => (path === '/api/tickets/events' ? ok(NO_EVENTS) : ok(PAGE)));
    await open('/merchant?mcId=DEMOCOUPON');
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour Bean Café' })).toBeInTheDocument();
    expect(calls[0]!.path).toBe('/api/merchants/page');
    expect(calls[0]!.query.get('mcId')).toBe('DEMOCOUPON');
    const items = screen.getByRole('region', { name: 'Popular items' });
    expect(within(items).getByRole('link', { name: /Beans/ })).toHaveAttribute(
      'href',
      '/itemDetails?id=item-1',
    );
    const coupons = screen.getByRole('region', { name: 'E-coupons' });
    expect(within(coupons).getByRole('heading', { name: 'Welcome HK$20 off' })).toBeInTheDocument();
    expect(within(coupons).getByRole('link', { name: 'Collect Welcome HK$20 off' })).toHaveAttribute(
      'href',
      '/myCoupons?tab=collect&merchant=DEMOCOUPON',
    );
    const card = screen.getByRole('region', { name: 'Membership card' });
    expect(within(card).getByText('Silver: 5% off')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Get the Harbour Bean Club card' })).toHaveAttribute(
      'href',
      '/qpwallet?type=mcard&mcId=DEMOCOUPON',
    );
    const activities = screen.getByRole('region', { name: 'Upcoming activities' });
    expect(await within(activities).findByText('No upcoming activities')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/tickets/events')?.query.get('merchant')).toBe('DEMOCOUPON');
    expect(within(activities).getByRole('link', { name: 'All events on sale' })).toHaveAttribute(
      'href',
      '/ticketEvents',
    );
  });

  it("lists the merchant's ticketed events on sale under its activities", async () => {
    stubApi((path) => (path === '/api/tickets/events' ? ok({ items: [EVENT], nextCursor: null }) : ok(PAGE)));
    await open('/merchant?mcId=DEMOCOUPON');
    const activities = await screen.findByRole('region', { name: 'Upcoming activities' });
    expect(await within(activities).findByRole('link', { name: 'Latte art night' })).toHaveAttribute(
      'href',
      `/ticketEvent?id=${EVENT.id}`,
    );
    expect(within(activities).getByText('Harbour Bean, Sheung Wan')).toBeInTheDocument();
  });

  it('shows each empty section when the merchant has nothing yet', async () => {
    stubApi((path) =>
      path === '/api/tickets/events'
        ? ok(NO_EVENTS)
        : ok({ ...PAGE, items: [], coupons: [], programmes: [] }),
    );
    await open('/merchant?mcId=DEMOCOUPON');
    expect(await screen.findByText('Harbour Bean Café has no items on the market yet')).toBeInTheDocument();
    expect(screen.getByText('No coupons on offer right now')).toBeInTheDocument();
    expect(screen.getByText('Harbour Bean Café has no membership card yet')).toBeInTheDocument();
  });

  it('keeps a 404 as an empty result: the not-found state, asked once per session', async () => {
    const calls = stubApi(() => refusal(404, 404));
    const queryClient = testQueryClient();
    const first = await open('/merchant?mcId=NOPE', queryClient);
    expect(
      await screen.findByRole('heading', { name: 'We could not find this merchant' }),
    ).toBeInTheDocument();
    first.unmount();
    await open('/merchant?mcId=NOPE', queryClient);
    expect(
      await screen.findByRole('heading', { name: 'We could not find this merchant' }),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('shows the not-found state without asking when the URL names no merchant', async () => {
    const calls = stubApi(() => ok(PAGE));
    await open('/merchant');
    expect(
      await screen.findByRole('heading', { name: 'We could not find this merchant' }),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows other errors with a refresh that loads the page', async () => {
    let fail = true;
    stubApi((path) =>
      path === '/api/tickets/events' ? ok(NO_EVENTS) : fail ? refusal(500, 9000) : ok(PAGE),
    );
    const { user } = await open('/merchant?mcId=DEMOCOUPON');
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: /refresh/i }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour Bean Café' })).toBeInTheDocument();
  });
});
