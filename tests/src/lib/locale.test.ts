import { describe, expect, it } from 'vitest';
import { detectLocale, fromBrowserTag, isSavable, urlLang } from '@/lib/locale';

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
