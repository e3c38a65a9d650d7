import { afterEach, describe, expect, it } from 'vitest';
import { readCookie, writeCookie } from '@/lib/cookies';
import {
  chosenLocale,
  currentBrowserLocale,
  detectLocale,
  fromBrowserTag,
  isSavable,
  languageAfterLogin,
  LANG_CHOICE_COOKIE,
  LANG_COOKIE,
  pickLocale,
  rememberChoice,
  rememberLocale,
  urlLang,
} from '@/lib/locale';

describe('fromBrowserTag', () => {
  it.each([
    ['zh-TW', 'zh_TW'],
    ['zh-HK', 'zh_TW'],
    ['zh-MO', 'zh_TW'],
    ['zh-Hant', 'zh_TW'],
    ['zh-Hant-CN', 'zh_TW'],
    ['zh-CN', 'zh_CN'],
    ['zh', 'zh_CN'],
    ['zh-Hans-SG', 'zh_CN'],
    ['ja', 'en_JP'],
    ['ja-JP', 'en_JP'],
    ['ko-KR', 'en_KR'],
    ['en', 'en_US'],
    ['en-GB', 'en_US'],
    ['EN-us', 'en_US'],
  ])('%s → %s', (tag, locale) => {
    expect(fromBrowserTag(tag)).toBe(locale);
  });

  it('gives null for languages the interface does not have', () => {
    expect(fromBrowserTag('fr-FR')).toBeNull();
    expect(fromBrowserTag('')).toBeNull();
  });
});

describe('detectLocale (spec §4: cookie, then URL, then browser, else en_US)', () => {
  it('the cookie wins over everything', () => {
    expect(detectLocale({ cookie: 'zh_CN', urlLang: 'zh_TW', browser: ['ja'] })).toBe('zh_CN');
  });

  it('the URL comes next', () => {
    expect(detectLocale({ cookie: null, urlLang: 'en_KR', browser: ['zh-TW'] })).toBe('en_KR');
  });

  it('an unknown cookie or URL value is skipped', () => {
    expect(detectLocale({ cookie: 'xx', urlLang: 'fr', browser: ['zh-HK'] })).toBe('zh_TW');
  });

  it('the first browser language the interface has is used', () => {
    expect(detectLocale({ cookie: null, urlLang: null, browser: ['fr-FR', 'de', 'ko', 'en'] })).toBe('en_KR');
  });

  it('falls back to en_US', () => {
    expect(detectLocale({ cookie: null, urlLang: null, browser: [] })).toBe('en_US');
    expect(detectLocale({ cookie: null, urlLang: null, browser: ['fr', 'de'] })).toBe('en_US');
  });
});

describe('urlLang', () => {
  const loc = (search: string, hash: string) => ({ search, hash }) as Location;
  it('reads the real query string first, then the hash route query', () => {
    expect(urlLang(loc('?lang=zh_TW', '#/home?lang=zh_CN'))).toBe('zh_TW');
    expect(urlLang(loc('', '#/qpwallet?type=mcard&lang=en_JP'))).toBe('en_JP');
    expect(urlLang(loc('', '#/home'))).toBeNull();
  });
});

describe('isSavable', () => {
  it('en_JP and en_KR are never saved to the server', () => {
    expect(isSavable('en_JP')).toBe(false);
    expect(isSavable('en_KR')).toBe(false);
    expect(isSavable('zh_TW')).toBe(true);
    expect(isSavable('en_US')).toBe(true);
  });
});

describe('pickLocale tells where the language came from', () => {
  it('cookie, URL or browser', () => {
    expect(pickLocale({ cookie: 'en_JP', urlLang: 'zh_TW', browser: [] })).toEqual({
      locale: 'en_JP',
      from: 'cookie',
    });
    expect(pickLocale({ cookie: null, urlLang: 'en_KR', browser: ['zh'] })).toEqual({
      locale: 'en_KR',
      from: 'url',
    });
    expect(pickLocale({ cookie: null, urlLang: null, browser: ['ja'] })).toEqual({
      locale: 'en_JP',
      from: 'browser',
    });
  });
});

describe('languageAfterLogin (an explicit choice on this device survives login)', () => {
  it('a choice on this device keeps the current language, whatever was saved', () => {
    expect(languageAfterLogin('en_US', 'en_JP')).toBeNull();
    expect(languageAfterLogin('zh_TW', 'en_KR')).toBeNull();
    expect(languageAfterLogin('zh_CN', 'zh_TW')).toBeNull();
  });

  it('without a choice the saved language applies when supported and savable (spec §7)', () => {
    expect(languageAfterLogin('zh_TW', null)).toBe('zh_TW');
    expect(languageAfterLogin('en_US', null)).toBe('en_US');
    expect(languageAfterLogin('en_JP', null)).toBeNull();
    expect(languageAfterLogin('en_KR', null)).toBeNull();
    expect(languageAfterLogin('fr_FR', null)).toBeNull();
    expect(languageAfterLogin(null, null)).toBeNull();
  });
});

describe('the choice marker beside nftLang', () => {
  const clear = () => {
    for (const name of [LANG_COOKIE, LANG_CHOICE_COOKIE]) document.cookie = `${name}=; path=/; max-age=0`;
  };
  afterEach(() => {
    clear();
    window.history.replaceState(null, '', '/');
  });

  it('a language that is only remembered (detected or saved) is not a choice', () => {
    rememberLocale('en_US');
    expect(readCookie(LANG_COOKIE)).toBe('en_US');
    expect(chosenLocale()).toBeNull();
  });

  it('a choice counts while nftLang holds it, and stays when the same language is remembered again', () => {
    rememberLocale('en_JP');
    rememberChoice('en_JP');
    expect(chosenLocale()).toBe('en_JP');
    rememberLocale('en_JP');
    expect(chosenLocale()).toBe('en_JP');
  });

  it('remembering another language drops the marker', () => {
    rememberLocale('en_JP');
    rememberChoice('en_JP');
    rememberLocale('zh_TW');
    expect(readCookie(LANG_CHOICE_COOKIE)).toBeNull();
    expect(chosenLocale()).toBeNull();
    // A stale marker left beside another language is not trusted either.
    writeCookie(LANG_CHOICE_COOKIE, 'en_KR', 10);
    expect(chosenLocale()).toBeNull();
  });

  it('a followed `lang` link is a choice; a browser-detected language is not', () => {
    window.history.replaceState(null, '', '/#/home?lang=en_KR');
    expect(currentBrowserLocale()).toBe('en_KR');
    rememberLocale('en_KR');
    expect(chosenLocale()).toBe('en_KR');

    clear();
    window.history.replaceState(null, '', '/#/home');
    currentBrowserLocale();
    expect(readCookie(LANG_CHOICE_COOKIE)).toBeNull();
  });
});
