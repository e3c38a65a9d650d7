import type { favourites, productEvents, productOwners, products } from '../schema';
import { uuidFrom } from './plan';
import type { Rng } from './random';

type NewProduct = typeof products.$inferInsert;
type NewOwner = typeof productOwners.$inferInsert;
type NewEvent = typeof productEvents.$inferInsert;
type NewFavourite = typeof favourites.$inferInsert;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Chance that a demo member saved a given item on sale; with 11 members, counts stay small and real. */
const FAVOURITE_CHANCE = 0.14;
/** Favourites are spread over this many recent days, so the 1d / 7d / 30d rankings differ. */
const FAVOURITE_DAYS = 45;
/** Items resold by a later owner (spec §2 itemmarket). */
const SECONDARY_ITEMS = 8;

/** A time between `from` and `to` (ms); `to` when the range is empty. */
const between = (rng: Rng, from: number, to: number) =>
  new Date(from >= to ? to : from + rng.next() * (to - from));

/**
 * Who holds each item, its activity history and the demo members' favourites. Mutates the items: their
 * listedAt, the later owner of the few secondary-market items, and favourites (= the number of rows).
 * Uses its own PRNG so the items themselves stay the same as before these relations existed.
 */
export function planRelations(
  rng: Rng,
  items: NewProduct[],
  memberIds: string[],
  buyerId: string,
  now: number,
) {
  const owners: NewOwner[] = [];
  const events: NewEvent[] = [];
  const saved: NewFavourite[] = [];
  const event = (e: Omit<NewEvent, 'id'>) => events.push({ id: uuidFrom(rng), ...e });
  const others = (not: string) => memberIds.filter((m) => m !== not);

  const resold = new Set(
    items
      .filter((p) => p.status === 'ON_SALE' && p.contractType === 'ERC721')
      .filter((_, i) => i % 23 === 5)
      .slice(0, SECONDARY_ITEMS)
      .map((p) => p.id!),
  );
  let resaleCount = 0;

  for (const p of items) {
    // planItems sets both; the insert type only leaves them optional.
    const productId = p.id!;
    const createdAt = p.createdAt as Date;
    const created = createdAt.getTime();
    event({ productId, kind: 'CREATED', actorId: p.creatorId, createdAt });
    const listed = between(rng, created + HOUR, Math.min(now, created + 2 * DAY));
    if (p.status === 'ON_SALE' || resold.has(productId)) {
      p.listedAt = listed;
      event({
        productId,
        kind: 'LISTED',
        actorId: p.creatorId,
        price: p.fixPrice ?? null,
        curr: p.curr ?? null,
        createdAt: listed,
      });
    }

    if (resold.has(productId)) {
      // Sold (or given) once, then put on sale again by its new holder.
      const holder = resaleCount++ % 3 === 0 ? buyerId : rng.pick(others(p.creatorId));
      const soldAt = between(rng, listed.getTime() + HOUR, now - 2 * DAY);
      const kind = resaleCount % 4 === 0 ? 'TRANSFER' : 'SALE';
      event({
        productId,
        kind,
        actorId: p.creatorId,
        toMemberId: holder,
        price: kind === 'SALE' ? (p.fixPrice ?? null) : null,
        curr: kind === 'SALE' ? (p.curr ?? null) : null,
        txHash: `0x${rng.hex(32)}`,
        createdAt: soldAt,
      });
      const relisted = between(rng, soldAt.getTime() + HOUR, now - HOUR);
      event({
        productId,
        kind: 'LISTED',
        actorId: holder,
        price: p.fixPrice ?? null,
        curr: p.curr ?? null,
        createdAt: relisted,
      });
      p.ownerId = holder;
      p.status = 'ON_SALE';
      p.listedAt = relisted;
      owners.push({ productId, memberId: holder, quantity: 1, updatedAt: soldAt });
    } else {
      const quantity = p.quantity ?? 1;
      const sold = quantity - (p.stock ?? quantity);
      owners.push({
        productId,
        memberId: p.creatorId,
        quantity: quantity - sold,
        updatedAt: createdAt,
      });
      // The copies of a multi-copy item already sold are held by one to three other members.
      const pool = others(p.creatorId);
      const buyers = [...new Set(Array.from({ length: Math.min(3, sold) }, () => rng.pick(pool)))];
      const held = new Map(buyers.map((m) => [m, 1]));
      for (let copy = buyers.length; copy < sold; copy++) {
        const m = rng.pick(buyers);
        held.set(m, held.get(m)! + 1);
      }
      let lastSale = listed.getTime();
      for (const [memberId, q] of held) {
        const at = between(rng, listed.getTime() + HOUR, now - HOUR);
        lastSale = Math.max(lastSale, at.getTime());
        owners.push({ productId, memberId, quantity: q, updatedAt: at });
        event({
          productId,
          kind: 'SALE',
          actorId: p.creatorId,
          toMemberId: memberId,
          quantity: q,
          price: p.fixPrice ?? null,
          curr: p.curr ?? null,
          txHash: `0x${rng.hex(32)}`,
          createdAt: at,
        });
      }
      if (held.size > 0 && p.status !== 'ON_SALE') {
        // Copies sold while it was on sale, then taken off the shelf.
        const actorId = p.creatorId;
        event({
          productId,
          kind: 'LISTED',
          actorId,
          price: p.fixPrice ?? null,
          curr: p.curr ?? null,
          createdAt: listed,
        });
        event({ productId, kind: 'DELISTED', actorId, createdAt: between(rng, lastSale + HOUR, now - HOUR) });
      }
    }

    let count = 0;
    if (p.status === 'ON_SALE') {
      for (const memberId of memberIds) {
        if (memberId === p.ownerId || !rng.chance(FAVOURITE_CHANCE)) continue;
        const from = Math.max(created, now - FAVOURITE_DAYS * DAY);
        saved.push({ memberId, productId, createdAt: between(rng, from, now - 60_000) });
        count++;
      }
    }
    p.favourites = count;
  }
  return { owners, events, favourites: saved };
}
