import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyServerLanguage } from '@/features/shell/language.actors';
import { readCookie } from '@/lib/cookies';
import { activateLocale } from '@/lib/i18n';
import { LANG_CHOICE_COOKIE, LANG_COOKIE, rememberChoice } from '@/lib/locale';
import { okAnswer, stubApi } from '../../../support/api-stub';

afterEach(async () => {
  vi.unstubAllGlobals();
  for (const name of [LANG_COOKIE, LANG_CHOICE_COOKIE]) document.cookie = `${name}=; path=/; max-age=0`;
  await i18n.loadAndActivate({ locale: 'en_US', messages: {} });
});

describe('applyServerLanguage (after a login)', () => {
  it('applies the saved language when the visitor has not chosen one on this device', async () => {
    await activateLocale('en_US'); // as detected from the browser at start-up
    const calls = stubApi({ '/api/language': okAnswer({ myLocation: 'zh_TW' }) });
    expect(await applyServerLanguage()).toBe('zh_TW');
    expect(calls.map((c) => c.path)).toEqual(['/api/language']);
    expect(i18n.locale).toBe('zh_TW');
    expect(document.documentElement.lang).toBe('zh-Hant-TW');
    // Kept for reloads, but not as the visitor's own choice.
    expect(readCookie(LANG_COOKIE)).toBe('zh_TW');
    expect(readCookie(LANG_CHOICE_COOKIE)).toBeNull();
  });

  it('keeps an explicit Japanese choice and does not even read the saved language', async () => {
    await activateLocale('en_JP');
    rememberChoice('en_JP');
    const calls = stubApi({ '/api/language': okAnswer({ myLocation: 'en_US' }) });
    expect(await applyServerLanguage()).toBeNull();
    expect(calls).toEqual([]);
    expect(i18n.locale).toBe('en_JP');
    expect(readCookie(LANG_COOKIE)).toBe('en_JP');
  });

  it('keeps the current language when the read fails', async () => {
    await activateLocale('zh_CN');
    stubApi({});
    expect(await applyServerLanguage()).toBeNull();
    expect(i18n.locale).toBe('zh_CN');
  });
});
