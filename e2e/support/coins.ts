import type { Page } from '@playwright/test';
import { uiText, type Locale } from './journeys';

/** A Traditional Chinese run at the phone's width, the English one at the desktop's (one run per width). */
export const COIN_RUNS: { locale: Locale; tag?: string }[] = [
  { locale: 'en_US' },
  { locale: 'zh_TW', tag: '@phone-only' },
];

/**
 * `path` opened in `locale` (the language cookie, then a load of the page); `done` takes the cookie back, as the
 * account's context is shared with the worker's later journeys.
 */
export async function openIn(page: Page, locale: Locale, baseURL: string, path: string) {
  if (locale !== 'en_US') await page.context().addCookies([{ name: 'nftLang', value: locale, url: baseURL }]);
  await page.goto(path);
  await page.reload();
  return { done: () => page.context().clearCookies({ name: 'nftLang' }) };
}

/** A whole number as the page groups it in `locale` (Intl, as the app formats coin amounts). */
export const grouped = (n: bigint, locale: Locale) =>
  new Intl.NumberFormat(locale.replace('_', '-')).format(n);

export const tr = (locale: Locale) => (id: string) => uiText(locale, id);
