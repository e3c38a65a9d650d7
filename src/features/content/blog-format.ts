import { INTL_TAG, type Locale } from '@/lib/locale';

/** A post date in the interface language, e.g. "12 Mar 2024" / "2024年3月12日". */
export function formatPostDate(iso: string, locale: Locale): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(INTL_TAG[locale], { dateStyle: 'medium' }).format(d);
}

/** A post body as paragraphs: blank lines separate them, single line breaks stay inside a paragraph. */
export function paragraphs(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}
