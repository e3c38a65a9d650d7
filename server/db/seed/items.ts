import { getAddress } from 'ethers';
import type { FILE_KINDS, Licence, Trait, products } from '../schema';
import { ADJECTIVES, LEVEL_NAMES, PROPERTY_VALUES, STAT_NAMES } from './data';
import { uuidFrom, type CollectionPlan, type NewFile } from './plan';
import type { Rng } from './random';

type NewProduct = typeof products.$inferInsert;
const DAY = 86_400_000;
export const ITEMS_PER_COLLECTION = 20;

/**
 * Fixed demo exchange rates in HKD cents per coin, so fixPriceHK always equals fixPrice × rate
 * (prices are generated in 1e-4 coin units and multiplied as integers: no floating-point money).
 */
export const DEMO_HKD_CENTS = { ETH: 2_750_000, MATIC: 420, SOL: 115_000 } as const;
// Price steps (in 1e-4 coin) and step-count ranges per currency: ETH 0.02–1.8, MATIC 20–900, SOL 1–45.
const PRICE = { ETH: [50, 4, 360], MATIC: [50_000, 4, 180], SOL: [5_000, 2, 90] } as const;

function price(rng: Rng, curr: keyof typeof PRICE) {
  const [step, lo, hi] = PRICE[curr];
  const units = step * rng.int(lo, hi);
  const cents = Math.round((units * DEMO_HKD_CENTS[curr]) / 10_000);
  return { fixPrice: (units / 10_000).toFixed(4), fixPriceHK: (cents / 100).toFixed(2), units };
}

/** Media files by kind, attached to the items of the collections that suit them. */
export type MediaFiles = { video: NewFile[]; audio: NewFile[]; glb: NewFile[] };
const MEDIA_BY_SLUG: Record<string, { kind: keyof MediaFiles; every: number; pick?: number[] }> = {
  'chord-garden': { kind: 'audio', every: 2 },
  'cellular-bloom': { kind: 'video', every: 3, pick: [0, 1] },
  'neon-nights-hk': { kind: 'video', every: 5, pick: [2] },
  'polygon-pets': { kind: 'glb', every: 2 },
  'demo-objects': { kind: 'glb', every: 6 },
  'demo-originals': { kind: 'video', every: 7, pick: [0] },
};

function traits(rng: Rng) {
  const properties: Trait[] = Object.entries(PROPERTY_VALUES).map(([type, values]) => ({
    type,
    name: rng.pick(values),
    value: `${rng.int(2, 30)}%`,
  }));
  const levels: Trait[] = LEVEL_NAMES.filter(() => rng.chance(0.7)).map((name) => ({
    type: 'level',
    name,
    value: `${rng.int(1, 10)}/10`,
  }));
  const stats: Trait[] = STAT_NAMES.filter(() => rng.chance(0.6)).map((name) => ({
    type: 'stat',
    name,
    value: String(rng.int(1, 12)),
  }));
  return { properties, levels, stats };
}

function licence(rng: Rng): Licence {
  const commercialUse = rng.chance(0.5);
  return {
    commercialUse,
    period: rng.pick(['16 months', '1 year', '3 years', 'perpetual']),
    copy: rng.chance(0.6),
    display: true,
    reproduce: commercialUse && rng.chance(0.5),
    distribute: commercialUse && rng.chance(0.4),
    additionalBenefits: rng.pick([
      '',
      'Signed print on request',
      'Early access to the next drop',
      'Studio visit for holders',
    ]),
    others: '',
  };
}

/** 20 items per collection across SELF, NON and PHYSICAL, with prices, traits and media. */
export function planItems(rng: Rng, plans: CollectionPlan[], media: MediaFiles, now: number): NewProduct[] {
  const rows: NewProduct[] = [];
  let serial = 0;
  for (const { row: c, covers, theme } of plans) {
    const attach = MEDIA_BY_SLUG[theme.slug];
    const physicalShare = theme.category === 'physical' ? 0.85 : theme.category === 'fashion' ? 0.3 : 0;
    for (let n = 0; n < ITEMS_PER_COLLECTION; n++) {
      serial++;
      const sourceType = rng.chance(physicalShare) ? 'PHYSICAL' : rng.chance(0.6) ? 'SELF' : 'NON';
      const blockchain = c.blockchain === 'POLYGON' || rng.chance(0.15) ? 'POLYGON' : 'ETHEREUM';
      const curr = blockchain === 'POLYGON' ? 'MATIC' : rng.chance(0.15) ? 'SOL' : 'ETH';
      const multi = sourceType !== 'NON' && rng.chance(0.22);
      const quantity = multi ? rng.int(5, 50) : 1;
      const p = price(rng, curr);
      const cover = covers[n % covers.length]!;
      const pool =
        attach && n % attach.every === 0
          ? media[attach.kind].filter((_, k) => !attach.pick || attach.pick.includes(k))
          : [];
      const file = pool.length ? pool[(n / attach!.every) % pool.length] : undefined;
      const views = rng.int(20, 5000);
      const name = `${rng.pick(ADJECTIVES)} ${rng.pick(theme.nouns)} #${String(n + 1).padStart(3, '0')}`;
      const sell = rng.chance(0.06) ? 'AUCTION' : 'FIXED';
      rows.push({
        id: uuidFrom(rng),
        collectionId: c.id,
        creatorId: c.ownerId,
        ownerId: c.ownerId,
        sourceType,
        status: rng.chance(0.92) ? 'ON_SALE' : 'OFF_SHELF',
        name,
        description: `${name} from ${theme.name}. ${theme.description}${sourceType === 'PHYSICAL' ? ' Ships as a physical object with a certificate token.' : ''}`,
        modelNumber:
          sourceType === 'PHYSICAL'
            ? `${theme.slug.slice(0, 3).toUpperCase()}-${String(serial).padStart(4, '0')}`
            : null,
        externalLink: rng.chance(0.4) ? `https://example.com/${theme.slug}/${n + 1}` : null,
        platform: sourceType === 'NON' ? rng.pick(['OpenSea', 'Rarible', 'Foundation']) : null,
        blockchain,
        contractType: multi ? 'ERC1155' : 'ERC721',
        // NON items were minted elsewhere, so they arrive with their contract and token id.
        contractAddress: sourceType === 'NON' ? getAddress(`0x${rng.hex(20)}`) : null,
        tokenId: sourceType === 'NON' ? String(rng.int(1, 9999)) : null,
        // SELF items are minted by the 'chain.mint' job on the first start (enqueuePendingMints).
        mintStatus: sourceType === 'SELF' ? 'PENDING' : 'NONE',
        quantity,
        stock: multi ? quantity - rng.int(0, Math.floor(quantity / 3)) : 1,
        sellType: sell,
        curr,
        fixPrice: p.fixPrice,
        fixPriceHK: p.fixPriceHK,
        auctionBlPrice: sell === 'AUCTION' ? ((p.units * 0.6) / 10_000).toFixed(4) : null,
        royaltyFeePercent: c.royaltyFeePercent,
        displayImage: cover.displayPath,
        coverFileId: cover.id,
        fileId: (file ?? cover).id,
        fileKind: (file?.kind ?? 'image') as (typeof FILE_KINDS)[number],
        ...traits(rng),
        licence: sourceType === 'SELF' ? licence(rng) : null,
        views,
        favourites: Math.floor(views * (rng.int(1, 12) / 100)),
        createdAt: new Date(now - rng.int(0, 120 * DAY)),
      });
    }
  }
  return rows;
}
