import { INTL_TAG, isLocale } from '@/lib/locale';

const tag = (locale: string) => (isLocale(locale) ? INTL_TAG[locale] : 'en-US');

/** A door time (ms) as the staff read it: the time with seconds, in the interface language. */
export const doorClock = (ms: number, locale: string) =>
  new Intl.DateTimeFormat(tag(locale), { timeStyle: 'medium' }).format(new Date(ms));

/** A date and time with seconds (the kit's version). */
export const doorStamp = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(tag(locale), { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));
