import { serverI18n } from '../i18n/catalogs';
import { isLocale, type Locale } from '../schemas/common';

/** The share pages' language tags: the page's `lang` and hreflang, and Open Graph's `og:locale`. */
export const SHARE_TAGS: Record<Locale, { tag: string; ogLocale: string }> = {
  en_US: { tag: 'en-US', ogLocale: 'en_US' },
  zh_TW: { tag: 'zh-Hant-TW', ogLocale: 'zh_TW' },
  zh_CN: { tag: 'zh-Hans-CN', ogLocale: 'zh_CN' },
  en_JP: { tag: 'ja-JP', ogLocale: 'ja_JP' },
  en_KR: { tag: 'ko-KR', ogLocale: 'ko_KR' },
};

/**
 * The share pages' own words in `locale`, from the server catalog (server/i18n/catalogs.ts): the site's name as
 * the app shell shows it, the link on to the app, and the descriptions used when a page has none of its own.
 * Names and descriptions from members are never translated.
 */
export function shareTexts(locale: Locale) {
  const i18n = serverI18n(locale);
  return {
    ...SHARE_TAGS[locale],
    site: i18n._('Marketplace'),
    open: i18n._('Open in the marketplace'),
    item: (name: string, collection: string, creator: string) =>
      i18n._('{name}, from the collection {collection} by {creator}, on the marketplace.', {
        name,
        collection,
        creator,
      }),
    collection: (name: string, owner: string, items: number) =>
      i18n._(
        '{name}: a collection by {owner} with {items, plural, one {{items} item} other {{items} items}}.',
        {
          name,
          owner,
          items,
        },
      ),
    creator: (name: string, items: number) =>
      i18n._(
        '{name}, creator of {items, plural, one {{items} item} other {{items} items}} on the marketplace.',
        {
          name,
          items,
        },
      ),
    notFoundTitle: i18n._('Page not found'),
    notFound: i18n._('This item, collection, creator or post does not exist or is no longer shown.'),
    home: i18n._('Go to the marketplace'),
  };
}

/** An interface language for a browser language tag (as src/lib/locale.ts fromBrowserTag). */
function fromTag(tag: string): Locale | null {
  const t = tag.trim().toLowerCase();
  if (t.startsWith('zh')) return /tw|hk|mo|hant/.test(t) ? 'zh_TW' : 'zh_CN';
  if (t.startsWith('ja')) return 'en_JP';
  if (t.startsWith('ko')) return 'en_KR';
  if (t.startsWith('en')) return 'en_US';
  return null;
}

/**
 * The language of a share page: the link's `lang` (the page variant asked for, what hreflang links name), else
 * the app's `nftLang` cookie, else Accept-Language, else en_US.
 */
export function shareLocale(q: { lang?: string; cookie?: string; acceptLanguage?: string }): Locale {
  if (isLocale(q.lang)) return q.lang;
  if (isLocale(q.cookie)) return q.cookie;
  for (const part of (q.acceptLanguage ?? '').split(',').slice(0, 10)) {
    const hit = fromTag(part.split(';')[0] ?? '');
    if (hit) return hit;
  }
  return 'en_US';
}

export { isLocale };
