import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { auctionMachine } from '@machines/auction.machine';
import type { Auction, BidPlaced } from '@schemas/auctions';
import { reachableStates, unreachedStates } from '../support/machine-paths';

const AUCTION: Auction = {
  id: 'a1',
  itemId: 'i1',
  itemName: 'Lot 1',
  image: '/x.png',
  blockchain: 'ETHEREUM',
  currency: 'ETH',
  status: 'OPEN',
  reserve: '1.0',
  reserveMet: false,
  minIncrement: '0.1',
  minNextBid: '0.1',
  leadingAmount: null,
  bidCount: 0,
  extensions: 0,
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2026-01-02T00:00:00.000Z',
  serverTime: '2026-01-01T01:00:00.000Z',
  isSeller: false,
  isLeading: false,
  orderId: null,
};
const sync = (over: Partial<Auction>) =>
  ({ type: 'auction.sync', auction: { ...AUCTION, ...over } }) as const;
const events = [
  sync({ status: 'SCHEDULED' }),
  sync({}),
  sync({ extensions: 1 }),
  sync({ status: 'ENDED' }),
  sync({ status: 'SETTLED' }),
  sync({ status: 'UNSOLD' }),
  sync({ status: 'CANCELLED' }),
  sync({ isSeller: true }),
  { type: 'auction.bid', amount: '0.5' },
  { type: 'auction.cancel' },
  { type: 'auction.confirm' },
  { type: 'auction.dismiss' },
  { type: 'xstate.done.actor.placeBid', output: { auction: { ...AUCTION, extensions: 1 } } },
  { type: 'xstate.done.actor.cancel', output: { ...AUCTION, status: 'CANCELLED' } },
  { type: 'xstate.error.actor.placeBid', error: { code: 4801 } },
] as never[];

describe('auction lifecycle machine (path test)', () => {
  it('reaches every state (routing is eventless: passed through, never at rest)', () => {
    expect(unreachedStates(auctionMachine, events)).toEqual(['routing']);
  });

  it('the shortest ways: a bid and a cancel, each only once confirmed, a cancel only by the seller', () => {
    const paths = reachableStates(auctionMachine, events);
    expect(paths.get('confirmingBid')?.filter((e) => e !== 'xstate.init')).toEqual([
      'auction.sync',
      'auction.bid',
    ]);
    expect(paths.get('bidding')?.filter((e) => e !== 'xstate.init')).toEqual([
      'auction.sync',
      'auction.bid',
      'auction.confirm',
    ]);
    expect(paths.get('confirmingCancel')?.filter((e) => e !== 'xstate.init')).toEqual([
      'auction.sync',
      'auction.cancel',
    ]);
    expect(paths.get('cancelling')?.filter((e) => e !== 'xstate.init')).toEqual([
      'auction.sync',
      'auction.cancel',
      'auction.confirm',
    ]);
  });

  it('a dismissed cancel goes back to the state the view means and cancels nothing', () => {
    const a = createActor(auctionMachine).start();
    a.send(sync({ isSeller: true, extensions: 1 }));
    a.send({ type: 'auction.cancel' });
    expect(a.getSnapshot().value).toBe('confirmingCancel');
    a.send({ type: 'auction.dismiss' });
    expect(a.getSnapshot().value).toBe('extended');
  });

  it('a dismissed bid places nothing and forgets its amount; a confirmed one sends the amount asked about', async () => {
    const placed: string[] = [];
    const a = createActor(
      auctionMachine.provide({
        actors: {
          placeBid: fromPromise<BidPlaced, { auctionId: string; amount: string }>(async ({ input }) => {
            placed.push(input.amount);
            return { auction: { ...AUCTION, leadingAmount: input.amount } } as BidPlaced;
          }),
        },
      }),
    ).start();
    a.send(sync({}));
    a.send({ type: 'auction.bid', amount: ' 0.5 ' });
    expect(a.getSnapshot()).toMatchObject({ value: 'confirmingBid', context: { bidAmount: '0.5' } });
    a.send({ type: 'auction.dismiss' });
    expect(a.getSnapshot()).toMatchObject({ value: 'open', context: { bidAmount: null } });
    a.send({ type: 'auction.bid', amount: '0.7' });
    a.send(sync({ leadingAmount: '0.6' }));
    expect(a.getSnapshot().value).toBe('confirmingBid');
    a.send({ type: 'auction.confirm' });
    const done = await waitFor(a, (s) => !s.hasTag('busy') && s.value === 'open');
    expect(placed).toEqual(['0.7']);
    expect(done.context).toMatchObject({ bidAmount: null, auction: { leadingAmount: '0.7' } });
  });

  it('a seller cannot bid, a bidder cannot cancel, nobody cancels once the reserve is met', () => {
    const a = createActor(auctionMachine).start();
    a.send(sync({}));
    expect(a.getSnapshot().can({ type: 'auction.bid', amount: '1' })).toBe(true);
    expect(a.getSnapshot().can({ type: 'auction.cancel' })).toBe(false);
    a.send(sync({ isSeller: true }));
    expect(a.getSnapshot().can({ type: 'auction.bid', amount: '1' })).toBe(false);
    expect(a.getSnapshot().can({ type: 'auction.cancel' })).toBe(true);
    a.send(sync({ isSeller: true, reserveMet: true }));
    expect(a.getSnapshot().can({ type: 'auction.cancel' })).toBe(false);
    a.send(sync({ status: 'ENDED' }));
    expect(a.getSnapshot().value).toBe('closed');
    expect(a.getSnapshot().can({ type: 'auction.bid', amount: '1' })).toBe(false);
  });

  it('a refused bid keeps its code and the view; a poll during the bid does not drop it', async () => {
    let release: (v: unknown) => void = () => {};
    const a = createActor(
      auctionMachine.provide({
        actors: {
          placeBid: fromPromise<BidPlaced, { auctionId: string; amount: string }>(async () => {
            await new Promise((r) => (release = r));
            throw { code: 4804 };
          }),
        },
      }),
    ).start();
    a.send(sync({}));
    a.send({ type: 'auction.bid', amount: '0.5' });
    a.send({ type: 'auction.confirm' });
    expect(a.getSnapshot().hasTag('busy')).toBe(true);
    a.send(sync({ leadingAmount: '0.6' }));
    expect(a.getSnapshot().value).toBe('bidding');
    release(null);
    const done = await waitFor(a, (s) => !s.hasTag('busy'));
    expect(done.value).toBe('open');
    expect(done.context).toMatchObject({ errorCode: 4804, auction: { leadingAmount: '0.6' } });
  });

  it('a 4200 keeps the refused amount for the form; the next bid forgets it', async () => {
    const issues = [{ path: 'amount', message: 'amount' }];
    const a = createActor(
      auctionMachine.provide({
        actors: {
          placeBid: fromPromise<BidPlaced, { auctionId: string; amount: string }>(async () => {
            throw { code: 4200, data: issues };
          }),
        },
      }),
    ).start();
    a.send(sync({}));
    a.send({ type: 'auction.bid', amount: '0.5' });
    a.send({ type: 'auction.confirm' });
    const refused = await waitFor(a, (s) => !s.hasTag('busy'));
    expect(refused.context).toMatchObject({ errorCode: 4200, issues });
    a.send({ type: 'auction.bid', amount: '0.7' });
    a.send({ type: 'auction.confirm' });
    expect(a.getSnapshot().context.issues).toEqual([]);
  });
});
