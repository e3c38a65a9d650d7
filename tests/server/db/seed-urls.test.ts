import { describe, expect, it } from 'vitest';
import { planMedia } from '../../../server/db/seed/assets';
import { planItems } from '../../../server/db/seed/items';
import { planCatalogue } from '../../../server/db/seed/plan';
import { createRng } from '../../../server/db/seed/random';

// With STORAGE=s3 the demo catalogue's links must point at the bucket, never at this server's /files/.
const bucket = 'https://files.example.com/site';
const url = (key: string) => `${bucket}/${key}`;

describe('demo catalogue file URLs', () => {
  it('takes every file URL, and every link to one, from the storage', () => {
    const rng = createRng(11);
    const plan = planCatalogue(rng, Date.now(), url);
    const media = planMedia(rng, url);
    const items = planItems(rng, plan.collections, media.media, Date.now());
    const rows = [
      ...plan.images.map((j) => j.file),
      ...media.clips.map((c) => c.file),
      ...media.models.map((m) => m.file),
    ];
    expect(rows.length).toBeGreaterThan(50);
    for (const f of rows) expect(f.displayPath).toBe(url(f.path));

    const links = [
      ...plan.members.flatMap((m) => [m.displayImage, m.bannerImage]),
      ...plan.collections.flatMap((c) => [c.row.logoImage, c.row.featuredImage, c.row.bannerImage]),
      ...items.map((i) => i.displayImage),
    ].filter((l): l is string => typeof l === 'string');
    expect(links.length).toBeGreaterThan(240);
    for (const link of links) expect(link.startsWith(`${bucket}/demo/`)).toBe(true);
  });
});
