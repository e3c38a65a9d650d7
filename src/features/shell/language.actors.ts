import { fromPromise } from 'xstate';
import { api } from '@/lib/api';
import { activateLocale } from '@/lib/i18n';
import { chosenLocale, languageAfterLogin, rememberChoice, type Locale } from '@/lib/locale';

/**
 * Loads and activates the language the visitor chose (writes the nftLang cookie for 1440 minutes) and marks
 * it as chosen on this device, so that a later login keeps it.
 */
export const activate = fromPromise<void, { locale: Locale }>(async ({ input }) => {
  await activateLocale(input.locale);
  rememberChoice(input.locale);
});

/** Saves the member's language (spec §7 "Save language: myLocation"). */
export const save = fromPromise<void, { locale: Locale }>(async ({ input }) => {
  await api.post('/api/language', { myLocation: input.locale });
});

/**
 * Called after a login: reads the member's saved language and applies it, unless the visitor chose a
 * language on this device (then not even read). Failures keep the current language; the caller never has
 * to handle them.
 */
export async function applyServerLanguage(): Promise<Locale | null> {
  if (chosenLocale()) return null;
  try {
    const data = await api.get<{ myLocation: string | null } | null>('/api/language');
    const locale = languageAfterLogin(data?.myLocation, chosenLocale());
    if (locale) await activateLocale(locale);
    return locale;
  } catch {
    return null;
  }
}
