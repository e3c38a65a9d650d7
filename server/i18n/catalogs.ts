import { readFileSync } from 'node:fs';
import { setupI18n, type I18n } from '@lingui/core';
// @lingui/core's own dependency: the compiler Lingui documents for catalogs read at run time.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { isLocale, type Locale } from '../schemas/common';
import { parsePo } from './po';

/** Intl tags of the interface languages (en_JP and en_KR read their own language's dates and plurals). */
const INTL_TAGS: Record<Locale, string> = {
  en_US: 'en-US',
  zh_TW: 'zh-TW',
  zh_CN: 'zh-CN',
  en_JP: 'ja-JP',
  en_KR: 'ko-KR',
};

/** The Intl tag of a language, for dates and numbers in the server's texts; en-US when unknown. */
export const intlTag = (locale: string | null | undefined): string =>
  isLocale(locale) ? INTL_TAGS[locale] : 'en-US';

const instances = new Map<Locale, I18n>();

/**
 * The server's texts (mails, notifications, receipts, share pages) in `locale`, from the Lingui catalog
 * locales/{locale}/server.po (lingui.config.ts; `npm run i18n:check` keeps it current and complete). An unknown or
 * missing language reads en_US.
 *
 * The server runs its TypeScript without Lingui's macro (tsx), so a text is written `i18n._('English text
 * {name}', { name })`, or, in a table, as a string literal after an `i18n` block comment (merchants/mails.ts):
 * `lingui extract` finds both, the English text is the id, and a text the catalog lacks still reads in English.
 */
export function serverI18n(locale: string | null | undefined): I18n {
  const lang: Locale = isLocale(locale) ? locale : 'en_US';
  let i18n = instances.get(lang);
  if (!i18n) {
    const file = new URL(`../../locales/${lang}/server.po`, import.meta.url);
    const messages = Object.fromEntries(
      [...parsePo(readFileSync(file, 'utf8')).values()].map((e) => [
        e.msgid,
        compileMessage(e.msgstr || e.msgid),
      ]),
    );
    i18n = setupI18n({ locale: lang, locales: [INTL_TAGS[lang]], messages: { [lang]: messages } });
    i18n.setMessagesCompiler(compileMessage);
    instances.set(lang, i18n);
  }
  return i18n;
}
