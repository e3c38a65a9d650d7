import { FAQ_TEXT_MAX, type FaqEntry } from '@schemas/content';

/** Shortens a text for list views; FAQ texts never exceed FAQ_TEXT_MAX, lists show less. */
export function truncate(text: string, max: number = FAQ_TEXT_MAX): string {
  if (text.length <= max) return text;
  return `${text.slice(0, Math.max(0, max - 1)).trimEnd()}…`;
}

/** FAQ entries grouped by category, categories in order of first appearance. */
export function groupByCategory(entries: readonly FaqEntry[]): [string, FaqEntry[]][] {
  const groups = new Map<string, FaqEntry[]>();
  for (const e of entries) {
    const list = groups.get(e.category);
    if (list) list.push(e);
    else groups.set(e.category, [e]);
  }
  return [...groups.entries()];
}
