import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { getAddress, parseEther } from 'ethers';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import {
  auctions,
  blogPosts,
  collections,
  faqs,
  favourites,
  files,
  members,
  productEvents,
  productOwners,
  products,
} from '../../../server/db/schema';
import { DEMO_ACCOUNTS } from '../../../server/db/seed/accounts';
import { seedDemo } from '../../../server/db/seed';
import { seedDeliveryTypes } from '../../../server/db/seed/orders';
import { planMedia, renderAssets } from '../../../server/db/seed/assets';
import { createRng } from '../../../server/db/seed/random';
import { DEMO_HKD_CENTS } from '../../../server/db/seed/items';
import { verifyPassword } from '../../../server/services/members/passwords';
import type { Storage } from '../../../server/storage/storage';
import { freshDatabase } from '../../support/server';

let database: Database;
let dataDir: string;
let seedMs = 0;
const log = pino({ level: 'silent' });
const onDisk = (displayPath: string) => join(dataDir, displayPath);

beforeAll(async () => {
  database = await freshDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'seed-test-'));
  // As server/runtime.ts starts: the delivery types are loaded on every start, before the demo seed.
  await seedDeliveryTypes(database.db);
  const t = Date.now();
  await seedDemo(database.db, { dataDir, log });
  seedMs = Date.now() - t;
}, 120_000);
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('demo catalogue seed', () => {
  it('dresses the demo goods for checkout: cash on delivery, spec options and one good sold out', async () => {
    const goods = await database.db.select().from(products).where(eq(products.sourceType, 'PHYSICAL'));
    expect(goods.some((p) => p.allowCod)).toBe(true);
    expect(goods.some((p) => p.specOptions.length > 0)).toBe(true);
    expect(goods.filter((p) => p.status === 'ON_SALE' && p.stock === 0).length).toBeGreaterThanOrEqual(1);
  });

  it('creates creators, the two demo accounts, 12 collections and 240 items of every source type, the café’s shop of 3 goods and its event badge', async () => {
    const db = database.db;
    const creators = await db.select().from(members).where(eq(members.isCreator, 'Y'));
    expect(creators.length).toBeGreaterThanOrEqual(8);
    expect(creators.every((m) => m.descriptionEn && m.descriptionZh && m.displayImage)).toBe(true);
    // The catalogue's 12 collections of 20 items, the demo merchant's shop (seed/loyalty.ts) and its event
    // badge, the registration campaign's collectible (seed/campaigns.ts).
    expect((await db.select({ n: count() }).from(collections))[0]!.n).toBe(14);
    const items = await db.select().from(products);
    expect(items).toHaveLength(244);
    expect(new Set(items.map((p) => p.sourceType))).toEqual(new Set(['SELF', 'NON', 'PHYSICAL']));
    expect(items.filter((p) => p.status === 'ON_SALE').length).toBeGreaterThan(200);
    expect(items.some((p) => p.contractType === 'ERC1155' && p.quantity > 1)).toBe(true);
    expect(items.some((p) => p.blockchain === 'POLYGON')).toBe(true);
    expect(items.filter((p) => p.sourceType === 'SELF').every((p) => p.licence)).toBe(true);
    console.info(`seed on a fresh database: ${seedMs} ms`);
  });

  it('gives the demo accounts their passwords and roles', async () => {
    const [creator, buyer] = DEMO_ACCOUNTS;
    const rows = await database.db.select().from(members);
    const c = rows.find((m) => m.loginName === creator.loginName)!;
    const b = rows.find((m) => m.loginName === buyer.loginName)!;
    expect([c.isCreator, c.permiTagValues, c.email]).toEqual(['Y', ['CREATE'], creator.email]);
    expect([b.isCreator, b.permiTagValues]).toEqual(['N', []]);
    expect(await verifyPassword(c.passwordHash!, creator.password)).toBe(true);
    expect(await verifyPassword(b.passwordHash!, buyer.password)).toBe(true);
    expect(c.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('prices in HKD at the fixed demo rate and checksums royalty addresses', async () => {
    for (const p of await database.db.select().from(products)) {
      const coin = Math.round(Number(p.fixPrice) * 10_000);
      expect(Math.round(Number(p.fixPriceHK) * 100)).toBe(
        Math.round((coin * DEMO_HKD_CENTS[p.curr]) / 10_000),
      );
    }
    for (const c of await database.db.select().from(collections)) {
      expect(getAddress(c.royaltyAddress)).toBe(c.royaltyAddress);
      expect(Number(c.royaltyFeePercent)).toBeLessThanOrEqual(10);
    }
  });

  it('writes collection and profile images at the spec sizes', async () => {
    const sizeOf = async (p: string) => {
      const m = await sharp(onDisk(p)).metadata();
      return [m.width, m.height];
    };
    for (const c of await database.db.select().from(collections)) {
      expect(await sizeOf(c.logoImage)).toEqual([350, 350]);
      expect(await sizeOf(c.featuredImage)).toEqual([766, 414]);
      expect(await sizeOf(c.bannerImage)).toEqual([1536, 226]);
    }
    const [creator] = await database.db.select().from(members).where(eq(members.isCreator, 'Y')).limit(1);
    expect(await sizeOf(creator!.displayImage!)).toEqual([400, 400]);
  });

  it('gives every demo image a 400 px WebP thumbnail, recorded on its file and item covers', async () => {
    const images = await database.db.select().from(files).where(eq(files.kind, 'image'));
    expect(images.length).toBeGreaterThan(100);
    for (const f of images) {
      expect(f.thumbPath).toBe(f.displayPath.replace(/\.jpg$/, '.thumb.webp'));
      const m = await sharp(onDisk(f.thumbPath!)).metadata();
      expect([m.format, m.width]).toEqual(['webp', Math.min(400, f.width!)]);
      expect(m.height).toBe(Math.round((f.height! * m.width!) / f.width!));
    }
    const byId = new Map(images.map((f) => [f.id, f]));
    for (const p of await database.db.select().from(products)) {
      expect(byId.get(p.coverFileId!)?.displayPath).toBe(p.displayImage);
    }
  });

  it('stores video, audio and GLB files and attaches them to items', async () => {
    const rows = await database.db.select().from(files);
    const byKind = (k: string) => rows.filter((f) => f.kind === k);
    expect(byKind('video').filter((f) => f.path.endsWith('.mp4')).length).toBeGreaterThanOrEqual(3);
    expect(byKind('audio').filter((f) => f.path.endsWith('.mp3')).length).toBeGreaterThanOrEqual(3);
    expect(byKind('glb').length).toBeGreaterThanOrEqual(2);
    for (const f of rows.filter((r) => r.kind !== 'image')) {
      const bytes = await readFile(onDisk(f.displayPath));
      expect(bytes.byteLength).toBe(f.size);
      if (f.kind === 'glb') expect(bytes.subarray(0, 4).toString('latin1')).toBe('glTF');
      if (f.kind === 'video') expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    }
    const tutorial = rows.find((f) => f.displayPath === '/files/tutorial/getting-started.mp4');
    expect(tutorial?.kind).toBe('video');
    const kinds = new Set((await database.db.select().from(products)).map((p) => p.fileKind));
    expect(kinds).toEqual(new Set(['image', 'video', 'audio', 'glb']));
  });

  it('loads the shipped content and gives every blog post a generated cover', async () => {
    expect((await database.db.select({ n: count() }).from(faqs))[0]!.n).toBeGreaterThan(0);
    const posts = await database.db.select().from(blogPosts);
    expect(posts.length).toBeGreaterThan(0);
    for (const p of posts) {
      expect(p.cover).toBe(`/files/blog/${p.slug}.jpg`);
      expect((await sharp(onDisk(p.cover!)).metadata()).width).toBe(960);
    }
  });

  it('records holders, activity and real favourite counts, with a few items resold', async () => {
    const db = database.db;
    const items = await db.select().from(products);
    const owners = await db.select().from(productOwners);
    const events = await db.select().from(productEvents);
    const saved = await db.select().from(favourites);
    for (const p of items) {
      const held = owners.filter((o) => o.productId === p.id);
      expect(held.reduce((n, o) => n + o.quantity, 0)).toBe(p.quantity);
      expect(held.some((o) => o.memberId === p.ownerId)).toBe(true);
      expect(saved.filter((f) => f.productId === p.id)).toHaveLength(p.favourites);
      const kinds = events.filter((e) => e.productId === p.id).map((e) => e.kind);
      expect(kinds).toContain('CREATED');
      if (p.status === 'ON_SALE')
        expect([kinds.includes('LISTED'), p.listedAt !== null]).toEqual([true, true]);
    }
    expect(saved.length).toBeGreaterThan(100);
    const resold = items.filter((p) => p.ownerId !== p.creatorId);
    expect(resold.length).toBeGreaterThanOrEqual(3);
    for (const p of resold) {
      const handover = events.find((e) => e.productId === p.id && ['SALE', 'TRANSFER'].includes(e.kind));
      expect(handover).toMatchObject({ actorId: p.creatorId, toMemberId: p.ownerId });
    }
    const [buyer] = await db.select().from(members).where(eq(members.loginName, DEMO_ACCOUNTS[1].loginName));
    expect(owners.some((o) => o.memberId === buyer!.id)).toBe(true);
  });

  it('does nothing on a second call', async () => {
    const t = Date.now();
    await seedDemo(database.db, { dataDir, log });
    expect(Date.now() - t).toBeLessThan(1000);
    expect((await database.db.select({ n: count() }).from(products))[0]!.n).toBe(244);
    expect((await database.db.select({ n: count() }).from(collections))[0]!.n).toBe(14);
    expect((await database.db.select({ n: count() }).from(auctions))[0]!.n).toBe(1);
  });

  it('opens one live demo auction on an AUCTION item, its reserve the item’s auctionBlPrice', async () => {
    const [a] = await database.db.select().from(auctions);
    const [item] = await database.db.select().from(products).where(eq(products.id, a!.productId));
    expect(item).toMatchObject({ sellType: 'AUCTION', status: 'ON_SALE', ownerId: a!.sellerId });
    expect(a!.state).toBe('OPEN');
    expect(a!.endsAt.getTime()).toBeGreaterThan(Date.now());
    expect(BigInt(a!.reserveWei)).toBe(parseEther(item!.auctionBlPrice!));
  });
});

describe('demo media rendering', () => {
  it('reports a media file it cannot store instead of failing the whole start', async () => {
    const stored = new Map<string, Uint8Array>();
    const storage: Storage = {
      async put(key, bytes) {
        if (key.endsWith('.mp3')) throw new Error('disk full');
        stored.set(key, bytes);
        return { path: key, displayPath: `/files/${key}` };
      },
      async get(key) {
        const b = stored.get(key);
        return b ? Buffer.from(b) : null;
      },
      url: (key) => `/files/${key}`,
      origin: null,
    };
    const assets = planMedia(createRng(7));
    const failed = await renderAssets(storage, [], assets, log);
    const mp3 = assets.clips.filter((c) => c.file.path.endsWith('.mp3')).map((c) => c.file.id);
    expect([...failed].sort()).toEqual(mp3.sort());
    expect(stored.has('tutorial/getting-started.mp4')).toBe(true);
  }, 60_000);
});
