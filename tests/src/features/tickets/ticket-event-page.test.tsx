import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import TicketEventScreen from '@/routes/screens/ticket-event';
import { localText } from '@/features/tickets/ticket-text';
import { okAnswer, refusal, stubApi, type ApiCall } from '../../../support/api-stub';
import { render } from '../../../support/render';
import { activateEnglish } from '../catalog/fixtures';
import { EVENT_ID, text, ticketedEvent, tier, TIER_ID } from './ticket-fixtures';

beforeAll(activateEnglish);
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

const EVENT_PATH = '/api/tickets/events/one';
const BUY_PATH = '/api/tickets/buy';
const open = () => render(TicketEventScreen, { path: '/ticketEvent', url: `/ticketEvent?id=${EVENT_ID}` });
const tierItem = async (name: string) => screen.findByRole('listitem', { name });

describe('ticketed event page', () => {
  it('shows each tier with its price, tickets left and sale state; a picker only where it sells', async () => {
    session.start('member-1', 'tok');
    stubApi({
      [EVENT_PATH]: okAnswer(
        ticketedEvent([
          tier({ id: 'a', name: text('Standing'), saleState: 'ON_SALE' }),
          tier({ id: 'b', name: text('Early bird'), saleState: 'NOT_STARTED' }),
          tier({ id: 'c', name: text('VIP'), saleState: 'SOLD_OUT', remaining: 0 }),
          tier({ id: 'd', name: text('Door'), saleState: 'ENDED' }),
        ]),
      ),
    });
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour night' })).toBeInTheDocument();
    expect(screen.getByText('Music by the water.')).toBeInTheDocument();
    expect(screen.getByText('Pier 4')).toBeInTheDocument();
    const states = screen.getAllByTestId('sale-state').map((b) => b.textContent);
    expect(states).toEqual(['On sale', 'Not on sale yet', 'Sold out', 'Sale ended']);
    const standing = await tierItem('Standing');
    expect(within(standing).getByText('HK$120.00')).toBeInTheDocument();
    expect(within(standing).getByText('40 left')).toBeInTheDocument();
    expect(within(standing).getByRole('textbox', { name: 'Tickets' })).toBeInTheDocument();
    expect(within(await tierItem('Early bird')).getByText(/^Sale opens/)).toBeInTheDocument();
    for (const name of ['Early bird', 'VIP', 'Door'])
      expect(within(await tierItem(name)).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows texts in the member’s language, English where the merchant left it blank', () => {
    const title = ticketedEvent().title;
    expect(localText(title, 'zh_TW')).toBe('海港之夜');
    expect(localText(title, 'zh_CN')).toBe('Harbour night');
    expect(localText(title, 'en_US')).toBe('Harbour night');
  });

  it('bounds the quantity by the per-member limit and the tickets left, and buys with one request key', async () => {
    session.start('member-1', 'tok');
    let fail = true;
    const calls = stubApi({
      [EVENT_PATH]: okAnswer(ticketedEvent([tier({ perMemberLimit: 4, remaining: 3 })])),
      [BUY_PATH]: () => {
        if (fail) {
          fail = false;
          throw new TypeError('Failed to fetch');
        }
        return okAnswer({ id: 'order-9', status: 'NEW' });
      },
    });
    const { user } = await open();
    const item = await tierItem('Standing');
    const qty = within(item).getByRole('textbox', { name: 'Tickets' });
    expect(within(item).getByText('1 to 3')).toBeInTheDocument();
    await user.clear(qty);
    await user.type(qty, '9');
    await user.tab();
    expect(qty).toHaveValue('3');
    await user.click(within(item).getByRole('button', { name: /^Buy for HK\$360\.00/ }));
    expect(await within(item).findByRole('alert')).toHaveTextContent(/network/i);
    // The retry of that attempt sends the same key: the server answers the order it may have made.
    await user.click(within(item).getByRole('button', { name: /^Buy for HK\$360\.00/ }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/payment?orderId=order-9');
    const buys = calls.filter((c: ApiCall) => c.path === BUY_PATH);
    expect(buys.map((c) => [c.fields.get('tierId'), c.fields.get('quantity')])).toEqual([
      [TIER_ID, '3'],
      [TIER_ID, '3'],
    ]);
    expect(buys[0]!.fields.get('requestKey')).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(buys[1]!.fields.get('requestKey')).toBe(buys[0]!.fields.get('requestKey'));
  });

  it('goes to the payment success page for a free tier (paid at once), and shows refusals', async () => {
    session.start('member-1', 'tok');
    const answers = [refusal(200, 1028), okAnswer({ id: 'order-free', status: 'FULLPAID' })];
    const calls = stubApi({
      [EVENT_PATH]: okAnswer(ticketedEvent([tier({ price: '0' })])),
      [BUY_PATH]: answers,
    });
    const { user } = await open();
    const item = await tierItem('Standing');
    expect(within(item).getByText('Free')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: /^Buy for/ }));
    expect(await within(item).findByRole('alert')).toHaveTextContent('Sorry, this tier is sold out.');
    await user.click(within(item).getByRole('button', { name: /^Buy for/ }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/paymentSuccess?orderId=order-free');
    // A refusal ends its attempt: the next one has a key of its own.
    const keys = calls.filter((c) => c.path === BUY_PATH).map((c) => c.fields.get('requestKey'));
    expect(new Set(keys).size).toBe(2);
  });

  it('sends a visitor to log in and back', async () => {
    stubApi({ [EVENT_PATH]: okAnswer(ticketedEvent()) });
    await open();
    const item = await tierItem('Standing');
    expect(within(item).queryByRole('button')).not.toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Log in to buy tickets' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`/ticketEvent?id=${EVENT_ID}`)}`,
    );
  });

  it('says when the event is gone', async () => {
    stubApi({ [EVENT_PATH]: refusal(200, 404) });
    await open();
    expect(
      await screen.findByRole('heading', {
        name: 'This event could not be found. It may have been taken down.',
      }),
    ).toBeInTheDocument();
  });
});
