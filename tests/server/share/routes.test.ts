import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts, members, products } from '../../../server/db/schema';
import { createTestSession } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/server';
import { member, newCollection, newProduct, type Session } from '../routes/catalogue-fixtures';

/**
 * Share pages, their previews, robots.txt and sitemap.xml. Only public pages can be shared: items,
 * collections, creators and published blog posts; nothing private (contacts, orders) reaches a page or the
 * sitemap, and everything from members is escaped.
 */
let s: TestServer;
let dataDir: string;
let creator: Session;
let collectionId: string;
let onSale: string;
let offShelf: string;
const HOSTILE = `A&B's "x" </script><script>alert(1)</script>`;
const EMAIL = 'private-creator@example.com';
const MOBILE = '+85291234567';

const get = (path: string, headers: Record<string, string> = {}) => s.app.request(path, { headers });
const page = async (path: string, headers: Record<string, string> = {}) => {
  const res = await get(path, headers);
  return { res, html: await res.text() };
};
/** The JSON-LD object of a page, parsed back. */
const jsonLd = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!) as Record<string, any>;
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

/** A real PNG stored where the item's cover file says, so the preview has an image to draw from. */
async function storeCover(productId: string) {
  const [row] = await s.deps.db
    .select({ image: products.displayImage })
    .from(products)
    .where(eq(products.id, productId));
  const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#2f9e44' } })
    .png()
    .toBuffer();
  await s.deps.storage.put(row!.image.replace(/^\/files\//, ''), png, 'image/png');
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'share-'));
  s = await startTestServer({ DATA_DIR: dataDir });
  creator = await member(s, { name: HOSTILE });
  await s.deps.db
    .update(members)
    .set({ isCreator: 'Y', email: EMAIL, mobile: MOBILE, descriptionEn: 'Paints <i>birds</i>.' })
    .where(eq(members.id, creator.memberId));
  collectionId = await newCollection(s, creator, { name: `Birds ${HOSTILE}` });
  onSale = await newProduct(s, creator, collectionId, {
    name: HOSTILE,
    description: `Blue <img src=x onerror=alert(1)>`,
  });
  offShelf = await newProduct(s, creator, collectionId, { name: 'Kept back' });
  const listed = await s.request('POST', '/api/products/on-sale', { session: creator, form: { id: onSale } });
  expect(listed.meta.code).toBe(200);
  await storeCover(onSale);
  const past = new Date(s.clock.now.getTime() - 86_400_000);
  const future = new Date(s.clock.now.getTime() + 86_400_000);
  await s.deps.db.insert(blogPosts).values([
    {
      slug: 'spring-drop',
      locale: 'en_US',
      title: 'Spring drop',
      summary: 'New birds.',
      body: 'b',
      author: 'Ed',
      publishedAt: past,
    },
    {
      slug: 'spring-drop',
      locale: 'zh_TW',
      title: '春季上新',
      summary: '新的鳥。',
      body: 'b',
      author: 'Ed',
      publishedAt: past,
    },
    {
      slug: 'not-yet',
      locale: 'en_US',
      title: 'Not yet',
      summary: 'Soon.',
      body: 'b',
      author: 'Ed',
      publishedAt: future,
    },
  ]);
}, 120_000);
afterAll(async () => {
  await s?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('share pages (/s/<kind>/<id>)', () => {
  it('answers an item on sale with Open Graph, Twitter card, canonical and a Product with its Offer', async () => {
    const { res, html } = await page(`/s/item/${onSale}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html).toContain(`<link rel="canonical" href="http://localhost/s/item/${onSale}" />`);
    expect(meta(html, 'og:type')).toBe('product');
    expect(meta(html, 'og:url')).toBe(`http://localhost/s/item/${onSale}`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'og:image')).toMatch(
      new RegExp(`^http://localhost/s/preview/item/${onSale}/[\\w-]{16}\\.jpg$`),
    );
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(html).toContain(`<a id="go" href="/#/itemDetails?id=${onSale}">`);
    expect(html).toContain('<script src="/s/go.js" defer></script>');
    const ld = jsonLd(html);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: HOSTILE,
      offers: {
        '@type': 'Offer',
        price: '7800',
        priceCurrency: 'HKD',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('escapes names and descriptions from members everywhere they appear', async () => {
    const { html } = await page(`/s/item/${onSale}`);
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).not.toContain('<img src=x');
    // Two script elements, the JSON-LD and go.js: none injected.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(meta(html, 'og:title')).toBe(
      'A&#38;B&#39;s &#34;x&#34; &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;',
    );
    expect(html).toContain('<title>A&#38;B&#39;s &#34;x&#34; &#60;/script&#62;');
    expect(jsonLd(html).description).toBe('Blue <img src=x onerror=alert(1)>');
  });

  it('has no offer for an item off shelf', async () => {
    const { res, html } = await page(`/s/item/${offShelf}`);
    expect(res.status).toBe(200);
    expect(jsonLd(html).offers).toBeUndefined();
    expect(jsonLd(html)['@type']).toBe('Product');
  });

  it('answers a collection, a creator and a published blog post', async () => {
    const col = await page(`/s/collection/${collectionId}`);
    expect(col.res.status).toBe(200);
    expect(jsonLd(col.html)).toMatchObject({ '@type': 'CollectionPage', name: `Birds ${HOSTILE}` });
    expect(col.html).toContain(`href="/#/collectDetail?id=${collectionId}"`);

    const cr = await page(`/s/creator/${creator.memberId}`);
    expect(cr.res.status).toBe(200);
    expect(jsonLd(cr.html)).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: { '@type': 'Person', name: HOSTILE, description: 'Paints <i>birds</i>.' },
    });
    expect(cr.html).toContain(`href="/#/author1?id=${creator.memberId}"`);

    const post = await page('/s/blog/spring-drop');
    expect(post.res.status).toBe(200);
    expect(jsonLd(post.html)).toMatchObject({ '@type': 'BlogPosting', headline: 'Spring drop' });
    expect(post.html).toContain('href="/#/blogSingle?id=spring-drop"');
  });

  it('never shows a member’s contact details', async () => {
    for (const path of [
      `/s/creator/${creator.memberId}`,
      `/s/item/${onSale}`,
      `/s/collection/${collectionId}`,
    ]) {
      const { html } = await page(path);
      expect(html).not.toContain(EMAIL);
      expect(html).not.toContain(MOBILE);
    }
  });

  it('answers 404 (not indexed) for anything that is not a public page', async () => {
    const plain = await createTestSession(s.deps.db, { name: 'Not a creator' });
    for (const path of [
      `/s/order/${onSale}`,
      `/s/orders/${onSale}`,
      `/s/creator/${plain.memberId}`,
      '/s/item/00000000-0000-4000-8000-000000000000',
      '/s/item/not-a-uuid',
      '/s/blog/not-yet',
      '/s/blog/nothing-here',
    ]) {
      const { res, html } = await page(path);
      expect(res.status, path).toBe(404);
      expect(html, path).toContain('<meta name="robots" content="noindex" />');
      expect(html, path).not.toContain('Not a creator');
    }
  });

  it('speaks the link’s language, else the cookie’s, else Accept-Language', async () => {
    const tw = await page('/s/blog/spring-drop?lang=zh_TW');
    expect(tw.html).toContain('<html lang="zh-Hant-TW">');
    expect(jsonLd(tw.html).headline).toBe('春季上新');
    expect(tw.html).toContain(
      '<link rel="canonical" href="http://localhost/s/blog/spring-drop?lang=zh_TW" />',
    );
    expect(tw.html).toContain('href="/#/blogSingle?id=spring-drop&#38;lang=zh_TW"');
    expect(tw.html).toContain('hreflang="x-default" href="http://localhost/s/blog/spring-drop"');
    const cookie = await page(`/s/item/${onSale}`, { Cookie: 'nftLang=en_KR' });
    expect(cookie.html).toContain('<html lang="ko-KR">');
    const browser = await page(`/s/item/${onSale}`, { 'Accept-Language': 'ja-JP,ja;q=0.9' });
    expect(browser.html).toContain('<html lang="ja-JP">');
    expect(browser.res.headers.get('vary')).toMatch(/Accept-Language/);
  });
});

describe('share previews (/s/preview/…)', () => {
  it('draws a 1200x630 JPEG once, keeps it in the store and lets browsers keep it', async () => {
    const { html } = await page(`/s/item/${onSale}`);
    const url = new URL(meta(html, 'og:image')!);
    const res = await get(url.pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    // The cover (green) fills the top of the card.
    const { data } = await sharp(bytes)
      .extract({ left: 600, top: 100, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[1]).toBeGreaterThan(data[0]! + 40);
    const again = Buffer.from(await (await get(url.pathname)).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);
  });

  it('gets a new URL when the item changes, and the old URL leads to it', async () => {
    const before = meta((await page(`/s/item/${offShelf}`)).html, 'og:image')!;
    await s.deps.db.update(products).set({ name: 'Renamed' }).where(eq(products.id, offShelf));
    const after = meta((await page(`/s/item/${offShelf}`)).html, 'og:image')!;
    expect(after).not.toBe(before);
    const old = await get(new URL(before).pathname);
    expect(old.status).toBe(302);
    expect(old.headers.get('location')).toBe(new URL(after).pathname);
    expect((await get(new URL(after).pathname)).status).toBe(200);
  });

  it('draws the plain card when the page has no stored image', async () => {
    const { html } = await page('/s/blog/spring-drop');
    const res = await get(new URL(meta(html, 'og:image')!).pathname);
    expect(res.status).toBe(200);
    expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({
      width: 1200,
      height: 630,
    });
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt is the server’s (not the app’s index.html): the API is not crawled, the sitemap is named', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toMatch(/^Allow: \/api\/docs$/m);
    expect(text).toMatch(/^Sitemap: http:\/\/localhost\/sitemap\.xml$/m);
  });

  it('lists the share URLs of public pages only', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('http://localhost/');
    expect(locs).toContain(`http://localhost/s/item/${onSale}`);
    expect(locs).not.toContain(`http://localhost/s/item/${offShelf}`);
    expect(locs).toContain(`http://localhost/s/collection/${collectionId}`);
    expect(locs).toContain(`http://localhost/s/creator/${creator.memberId}`);
    expect(locs.filter((l) => l === 'http://localhost/s/blog/spring-drop')).toHaveLength(1);
    expect(locs).not.toContain('http://localhost/s/blog/not-yet');
    for (const loc of locs)
      expect(loc).toMatch(/^http:\/\/localhost\/(s\/(item|collection|creator|blog)\/[\w-]+)?$/);
    expect(xml).not.toContain(EMAIL);
    expect(xml).not.toContain(MOBILE);
  });
});
