import { count, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { hashPassword } from '../../services/passwords';
import { createDiskStorage, type Storage } from '../../storage/storage';
import type { Db } from '../client';
import { blogPosts, collections, files, members, products } from '../schema';
import { DEMO_ACCOUNTS } from './accounts';
import { ART_STYLES, artSvg, paletteFromHue, renderJpeg } from './art';
import { BLOG_SEED } from './content/blog';
import { seedContent } from './content/index';
import { planItems, type MediaFiles } from './items';
import { ITEM_CLIPS, TUTORIAL_CLIP, cubeGlb, pyramidGlb, renderClip } from './media';
import { planCatalogue, uuidFrom, type NewFile } from './plan';
import { createRng, mapLimit } from './random';

const SEED = 20_260_101;
const MIME = { video: 'video/mp4', audio: 'audio/mpeg', glb: 'model/gltf-binary' } as const;

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
    return;
  }
  const started = Date.now();
  const storage = opts.storage ?? createDiskStorage(opts.dataDir);
  const rng = createRng(SEED);
  const now = Date.now();
  const plan = planCatalogue(rng, now);

  const mediaRow = (key: string, kind: keyof typeof MIME): NewFile => ({
    id: uuidFrom(rng),
    kind,
    mime: MIME[kind],
    path: key,
    displayPath: `/files/${key}`,
    size: 0,
  });
  const clips = [...ITEM_CLIPS, TUTORIAL_CLIP].map((clip) => ({ clip, file: mediaRow(clip.key, clip.kind) }));
  const models = [
    { build: cubeGlb, file: mediaRow('demo/media/prism-cube.glb', 'glb') },
    { build: pyramidGlb, file: mediaRow('demo/media/sun-pyramid.glb', 'glb') },
  ];
  const itemClips = clips.filter((c) => c.clip.key !== TUTORIAL_CLIP.key).map((c) => c.file);
  const media: MediaFiles = {
    video: itemClips.filter((f) => f.kind === 'video'),
    audio: itemClips.filter((f) => f.kind === 'audio'),
    glb: models.map((m) => m.file),
  };
  const items = planItems(rng, plan.collections, media, now);
  // Blog covers (16:9, what the blog list shows) at blog/<slug>.jpg, one palette per post.
  const blogCovers = BLOG_SEED.map((post, i) => ({
    slug: post.slug,
    svg: artSvg(rng, paletteFromHue(i * 47 + 15), ART_STYLES[i % ART_STYLES.length]!, 960, 540),
  }));

  const store = async (file: NewFile, bytes: Uint8Array) => {
    await storage.put(file.path, bytes, file.mime);
    file.size = bytes.byteLength;
  };
  // Images, ffmpeg clips and password hashes overlap; the small limits keep a 2-core machine responsive.
  const [hashes] = await Promise.all([
    Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password))),
    mapLimit(plan.images, 4, async (job) => store(job.file, await renderJpeg(job.svg))),
    mapLimit(clips, 2, async ({ clip, file }) => store(file, await renderClip(clip))),
    Promise.all(models.map(async ({ build, file }) => store(file, await build()))),
    mapLimit(blogCovers, 2, async (b) =>
      storage.put(`blog/${b.slug}.jpg`, await renderJpeg(b.svg), 'image/jpeg'),
    ),
  ]);

  const rendered = Date.now();
  const memberRows = plan.members.map((m) => {
    const i = DEMO_ACCOUNTS.findIndex((a) => a.loginName === m.loginName);
    return i < 0 ? m : { ...m, passwordHash: hashes[i]! };
  });
  const fileRows = [
    ...plan.images.map((j) => j.file),
    ...clips.map((c) => c.file),
    ...models.map((m) => m.file),
  ];

  const loaded = await db.transaction(async (tx) => {
    // Two processes starting on one empty PostgreSQL must not both load the catalogue.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('marketplace.seed-demo'))`);
    if (!(await isEmpty(tx as unknown as Db))) return false;
    await insertBatches(tx as unknown as Db, members, memberRows);
    await insertBatches(tx as unknown as Db, files, fileRows);
    await insertBatches(
      tx as unknown as Db,
      collections,
      plan.collections.map((c) => c.row),
    );
    await insertBatches(tx as unknown as Db, products, items);
    await seedContent(tx as unknown as Db);
    for (const b of blogCovers) {
      await tx
        .update(blogPosts)
        .set({ cover: storage.url(`blog/${b.slug}.jpg`) })
        .where(eq(blogPosts.slug, b.slug));
    }
    return true;
  });
  if (!loaded) return;
  opts.log.debug({ renderMs: rendered - started, insertMs: Date.now() - rendered }, 'demo catalogue phases');
  opts.log.info(`demo catalogue loaded in ${Date.now() - started} ms`);
}

async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(members);
  return (row?.n ?? 0) === 0;
}

async function insertBatches<T extends typeof members | typeof files | typeof collections | typeof products>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
) {
  // PostgreSQL caps a statement at 65 535 parameters; 100 rows of ~40 columns stays well under it.
  for (let i = 0; i < rows.length; i += 100) await db.insert(table).values(rows.slice(i, i + 100) as never);
}
