import { parseEther } from 'ethers';
import { ledgerEntries, productEvents } from '../../../server/db/schema';
import type { TestServer } from '../../support/server';
import { item, person, type Session } from './orders-fixtures';

/** A member with `eth` of income on Ethereum (a SEED ledger row), ready to bid. */
export async function bidder(s: TestServer, name: string, eth = '5'): Promise<Session> {
  const who = await person(s, name);
  await s.deps.db.insert(ledgerEntries).values({
    memberId: who.memberId,
    blockchain: 'ETHEREUM',
    kind: 'FIXED',
    amount: parseEther(eth).toString(),
    reason: 'SEED',
  });
  return who;
}

/** A seller's AUCTION item (reserve `reserve` ETH), listed, with its auction started through the API; answers both. */
export async function runningAuction(
  s: TestServer,
  o: { reserve?: string; durationSeconds?: number; extendSeconds?: number; minIncrement?: string } = {},
) {
  const seller = await person(s, 'Seller');
  const itemId = await item(s, seller, {
    sellType: 'AUCTION',
    fixPrice: null,
    fixPriceHK: null,
    auctionBlPrice: o.reserve ?? '1',
  });
  // The fixture inserts the item ON_SALE; putting it on sale writes this event (catalog/products/shelf.ts),
  // which makes the item public in the activity feed.
  await s.deps.db
    .insert(productEvents)
    .values({ productId: itemId, kind: 'LISTED', actorId: seller.memberId });
  const res = await s.request('POST', '/api/auctions/start', {
    session: seller,
    form: {
      itemId,
      minIncrement: o.minIncrement ?? '0.1',
      durationSeconds: String(o.durationSeconds ?? 3600),
      extendSeconds: String(o.extendSeconds ?? 300),
    },
  });
  if (res.meta.code !== 200) throw new Error(`startAuction: ${JSON.stringify(res.meta)}`);
  return { seller, itemId, auctionId: res.data.id as string };
}

export const bid = (s: TestServer, who: Session, auctionId: string, amount: string) =>
  s.request('POST', '/api/auctions/bid', { session: who, form: { auctionId, amount } });

export const auctionOf = (s: TestServer, auctionId: string, who?: Session) =>
  s.request('GET', '/api/auctions/detail', { query: { auctionId }, ...(who ? { session: who } : {}) });
