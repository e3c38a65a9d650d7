import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AuctionScreen from '@/routes/screens/auction';
import { AuctionPanel } from '@/features/auctions/AuctionPanel';
import { session } from '@/lib/session';
import { Code } from '@schemas/codes';
import type { Auction, Bid } from '@schemas/auctions';
import { okAnswer, refusal, stubApi } from '../../../support/api-stub';
import { render } from '../../../support/render';

const now = Date.now();
const AUCTION: Auction = {
  id: 'a1',
  itemId: 'i1',
  itemName: 'Harbour lights #1',
  image: '/x.png',
  blockchain: 'ETHEREUM',
  currency: 'ETH',
  status: 'OPEN',
  reserve: '1.0',
  reserveMet: false,
  minIncrement: '0.1',
  minNextBid: '0.6',
  leadingAmount: '0.5',
  bidCount: 1,
  extensions: 0,
  startsAt: new Date(now - 60_000).toISOString(),
  endsAt: new Date(now + 3_600_000).toISOString(),
  serverTime: new Date(now).toISOString(),
  isSeller: false,
  isLeading: false,
  orderId: null,
};
const BID: Bid = {
  id: 'b1',
  amount: '0.5',
  bidder: 'A***e',
  mine: false,
  state: 'HELD',
  createdAt: AUCTION.startsAt,
};

beforeEach(() => session.start('11111111-1111-4111-8111-111111111111', 'tok'));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('auction route', () => {
  it('lists the live auctions with their highest bid and time left', async () => {
    stubApi({ '/api/auctions': okAnswer({ list: [AUCTION] }) });
    render(AuctionScreen, { path: '/auction', url: '/auction' });
    const list = await screen.findByTestId('auction-list');
    expect(within(list).getByRole('link', { name: 'Harbour lights #1' })).toBeInTheDocument();
    expect(within(list).getByText('Highest bid 0.5 ETH')).toBeInTheDocument();
    expect(within(list).getByTestId('time-left')).toHaveTextContent(/Ends in \d\d:\d\d:\d\d/);
  });

  it('says when none run, after an error and a refresh', async () => {
    stubApi({ '/api/auctions': [refusal(503, 503), okAnswer({ list: [] })] });
    const { user } = await render(AuctionScreen, { path: '/auction', url: '/auction' });
    await user.click(await screen.findByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('No auctions are running right now.')).toBeInTheDocument();
  });
});

