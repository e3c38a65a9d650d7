import type { Db } from '../db/client';
import { sitemapEntries } from '../services/share/cards';
import { sharePath } from '../schemas/share';

/**
 * robots.txt: everything a visitor sees may be crawled (the app, share pages, their previews and stored
 * files); the API, the chains' JSON-RPC and the sandboxes may not, except the API reference page.
 */
export const robotsTxt = (origin: string) => `User-agent: *
Allow: /
Allow: /api/docs
Disallow: /api/
Disallow: /rpc/
Disallow: /sandbox/

Sitemap: ${origin}/sitemap.xml
`;

const xmlText = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch]!,
  );

/**
 * sitemap.xml: the app's home and the share URL of every public page (items on sale, collections, creators,
 * published blog posts; services/share/cards.ts sitemapEntries), at most 50,000 URLs (sitemaps.org).
 */
export async function sitemapXml(db: Db, now: Date, origin: string): Promise<string> {
  const entries = await sitemapEntries(db, now);
  const urls = [
    `<url><loc>${xmlText(`${origin}/`)}</loc></url>`,
    ...entries.map((e) => {
      const lastmod = e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : '';
      return `<url><loc>${xmlText(`${origin}${sharePath(e.kind, e.id)}`)}</loc>${lastmod}</url>`;
    }),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`;
}
