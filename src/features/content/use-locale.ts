import { useLingui } from '@lingui/react';
import { i18n } from '@/lib/i18n';
import { isLocale, type Locale } from '@/lib/locale';

/** The active interface language; re-renders the caller when the language changes. */
export function useLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : 'en_US';
}

/** The active interface language outside React (route loaders). */
export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : 'en_US';
}
