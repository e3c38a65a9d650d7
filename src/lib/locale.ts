import { LOCALES, SAVABLE_LOCALES, type Locale } from '@schemas/common';
import { readCookie, writeCookie } from './cookies';

export { LOCALES, type Locale };
/** Spec §3/§9: the language cookie `nftLang` lives 1440 minutes. */
export const LANG_COOKIE = 'nftLang';
export const LANG_COOKIE_MINUTES = 1440;

/** BCP 47 tags for Intl and the document: en_JP and en_KR carry Japanese and Korean text. */
export const INTL_TAG: Record<Locale, string> = {
  en_US: 'en-US',
  zh_TW: 'zh-Hant-TW',
  zh_CN: 'zh-Hans-CN',
  en_JP: 'ja-JP',
  en_KR: 'ko-KR',
};

/** Names shown in the language switch, each in its own language. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en_US: 'English',
  zh_TW: '繁體中文',
  zh_CN: '简体中文',
  en_JP: '日本語',
  en_KR: '한국어',
};

export const isLocale = (s: unknown): s is Locale =>
  typeof s === 'string' && (LOCALES as readonly string[]).includes(s);
export const isSavable = (l: Locale) => (SAVABLE_LOCALES as readonly string[]).includes(l);

/** Maps a browser language tag to an interface language. */
export function fromBrowserTag(tag: string): Locale | null {
  const t = tag.toLowerCase();
  if (t.startsWith('zh')) return /tw|hk|mo|hant/.test(t) ? 'zh_TW' : 'zh_CN';
  if (t.startsWith('ja')) return 'en_JP';
  if (t.startsWith('ko')) return 'en_KR';
  if (t.startsWith('en')) return 'en_US';
  return null;
}

/** Spec §4: cookie first, then the URL's `lang`, then the browser, else en_US. */
export function detectLocale(input: {
  cookie: string | null;
  urlLang: string | null;
  browser: readonly string[];
}): Locale {
  if (isLocale(input.cookie)) return input.cookie;
  if (isLocale(input.urlLang)) return input.urlLang;
  for (const tag of input.browser) {
    const hit = fromBrowserTag(tag);
    if (hit) return hit;
  }
  return 'en_US';
}

/** Reads `lang` from the real query string or from the hash route's query. */
export function urlLang(loc: Location = window.location): string | null {
  const fromSearch = new URLSearchParams(loc.search).get('lang');
  if (fromSearch) return fromSearch;
  const q = loc.hash.indexOf('?');
  return q >= 0 ? new URLSearchParams(loc.hash.slice(q + 1)).get('lang') : null;
}

export function currentBrowserLocale(): Locale {
  return detectLocale({
    cookie: readCookie(LANG_COOKIE),
    urlLang: urlLang(),
    browser: navigator.languages ?? [],
  });
}

export function rememberLocale(l: Locale) {
  writeCookie(LANG_COOKIE, l, LANG_COOKIE_MINUTES);
}
