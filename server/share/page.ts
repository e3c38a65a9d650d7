import { LOCALES, type Locale } from '../schemas/common';
import { sharePath } from '../schemas/share';
import type { ShareCard } from '../services/share/cards';
import { SHARE_TAGS, shareTexts } from './texts';

/** Text for HTML: element content and double-quoted attributes alike. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** JSON inside <script type="application/ld+json">: no `<`, `>` or `&` can end the element or start markup. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** One line of at most `max` characters (a description for previews), cut at a word where it can be. */
export function oneLine(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The app's hash route of a shareable page (src/routes/route-table.ts). */
export function hashRoute(card: Pick<ShareCard, 'kind' | 'id'>): string {
  const id = encodeURIComponent(card.id);
  switch (card.kind) {
    case 'item':
      return `/#/itemDetails?id=${id}`;
    case 'collection':
      return `/#/collectDetail?id=${id}`;
    case 'creator':
      return `/#/author1?id=${id}`;
    case 'blog':
      return `/#/blogSingle?id=${id}`;
  }
}

type Facts = { title: string; description: string; ogType: string; jsonLd: Record<string, unknown> };

/** Title, description and schema.org JSON-LD of a card, in the page's language. */
function factsOf(card: ShareCard, locale: Locale, url: string, image: string): Facts {
  const t = shareTexts(locale);
  switch (card.kind) {
    case 'item': {
      const description = oneLine(card.description) || t.item(card.name, card.collection, card.creator);
      const offers = card.offer && {
        '@type': 'Offer',
        url,
        price: card.offer.price,
        priceCurrency: card.offer.currency,
        availability: `https://schema.org/${card.offer.inStock ? 'InStock' : 'OutOfStock'}`,
      };
      return {
        title: card.name,
        description,
        ogType: 'product',
        jsonLd: {
          '@type': 'Product',
          name: card.name,
          description,
          image,
          url,
          sku: card.id,
          brand: { '@type': 'Brand', name: card.collection },
          ...(offers ? { offers } : {}),
        },
      };
    }
    case 'collection': {
      const description = oneLine(card.description) || t.collection(card.name, card.owner, card.items);
      return {
        title: card.name,
        description,
        ogType: 'website',
        jsonLd: {
          '@type': 'CollectionPage',
          name: card.name,
          description,
          image,
          url,
          creator: { '@type': 'Person', name: card.owner },
        },
      };
    }
    case 'creator': {
      const own = locale.startsWith('zh') ? card.description.zh || card.description.en : card.description.en;
      const description = oneLine(own || card.description.zh) || t.creator(card.name, card.items);
      return {
        title: card.name,
        description,
        ogType: 'profile',
        jsonLd: {
          '@type': 'ProfilePage',
          url,
          mainEntity: { '@type': 'Person', name: card.name, description, image },
        },
      };
    }
    case 'blog': {
      const description = oneLine(card.summary);
      return {
        title: card.title,
        description,
        ogType: 'article',
        jsonLd: {
          '@type': 'BlogPosting',
          headline: card.title,
          description,
          image,
          url,
          datePublished: card.publishedAt.toISOString(),
          author: { '@type': 'Person', name: card.author },
        },
      };
    }
  }
}

export type PageInput = {
  card: ShareCard;
  locale: Locale;
  /** The absolute origin links are made from (PUBLIC_URL, else the listening address). */
  origin: string;
  /** Absolute URL of the 1200x630 preview image. */
  image: string;
  /** Whether the link named its language (`?lang=`): then this variant is its own canonical URL. */
  explicitLang: boolean;
};

/**
 * A share page: the Open Graph and Twitter card tags, canonical and hreflang links and JSON-LD crawlers and
 * messengers read, a visible summary with a link on to the app, and /s/go.js that sends a browser there.
 * Everything from members (names, descriptions) is escaped for its context.
 */
export function sharePage({ card, locale, origin, image, explicitLang }: PageInput): string {
  const t = shareTexts(locale);
  const base = `${origin}${sharePath(card.kind, card.id)}`;
  const url = explicitLang ? `${base}?lang=${locale}` : base;
  const f = factsOf(card, locale, url, image);
  const title = `${f.title} | ${t.site}`;
  const target = `${hashRoute(card)}${explicitLang ? `&lang=${locale}` : ''}`;
  const alternates = LOCALES.map(
    (l) =>
      `<link rel="alternate" hreflang="${SHARE_TAGS[l].tag}" href="${escapeHtml(`${base}?lang=${l}`)}" />`,
  );
  const e = escapeHtml;
  return `<!doctype html>
<html lang="${t.tag}">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${e(title)}</title>
<meta name="description" content="${e(f.description)}" />
<link rel="canonical" href="${e(url)}" />
${alternates.join('\n')}
<link rel="alternate" hreflang="x-default" href="${e(base)}" />
<meta property="og:type" content="${f.ogType}" />
<meta property="og:site_name" content="${e(t.site)}" />
<meta property="og:locale" content="${t.ogLocale}" />
<meta property="og:title" content="${e(f.title)}" />
<meta property="og:description" content="${e(f.description)}" />
<meta property="og:url" content="${e(url)}" />
<meta property="og:image" content="${e(image)}" />
<meta property="og:image:type" content="image/jpeg" />
<meta property="og:image:width" content="1200" />
<meta property="og:image:height" content="630" />
<meta property="og:image:alt" content="${e(f.title)}" />
<meta name="twitter:card" content="summary_large_image" />
<meta name="twitter:title" content="${e(f.title)}" />
<meta name="twitter:description" content="${e(f.description)}" />
<meta name="twitter:image" content="${e(image)}" />
<meta name="twitter:image:alt" content="${e(f.title)}" />
<link rel="icon" type="image/svg+xml" href="/favicon.svg" />
<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', ...f.jsonLd })}</script>
<script src="/s/go.js" defer></script>
<style>body{margin:0;font-family:system-ui,sans-serif;color:#000;background:#fff}main{max-width:640px;margin:0 auto;padding:24px 16px}img{max-width:100%;height:auto;border-radius:8px}a{color:#5f3dc4}</style>
</head>
<body>
<main>
<h1>${e(f.title)}</h1>
<p>${e(f.description)}</p>
<img src="${e(image)}" alt="${e(f.title)}" width="1200" height="630" />
<p><a id="go" href="${e(target)}">${e(t.open)}</a></p>
</main>
</body>
</html>
`;
}

/** The answer to a share path that names nothing shareable: not indexed, with a way to the app. */
export function notFoundPage(locale: Locale): string {
  const t = shareTexts(locale);
  return `<!doctype html>
<html lang="${t.tag}">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>${escapeHtml(`${t.notFoundTitle} | ${t.site}`)}</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg" />
</head>
<body>
<main style="max-width:640px;margin:0 auto;padding:24px 16px;font-family:system-ui,sans-serif">
<h1>${escapeHtml(t.notFoundTitle)}</h1>
<p>${escapeHtml(t.notFound)}</p>
<p><a href="/#/home">${escapeHtml(t.home)}</a></p>
</main>
</body>
</html>
`;
}
