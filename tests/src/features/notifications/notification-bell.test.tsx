import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationEntry } from '@schemas/notifications';
import { NotificationBell } from '@/features/notifications/NotificationBell';
import { session } from '@/lib/session';
import { okAnswer, refusal, stubApi } from '../../../support/api-stub';
import { render } from '../../../support/render';

beforeEach(() => session.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

const ORDER = '11111111-1111-4111-8111-111111111111';
const sold: NotificationEntry = {
  id: '22222222-2222-4222-8222-222222222222',
  kind: 'SOLD',
  link: { kind: 'ORDER', id: ORDER },
  facts: { title: 'Tea mug', orderNumber: 'O20261125K3Q9ZP2M7D' },
  read: false,
  createdAt: '2026-11-25T04:12:00.000Z',
};
const page = (items: NotificationEntry[]) => okAnswer({ items, nextCursor: null });

// jsdom may not finish Mantine's open transition, so the dropdown's contents are queried including hidden ones.
describe('notification bell', () => {
  it('is not there when logged out and asks nothing', async () => {
    const calls = stubApi({});
    await render(NotificationBell);
    expect(screen.queryByTestId('notification-bell')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('names its unread count, lists the entry with a link to the order and marks it read on follow', async () => {
    let unread = 1;
    const calls = stubApi({
      '/api/notifications/unread': () => okAnswer({ unread }),
      '/api/notifications': page([sold]),
      '/api/notifications/read': () => {
        unread = 0;
        return okAnswer({ unread });
      },
      '/api/members/time-zone': okAnswer({ timeZone: 'Asia/Hong_Kong' }),
    });
    session.start('m1', 'tok');
    const { user } = await render(NotificationBell);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await user.click(bell);
    const link = await screen.findByRole('link', {
      name: /You sold Tea mug: order O20261125K3Q9ZP2M7D is ready to ship/,
      hidden: true,
    });
    expect(link).toHaveAttribute('href', `/orderDetail?id=${ORDER}`);
    await user.click(link);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/notifications/read')).toBe(true));
    const mark = calls.find((c) => c.path === '/api/notifications/read')!;
    expect(mark.fields.get('id')).toBe(sold.id);
    // The link took the page to the order (the test router shows where it went).
    expect(await screen.findByTestId('location')).toHaveTextContent(`/orderDetail?id=${ORDER}`);
    // The browser's zone is saved once for the session.
    expect(calls.filter((c) => c.path === '/api/members/time-zone')).toHaveLength(1);
  });

  it('says how each card or coupon came and who from, and that a ticket order’s tickets are issued', async () => {
    const CARD = '33333333-3333-4333-8333-333333333333';
    const COUPON = '44444444-4444-4444-8444-444444444444';
    const entry = (i: number, n: Pick<NotificationEntry, 'kind' | 'link' | 'facts'>): NotificationEntry => ({
      ...n,
      id: `55555555-5555-4555-8555-55555555555${i}`,
      read: false,
      createdAt: '2026-11-25T04:12:00.000Z',
    });
    const card = { kind: 'CARD' as const, id: CARD };
    const coupon = { kind: 'COUPON' as const, id: COUPON };
    const shop = { merchant: 'Kowloon Tea' };
    stubApi({
      '/api/notifications/unread': okAnswer({ unread: 6 }),
      '/api/notifications': page([
        entry(0, {
          kind: 'CARD_RECEIVED',
          link: card,
          facts: { title: 'Bean Club', ...shop, source: 'CLAIM' },
        }),
        entry(1, {
          kind: 'CARD_RECEIVED',
          link: card,
          facts: { title: 'Bean Club', ...shop, source: 'CAMPAIGN' },
        }),
        entry(2, {
          kind: 'COUPON_RECEIVED',
          link: coupon,
          facts: { title: 'Tea', ...shop, source: 'CAMPAIGN' },
        }),
        entry(3, {
          kind: 'COUPON_RECEIVED',
          link: coupon,
          facts: { title: 'Tea', ...shop, stampCard: 'Coffee card', source: 'STAMP_REWARD' },
        }),
        entry(4, {
          kind: 'COUPON_RECEIVED',
          link: coupon,
          facts: { title: 'Tea', ...shop, source: 'PURCHASE' },
        }),
        // Recorded before sources existed: a member's gift.
        entry(5, { kind: 'COUPON_RECEIVED', link: coupon, facts: { title: 'Tea', from: 'Ann' } }),
        // A ticket order's DELIVERED: its tickets were issued.
        entry(6, {
          kind: 'DELIVERED',
          link: { kind: 'ORDER', id: ORDER },
          facts: { title: 'Harbour night', orderNumber: 'O20261125TIX', issued: 'TICKETS' },
        }),
      ]),
      '/api/members/time-zone': okAnswer({ timeZone: 'Asia/Hong_Kong' }),
    });
    session.start('m1', 'tok');
    const { user } = await render(NotificationBell);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 6 unread' }));
    const link = (name: string) => screen.findByRole('link', { name: new RegExp(name), hidden: true });
    expect(await link('You joined the membership card Bean Club of Kowloon Tea')).toHaveAttribute(
      'href',
      `/memberCard?id=${CARD}`,
    );
    expect(await link('You received the membership card Bean Club from Kowloon Tea')).toBeInTheDocument();
    expect(await link('You received the coupon Tea from Kowloon Tea')).toHaveAttribute(
      'href',
      '/myCoupons?tab=mine',
    );
    expect(
      await link('Your stamp card Coffee card is complete: you received the coupon Tea'),
    ).toBeInTheDocument();
    expect(await link('The coupon Tea you bought from Kowloon Tea is in your coupons')).toBeInTheDocument();
    expect(await link('Ann gave you the coupon Tea')).toBeInTheDocument();
    expect(await link('Your tickets for order O20261125TIX are issued')).toHaveAttribute(
      'href',
      `/orderDetail?id=${ORDER}`,
    );
  });

  it('shows an empty list', async () => {
    stubApi({
      '/api/notifications/unread': okAnswer({ unread: 0 }),
      '/api/notifications': page([]),
      '/api/members/time-zone': okAnswer({ timeZone: 'Asia/Hong_Kong' }),
    });
    session.start('m1', 'tok');
    const { user } = await render(NotificationBell);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 0 unread' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });

  it('shows why the list failed, with its code and a refresh', async () => {
    stubApi({
      '/api/notifications/unread': okAnswer({ unread: 2 }),
      '/api/notifications': refusal(500, 9000),
      '/api/members/time-zone': okAnswer({ timeZone: 'Asia/Hong_Kong' }),
    });
    session.start('m1', 'tok');
    const { user } = await render(NotificationBell);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const alert = await screen.findByRole('alert', { hidden: true });
    expect(within(alert).getByRole('button', { name: 'Refresh', hidden: true })).toBeInTheDocument();
  });
});
