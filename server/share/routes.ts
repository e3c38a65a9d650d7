import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../http/context';
import { IMMUTABLE, SHORT } from '../http/static';
import { blogCard, collectionCard, creatorCard, itemCard, type ShareCard } from '../services/share/cards';
import { SHARE_KINDS, type ShareKind } from '../schemas/share';
import { publicOrigin } from '../services/wallets/wallet-steps';
import { notFoundPage, sharePage } from './page';
import { previewBytes, previewVersion, type PreviewFacts } from './preview';
import { robotsTxt, sitemapXml } from './sitemap';
import { isLocale, shareLocale } from './texts';

const isKind = (s: string): s is ShareKind => (SHARE_KINDS as readonly string[]).includes(s);
/** The brand drawn on every preview (one image serves every language). */
const SITE = 'Marketplace';

/** The card a share path names, or null: only these four kinds of public page can be shared. */
async function loadCard(c: Context<AppEnv>, kind: string, id: string): Promise<ShareCard | null> {
  if (!isKind(kind)) return null;
  const { db, now } = c.var.deps;
  if (kind === 'item') return itemCard(db, id);
  if (kind === 'collection') return collectionCard(db, id);
  if (kind === 'creator') return creatorCard(db, id);
  return blogCard(db, id, localeOf(c), now());
}

const localeOf = (c: Context<AppEnv>) =>
  shareLocale({
    lang: c.req.query('lang'),
    cookie: getCookie(c, 'nftLang'),
    acceptLanguage: c.req.header('Accept-Language'),
  });

/** What the preview of a card shows; language-neutral, so one image serves every variant of the page. */
function previewFacts(card: ShareCard): PreviewFacts {
  switch (card.kind) {
    case 'item':
      return {
        image: card.image,
        title: card.name,
        subtitle: card.offer ? `${card.offer.price} ${card.offer.currency}` : card.collection,
        site: SITE,
      };
    case 'collection':
      return { image: card.image, title: card.name, subtitle: card.owner, site: SITE };
    case 'creator':
      return { image: card.image, title: card.name, subtitle: card.description.en, site: SITE };
    case 'blog':
      return { image: card.image, title: card.title, subtitle: card.author, site: SITE };
  }
}

/** Where a drawn preview is stored: ids and slugs are hashed, so any slug makes a valid storage key. */
const previewKey = (card: ShareCard, version: string) =>
  `share-previews/${card.kind}/${createHash('sha256').update(card.id).digest('hex').slice(0, 32)}-${version}.jpg`;
const previewPath = (card: ShareCard, version: string) =>
  `/s/preview/${card.kind}/${encodeURIComponent(card.id)}/${version}.jpg`;

/** Sends a browser on from a share page to the app (crawlers, which run no script, read the page's tags). */
const GO_JS = `// Share pages (/s/…): a browser goes on to the app's page; the link stays for those without script.
(function () {
  var go = document.getElementById('go');
  if (go) location.replace(go.href);
})();
`;

/**
 * Share URLs: `/s/item/<id>`, `/s/collection/<id>`, `/s/creator/<id>`, `/s/blog/<slug>` answer a page
 * with the Open Graph, Twitter card and JSON-LD tags link previews and search engines read, then send a
 * browser on to the hash route; `/s/preview/…` their 1200x630 images; `/robots.txt` and `/sitemap.xml`.
 */
export const shareRoutes = new Hono<AppEnv>()
  .use('/sitemap.xml', compress())
  .get('/robots.txt', (c) => {
    c.header('Cache-Control', SHORT);
    return c.text(robotsTxt(publicOrigin(c.var.deps.env, c.req.url)));
  })
  .get('/sitemap.xml', async (c) => {
    const { db, now, env } = c.var.deps;
    const xml = await sitemapXml(db, now(), publicOrigin(env, c.req.url));
    return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': SHORT });
  })
  .get('/s/go.js', (c) =>
    c.body(GO_JS, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': SHORT }),
  )
  .get('/s/preview/:kind/:id/:file', async (c) => {
    const { kind, id, file } = c.req.param();
    const card = await loadCard(c, kind, id);
    if (!card) return c.text('Not found', 404);
    const facts = previewFacts(card);
    const version = previewVersion(facts);
    // An older version's URL (a preview cached elsewhere) leads to the current drawing.
    if (file !== `${version}.jpg`) {
      c.header('Cache-Control', 'public, max-age=300');
      return c.redirect(previewPath(card, version), 302);
    }
    const bytes = await previewBytes(c.var.deps.storage, previewKey(card, version), facts);
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'image/jpeg',
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': IMMUTABLE,
    });
  })
  .get('/s/:kind/:id', async (c) => {
    const { kind, id } = c.req.param();
    const locale = localeOf(c);
    // The page's words follow the visitor's language: shared caches keep one copy per language.
    c.header('Vary', 'Accept-Language, Cookie');
    const card = await loadCard(c, kind, id);
    if (!card) return c.html(notFoundPage(locale), 404, { 'Cache-Control': 'no-cache' });
    const origin = publicOrigin(c.var.deps.env, c.req.url);
    const image = `${origin}${previewPath(card, previewVersion(previewFacts(card)))}`;
    const html = sharePage({ card, locale, origin, image, explicitLang: isLocale(c.req.query('lang')) });
    return c.html(html, 200, { 'Cache-Control': 'public, max-age=300' });
  });
