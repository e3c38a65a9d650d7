import { screen, within } from '@testing-library/react';
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
    const { user } = await render(<AuctionPanel itemId="i1" />);
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
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone bid at the same moment and leads now.',
    );
    expect(calls.find((c) => c.path === '/api/auctions/bid')?.fields.get('amount')).toBe('0.7');
  });

  it('the seller sees cancel instead of the bid form', async () => {
    stubApi({
      '/api/auctions/of-item': okAnswer({ ...AUCTION, isSeller: true }),
      '/api/auctions/bids': okAnswer({ list: [] }),
    });
    render(<AuctionPanel itemId="i1" />);
    expect(await screen.findByRole('button', { name: 'Cancel auction' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place bid' })).not.toBeInTheDocument();
  });
});
