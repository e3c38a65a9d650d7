import { count, eq, ne, sql } from 'drizzle-orm';
import { PLATFORM_MEMBER_ID } from '../../schemas/merchants';
import type { Logger } from 'pino';
import { hashPassword } from '../../services/members/passwords';
import { createDiskStorage, type Storage } from '../../storage/storage';
import type { Db } from '../client';
import {
  blogPosts,
  collections,
  favourites,
  files,
  members,
  productEvents,
  productOwners,
  products,
} from '../schema';
import { DEMO_ACCOUNTS } from './accounts';
import { seedIncome } from './income';
import { seedOrders } from './orders';
import { seedDemoMerchant } from './merchants';
import { seedDemoLoyalty } from './loyalty';
import { seedDemoCampaigns } from './campaigns';
import { seedDemoAuction } from './auctions';
import { seedAdminMember, seedCollectorMembers, seedSupportMember } from './support';
import { seedContent } from './content/index';
import { planMedia, renderAssets } from './assets';
import { planItems } from './items';
import { planCatalogue } from './plan';
import { createRng } from './random';
import { planRelations } from './relations';

const SEED = 20_260_101;

/**
 * Loads the demo catalogue into an empty database (no members yet): creators and the two demo
 * accounts, 12 collections, 240 items, their images and media. Files are written first (re-writing
 * them is harmless); rows go in one transaction so a crash never leaves half a catalogue.
 */
export async function seedDemo(
  db: Db,
  opts: { dataDir: string; log: Logger; storage?: Storage },
): Promise<void> {
  if (!(await isEmpty(db))) {
    // A database filled before the shipped content existed still gets it (seedContent is idempotent).
    await seedContent(db);
    await seedCollectorMembers(db);
    await seedIncome(db);
    await seedOrders(db);
    await seedSupportMember(db);
    await seedAdminMember(db);
    await seedDemoMerchant(db);
    await seedDemoLoyalty(db);
    await seedDemoCampaigns(db);
    await seedDemoAuction(db);
    return;
  }
  const started = Date.now();
  const storage = opts.storage ?? createDiskStorage(opts.dataDir);
  const rng = createRng(SEED);
  const now = Date.now();
  const url = (key: string) => storage.url(key);
  const plan = planCatalogue(rng, now, url);

  const assets = planMedia(rng, url);
  const items = planItems(rng, plan.collections, assets.media, now);
  const [hashes, failed] = await Promise.all([
    Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password))),
    renderAssets(storage, plan.images, assets, opts.log),
  ]);
  // Items whose media could not be made fall back to their cover image as the file.
  const coverIdByPath = new Map(plan.images.map((j) => [j.file.displayPath, j.file.id]));
  for (const item of items) {
    if (item.fileId && failed.has(item.fileId)) {
      item.fileId = coverIdByPath.get(item.displayImage)!;
      item.fileKind = 'image';
    }
  }

  // Owners, activity and favourites draw from their own PRNG, so the items above stay as they were.
  const buyerId = plan.members.find((m) => m.loginName === DEMO_ACCOUNTS[1].loginName)!.id;
  const relations = planRelations(
    createRng(SEED + 1),
    items,
    plan.members.map((m) => m.id),
    buyerId,
    now,
  );

  const rendered = Date.now();
  const memberRows = plan.members.map((m) => {
    const i = DEMO_ACCOUNTS.findIndex((a) => a.loginName === m.loginName);
    return i < 0 ? m : { ...m, passwordHash: hashes[i]! };
  });
  const fileRows = [
    ...plan.images.map((j) => j.file),
    ...assets.clips.map((c) => c.file),
    ...assets.models.map((m) => m.file),
  ].filter((f) => !failed.has(f.id));

  const loaded = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // Two processes starting on one empty PostgreSQL must not both load the catalogue.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('marketplace.seed-demo'))`);
    if (!(await isEmpty(tx))) return false;
    await insertBatches(tx, members, memberRows);
    await insertBatches(tx, files, fileRows);
    await insertBatches(
      tx,
      collections,
      plan.collections.map((c) => c.row),
    );
    await insertBatches(tx, products, items);
    await insertBatches(tx, productOwners, relations.owners, 500);
    await insertBatches(tx, productEvents, relations.events, 500);
    await insertBatches(tx, favourites, relations.favourites, 500);
    await seedContent(tx);
    await seedCollectorMembers(tx);
    await seedIncome(tx);
    await seedOrders(tx);
    await seedSupportMember(tx);
    await seedAdminMember(tx);
    await seedDemoMerchant(tx);
    await seedDemoLoyalty(tx);
    await seedDemoCampaigns(tx);
    await seedDemoAuction(tx);
    for (const b of assets.blogCovers) {
      await tx
        .update(blogPosts)
        .set({ cover: storage.url(b.key) })
        .where(eq(blogPosts.slug, b.slug));
    }
    return true;
  });
  if (!loaded) return;
  opts.log.debug({ renderMs: rendered - started, insertMs: Date.now() - rendered }, 'demo catalogue phases');
  opts.log.info(`demo catalogue loaded in ${Date.now() - started} ms`);
}

async function isEmpty(db: Db): Promise<boolean> {
  // The platform's own member (migration 0009) is there from the start; it is not demo data.
  const [row] = await db.select({ n: count() }).from(members).where(ne(members.id, PLATFORM_MEMBER_ID));
  return (row?.n ?? 0) === 0;
}

type SeededTable =
  | typeof members
  | typeof files
  | typeof collections
  | typeof products
  | typeof productOwners
  | typeof productEvents
  | typeof favourites;

async function insertBatches<T extends SeededTable>(db: Db, table: T, rows: T['$inferInsert'][], size = 100) {
  // PostgreSQL caps a statement at 65 535 parameters: 100 rows of ~40 columns, 500 of ≤ 10.
  for (let i = 0; i < rows.length; i += size) await db.insert(table).values(rows.slice(i, i + size) as never);
}
