import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CartTicketLine } from '@schemas/shop';
import { session } from '@/lib/session';
import PmsOrderScreen from '@/routes/screens/pmsorder';
import TicketEventScreen from '@/routes/screens/ticket-event';
import { okAnswer, refusal, stubApi } from '../../../support/api-stub';
import { render } from '../../../support/render';
import { activateEnglish } from '../catalog/fixtures';
import { EVENT_ID, text, ticketedEvent, tier, TIER_ID } from './ticket-fixtures';

beforeAll(activateEnglish);
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

const CART_TICKETS = '/api/cart/tickets';

function ticketLine(over: Partial<CartTicketLine> = {}): CartTicketLine {
  const e = ticketedEvent();
  return {
    kind: 'TICKET',
    tierId: TIER_ID,
    tierName: text('Standing'),
    event: {
      id: EVENT_ID,
      title: e.title,
      venue: 'Pier 4',
      startsAt: e.startsAt,
      endsAt: e.endsAt,
      artwork: '',
    },
    quantity: 2,
    currency: 'HKD',
    unitPrice: '12000',
    remaining: 40,
    perMemberLimit: 4,
    available: true,
    sellerId: 'owner-1',
    sellerName: 'Harbour Bean Café',
    ...over,
  };
}

describe('tickets through the cart', () => {
  it('the event page adds a tier to the cart (mode add) and links to the cart; a refusal shows its text', async () => {
    session.start('member-1', 'tok');
    const calls = stubApi({
      '/api/tickets/events/one': okAnswer(ticketedEvent([tier()])),
      [CART_TICKETS]: [refusal(200, 1027), okAnswer({ lines: [], tickets: [ticketLine()] })],
    });
    const { user } = await render(TicketEventScreen, {
      path: '/ticketEvent',
      url: `/ticketEvent?id=${EVENT_ID}`,
    });
    const item = await screen.findByRole('listitem', { name: 'Standing' });
    const add = within(item).getByRole('button', { name: /^Add to cart/ });
    await user.click(add);
    expect(await within(item).findByRole('alert')).toHaveTextContent('more than the tickets one member');
    await user.click(add);
    expect(await within(item).findByText(/Standing is in your cart/)).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/pmsorder');
    const posts = calls.filter((c) => c.path === CART_TICKETS);
    expect(
      posts.map((c) => [c.fields.get('tierId'), c.fields.get('quantity'), c.fields.get('mode')]),
    ).toEqual([
      [TIER_ID, '1', 'add'],
      [TIER_ID, '1', 'add'],
    ]);
  });

  it('the cart shows a ticket line with its event, tier, date and venue, changes it, and checks it out', async () => {
    session.start('member-1', 'tok');
    const calls = stubApi({
      '/api/cart': okAnswer({ lines: [], tickets: [ticketLine()] }),
      [CART_TICKETS]: okAnswer({ lines: [], tickets: [ticketLine({ quantity: 3 })] }),
      '/api/tickets/buy': okAnswer({ id: 'order-7', status: 'NEW' }),
    });
    const { user } = await render(PmsOrderScreen, { path: '/pmsorder' });
    const row = await screen.findByTestId('cart-ticket-line');
    expect(within(row).getByText('Harbour night · Standing')).toBeInTheDocument();
    expect(within(row).getByText('Pier 4')).toBeInTheDocument();
    expect(within(row).getAllByRole('time')[0]).toHaveAttribute('datetime', ticketedEvent().startsAt);
    expect(within(row).getByText('HK$240.00')).toBeInTheDocument();
    const qty = within(row).getByRole('textbox', { name: 'Tickets of Harbour night · Standing' });
    await user.clear(qty);
    await user.type(qty, '3');
    await waitFor(() => expect(within(row).getByText('HK$360.00')).toBeInTheDocument());
    await user.click(within(row).getByRole('button', { name: /^Check out/ }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/payment?orderId=order-7');
    const buy = calls.find((c) => c.path === '/api/tickets/buy')!;
    expect([buy.fields.get('tierId'), buy.fields.get('quantity'), buy.fields.get('fromCart')]).toEqual([
      TIER_ID,
      '3',
      '1',
    ]);
  });
});
