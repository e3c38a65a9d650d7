import { fromPromise } from 'xstate';
import { api } from '@/lib/api';
import { activateLocale } from '@/lib/i18n';
import { isLocale, isSavable, type Locale } from '@/lib/locale';

/** Loads and activates a language (writes the nftLang cookie for 1440 minutes). */
export const activate = fromPromise<void, { locale: Locale }>(async ({ input }) => {
  await activateLocale(input.locale);
});

/** Saves the member's language (spec §7 "Save language: myLocation"). */
export const save = fromPromise<void, { locale: Locale }>(async ({ input }) => {
  await api.post('/api/language', { myLocation: input.locale });
});

/** The server's saved language when the app may apply it: supported and not en_JP/en_KR (spec §7). */
export function serverLanguage(myLocation: unknown): Locale | null {
  return isLocale(myLocation) && isSavable(myLocation) ? myLocation : null;
}

/**
 * Called after a login: reads the member's saved language and applies it. Failures keep the current
 * language; the caller never has to handle them.
 */
export async function applyServerLanguage(): Promise<Locale | null> {
  try {
    const data = await api.get<{ myLocation: string | null } | null>('/api/language');
    const locale = serverLanguage(data?.myLocation);
    if (locale) await activateLocale(locale);
    return locale;
  } catch {
    return null;
  }
}