describe('auction panel (item page)', () => {
  it('shows the highest bid, reserve, history; a too-low bid is stopped in the form; a refusal is translated', async () => {
    const calls = stubApi({
      '/api/auctions/of-item': okAnswer(AUCTION),
      '/api/auctions/bids': okAnswer({ list: [BID] }),
      '/api/auctions/bid': refusal(409, Code.BID_OUTPACED),
    });
    const { user } = await render(<AuctionPanel itemId="i1" currency="ETH" canStart={false} />);
    expect(await screen.findByTestId('highest-bid')).toHaveTextContent('0.5 ETH');
    expect(screen.getByText('Reserve not met')).toBeInTheDocument();
    expect(await screen.findByText('A***e')).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: /Your bid \(ETH\)/ });
    await user.type(input, '0.55');
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    expect(await screen.findByText('Bid at least 0.6 ETH.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/auctions/bid')).toBe(false);
    await user.clear(input);
    await user.type(input, '0.7');
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    // The hold is named and confirmed first: going back places nothing.
    let dialog = await screen.findByRole('dialog', { name: 'Place this bid?' });
    expect(dialog).toHaveTextContent('Your bid of 0.7 ETH is held from your marketplace balance');
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.path === '/api/auctions/bid')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    dialog = await screen.findByRole('dialog', { name: 'Place this bid?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm bid' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone bid at the same moment and leads now.',
    );
    expect(calls.find((c) => c.path === '/api/auctions/bid')?.fields.get('amount')).toBe('0.7');
  });

  it('a bid the server refuses for its amount (4200) marks the bid field', async () => {
    stubApi({
      '/api/auctions/of-item': okAnswer(AUCTION),
      '/api/auctions/bids': okAnswer({ list: [BID] }),
      '/api/auctions/bid': refusal(400, Code.VALIDATION_FAILED, [{ path: 'amount', message: 'amount' }]),
    });
    const { user } = await render(<AuctionPanel itemId="i1" currency="ETH" canStart={false} />);
    const input = await screen.findByRole('textbox', { name: /Your bid \(ETH\)/ });
    await user.type(input, '0.7');
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Place this bid?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm bid' }));
    // The form comes back once the bid is answered: the field is found again.
    const bid = () => screen.getByRole('textbox', { name: /Your bid \(ETH\)/ });
    await waitFor(() => expect(bid()).toHaveAttribute('aria-invalid', 'true'));
    expect(bid()).toHaveAccessibleDescription(/Enter an amount, e\.g\. 0\.25/);
  });

  it('the seller sees cancel instead of the bid form', async () => {
    stubApi({
      '/api/auctions/of-item': okAnswer({ ...AUCTION, isSeller: true }),
      '/api/auctions/bids': okAnswer({ list: [] }),
    });
    render(<AuctionPanel itemId="i1" currency="ETH" canStart={false} />);
    expect(await screen.findByRole('button', { name: 'Cancel auction' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place bid' })).not.toBeInTheDocument();
  });

  it('a cancel is asked first: keeping the auction sends nothing, confirming cancels it', async () => {
    const calls = stubApi({
      '/api/auctions/of-item': okAnswer({ ...AUCTION, isSeller: true }),
      '/api/auctions/bids': okAnswer({ list: [] }),
      '/api/auctions/cancel': okAnswer({ ...AUCTION, isSeller: true, status: 'CANCELLED' }),
    });
    const { user } = await render(<AuctionPanel itemId="i1" currency="ETH" canStart={false} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel auction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this auction?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep the auction' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.path === '/api/auctions/cancel')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cancel auction' }));
    const again = await screen.findByRole('dialog', { name: 'Cancel this auction?' });
    await user.click(within(again).getByRole('button', { name: 'Cancel auction' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/auctions/cancel')).toHaveLength(1));
    expect(calls.find((c) => c.path === '/api/auctions/cancel')!.fields.get('auctionId')).toBe('a1');
  });

  it('the seller of an item on sale starts its auction; the panel then shows it live', async () => {
    const calls = stubApi({
      '/api/auctions/of-item': [
        okAnswer(null),
        okAnswer({ ...AUCTION, isSeller: true, leadingAmount: null }),
      ],
      '/api/auctions/bids': okAnswer({ list: [] }),
      '/api/auctions/start': okAnswer({ ...AUCTION, isSeller: true, leadingAmount: null }),
    });
    const { user } = await render(<AuctionPanel itemId="i1" currency="ETH" canStart />);
    const form = await screen.findByTestId('start-auction');
    const step = within(form).getByRole('textbox', { name: /Minimum bid step \(ETH\)/ });
    await user.clear(step);
    await user.click(within(form).getByRole('button', { name: 'Start auction' }));
    expect(await within(form).findByText('Enter an amount, e.g. 0.25')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/auctions/start')).toBe(false);
    await user.type(step, '0.05');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Runs for' }), '1 day');
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Late bids extend the close by' }),
      'Off',
    );
    await user.click(within(form).getByRole('button', { name: 'Start auction' }));
    // Asked first, with how long it runs; going back starts nothing.
    let ask = await screen.findByRole('dialog', { name: 'Start this auction now?' });
    expect(ask).toHaveTextContent('It runs for 1 day from now.');
    await user.click(within(ask).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.path === '/api/auctions/start')).toBe(false);
    await user.click(within(form).getByRole('button', { name: 'Start auction' }));
    ask = await screen.findByRole('dialog', { name: 'Start this auction now?' });
    await user.click(within(ask).getByRole('button', { name: 'Start now' }));
    expect(await screen.findByTestId('highest-bid')).toHaveTextContent('No bids yet');
    const sent = calls.find((c) => c.path === '/api/auctions/start')!.fields;
    expect([
      sent.get('itemId'),
      sent.get('minIncrement'),
      sent.get('durationSeconds'),
      sent.get('extendSeconds'),
    ]).toEqual(['i1', '0.05', '86400', '0']);
    expect(screen.queryByTestId('start-auction')).not.toBeInTheDocument();
  });

  it('a visitor sees that the auction has not started; a refused start is translated', async () => {
    stubApi({
      '/api/auctions/of-item': okAnswer(null),
      '/api/auctions/start': refusal(409, Code.ITEM_NOT_FOR_SALE),
    });
    const first = await render(<AuctionPanel itemId="i1" currency="ETH" canStart={false} />);
    expect(await screen.findByText("This item's auction has not started yet.")).toBeInTheDocument();
    expect(screen.queryByTestId('start-auction')).not.toBeInTheDocument();
    first.unmount();

    const { user } = await render(<AuctionPanel itemId="i1" currency="ETH" canStart />);
    await user.click(await screen.findByRole('button', { name: 'Start auction' }));
    await user.click(await screen.findByRole('button', { name: 'Start now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Put the item on sale before you start its auction.',
    );
  });

  it('a start the server refuses for its bid step (4200) marks that field', async () => {
    stubApi({
      '/api/auctions/of-item': okAnswer(null),
      '/api/auctions/bids': okAnswer({ list: [] }),
      '/api/auctions/start': refusal(400, 4200, [{ path: 'minIncrement', message: 'amount' }]),
    });
    const { user } = await render(<AuctionPanel itemId="i1" currency="ETH" canStart />);
    const form = await screen.findByTestId('start-auction');
    const step = within(form).getByRole('textbox', { name: /Minimum bid step \(ETH\)/ });
    await user.click(within(form).getByRole('button', { name: 'Start auction' }));
    const ask = await screen.findByRole('dialog', { name: 'Start this auction now?' });
    await user.click(within(ask).getByRole('button', { name: 'Start now' }));
    await waitFor(() => expect(step).toHaveAttribute('aria-invalid', 'true'));
    expect(step).toHaveAccessibleDescription(/Enter an amount, e\.g\. 0\.25/);
  });
});
