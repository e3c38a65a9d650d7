import { INTL_TAG, isLocale } from './locale';

const tag = (locale: string) => (isLocale(locale) ? INTL_TAG[locale] : locale.replace(/_/g, '-'));

/** A date and time in the reader's language; '—' when absent. */
export function formatDateTime(iso: string | null | undefined, locale = 'en_US'): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(tag(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

/** A date in the reader's language; '—' when absent. */
export function formatDate(iso: string | null | undefined, locale = 'en_US'): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(tag(locale), { dateStyle: 'medium' }).format(d);
}
