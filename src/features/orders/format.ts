import { INTL_TAG, isLocale } from '@/lib/locale';

const tag = (locale: string) => (isLocale(locale) ? INTL_TAG[locale] : locale);

/** A date and time in the reader's language; '—' when absent. */
export function formatDateTime(iso: string | null | undefined, locale = 'en_US'): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(tag(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

/** A long hash shortened in the middle for narrow screens (the whole one stays copyable). */
export const shortHash = (h: string) => (h.length > 18 ? `${h.slice(0, 10)}…${h.slice(-6)}` : h);
