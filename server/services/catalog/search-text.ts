import { CJK_CHARS } from '../../db/schema/text-search';

/** `text` for LIKE, with `%`, `_` and `\` matched literally (backslash is LIKE's escape). */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** `%kw%` for ILIKE with the user's own `%`, `_` and `\` matched literally. */
export const containsPattern = (keyword: string) => `%${likeEscape(keyword)}%`;

const CJK = new RegExp(`[${CJK_CHARS}]`, 'u');
/** True when the keyword has Chinese, Japanese or Korean characters (no trigram typo matching for those). */
export const hasCjk = (keyword: string) => CJK.test(keyword);

/** The keyword's parts, lower case: runs of letters and digits, and runs of CJK characters (at most 8). */
export const keywordParts = (keyword: string): string[] =>
  (keyword.toLowerCase().match(new RegExp(`[${CJK_CHARS}]+|[\\p{L}\\p{N}]+`, 'gu')) ?? []).slice(0, 8);

/**
 * The keyword as a tsquery over the 'simple' search vectors, every part required: a word is a prefix
 * (`galax:*`; a single letter must match whole), a run of CJK characters a phrase of adjacent characters
 * (`星 <-> 空`: the vectors split CJK text into characters, so this is a substring match). Only letters,
 * digits and CJK characters reach the query text. Null when the keyword has none. `weight` 'A' restricts
 * every part to the name (the vectors weigh name words A).
 */
export function keywordQuery(keyword: string, weight: '' | 'A' = ''): string | null {
  const w = weight ? `:${weight}` : '';
  const terms = keywordParts(keyword).map((p) => {
    if (CJK.test(p)) return p.length > 1 ? `(${[...p].map((c) => c + w).join(' <-> ')})` : p + w;
    return p.length > 1 ? `${p}:*${weight}` : p + w;
  });
  return terms.length ? terms.join(' & ') : null;
}
