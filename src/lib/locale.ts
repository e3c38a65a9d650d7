import { isLocale, LOCALES, SAVABLE_LOCALES, type Locale } from '@schemas/common';
import { readCookie, removeCookie, writeCookie } from './cookies';
import { idle } from './when-idle';

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

export { isLocale };
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

type LocaleInput = { cookie: string | null; urlLang: string | null; browser: readonly string[] };

/** Spec §4: cookie first, then the URL's `lang`, then the browser, else en_US; with where it came from. */
export function pickLocale(input: LocaleInput): { locale: Locale; from: 'cookie' | 'url' | 'browser' } {
  if (isLocale(input.cookie)) return { locale: input.cookie, from: 'cookie' };
  if (isLocale(input.urlLang)) return { locale: input.urlLang, from: 'url' };
  for (const tag of input.browser) {
    const hit = fromBrowserTag(tag);
    if (hit) return { locale: hit, from: 'browser' };
  }
  return { locale: 'en_US', from: 'browser' };
}

/** Spec §4: cookie first, then the URL's `lang`, then the browser, else en_US. */
export const detectLocale = (input: LocaleInput): Locale => pickLocale(input).locale;

/** Reads `lang` from the real query string or from the hash route's query. */
export function urlLang(loc: Location = window.location): string | null {
  const fromSearch = new URLSearchParams(loc.search).get('lang');
  if (fromSearch) return fromSearch;
  const q = loc.hash.indexOf('?');
  return q >= 0 ? new URLSearchParams(loc.hash.slice(q + 1)).get('lang') : null;
}

/** The language to start with. A `lang` link the visitor followed counts as their choice on this device. */
export function currentBrowserLocale(): Locale {
  const { locale, from } = pickLocale({
    cookie: readCookie(LANG_COOKIE),
    urlLang: urlLang(),
    browser: navigator.languages ?? [],
  });
  if (from === 'url') rememberChoice(locale);
  return locale;
}

/**
 * Marks the language in nftLang as the visitor's own choice (the switch or a followed `lang` link), unlike
 * one detected from the browser or applied from the member's saved setting: only a choice survives login.
 * It holds the chosen language, so it counts only while nftLang still holds the same one.
 */
export const LANG_CHOICE_COOKIE = 'nftLangChosen';

/**
 * Writes nftLang; a choice marker for another language is dropped, one for this language lives on with it.
 * Every start remembers the language it shows: when nftLang already holds it, the cookies' lifetime is renewed
 * once the page is idle, not among the first screen's tasks (a cookie write is a call to the browser, and it
 * makes the next read ask the browser again, src/lib/cookies.ts).
 */
export function rememberLocale(l: Locale) {
  const chosen = readCookie(LANG_CHOICE_COOKIE);
  if (chosen !== null && chosen !== l) removeCookie(LANG_CHOICE_COOKIE);
  const renew = () => {
    writeCookie(LANG_COOKIE, l, LANG_COOKIE_MINUTES);
    if (readCookie(LANG_CHOICE_COOKIE) === l) writeCookie(LANG_CHOICE_COOKIE, l, LANG_COOKIE_MINUTES);
  };
  if (readCookie(LANG_COOKIE) !== l) return renew();
  // Renewed only if nothing changed it meanwhile (a switch writes at once).
  void idle().then(() => readCookie(LANG_COOKIE) === l && renew());
}

/** Records an explicit choice on this device (the visitor's switch or `lang` link). */
export function rememberChoice(l: Locale) {
  writeCookie(LANG_CHOICE_COOKIE, l, LANG_COOKIE_MINUTES);
}

/** The language the visitor chose on this device, while nftLang still holds it; else null. */
export function chosenLocale(): Locale | null {
  const chosen = readCookie(LANG_CHOICE_COOKIE);
  return isLocale(chosen) && chosen === readCookie(LANG_COOKIE) ? chosen : null;
}

/**
 * Spec §7: after login the member's saved language applies when supported and savable (never
 * en_JP/en_KR), and only when the visitor has not chosen a language on this device. Null keeps the current one.
 */
export function languageAfterLogin(saved: unknown, chosen: Locale | null): Locale | null {
  if (chosen) return null;
  return isLocale(saved) && isSavable(saved) ? saved : null;
}
