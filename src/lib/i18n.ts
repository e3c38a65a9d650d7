import { i18n, type Messages } from '@lingui/core';
import { INTL_TAG, rememberLocale, type Locale } from './locale';

export { i18n };

/** Compiled catalogs, split per language so only the active one is downloaded. */
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en_US: () => import('../../locales/en_US/messages.po'),
  zh_TW: () => import('../../locales/zh_TW/messages.po'),
  zh_CN: () => import('../../locales/zh_CN/messages.po'),
  en_JP: () => import('../../locales/en_JP/messages.po'),
  en_KR: () => import('../../locales/en_KR/messages.po'),
};

/** Loads and activates a language, remembers it in the `nftLang` cookie and sets the document language. */
export async function activateLocale(locale: Locale, opts: { remember?: boolean } = {}) {
  const { messages } = await catalogs[locale]();
  i18n.load(locale, messages);
  i18n.activate(locale, [INTL_TAG[locale]]);
  document.documentElement.lang = INTL_TAG[locale];
  if (opts.remember !== false) rememberLocale(locale);
}
