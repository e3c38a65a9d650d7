import { createRng } from '../server/db/seed/random';
import { ADJECTIVES, CJK_NAMES, CJK_WORDS, FIRST_NAMES, LAST_NAMES, NOUNS } from './catalog-words';

export type Keyword = { kind: 'word' | 'two words' | 'typo' | 'prefix' | 'person' | 'cjk'; keyword: string };

/** One wrong, dropped or swapped letter inside the word (never the first), as people mistype. */
function typo(word: string, r: number, at: number): string {
  const i = 1 + (at % (word.length - 2));
  if (r < 0.5) return word.slice(0, i) + 'xqzv'[at % 4] + word.slice(i + 1);
  if (r < 0.75) return word.slice(0, i) + word.slice(i + 1);
  return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
}

/** 200 search keywords: words, pairs, typos, prefixes, people and CJK terms, the same on every run. */
export function benchKeywords(): Keyword[] {
  const rng = createRng(7);
  const words = [...ADJECTIVES, ...NOUNS];
  const out: Keyword[] = [];
  const add = (kind: Keyword['kind'], n: number, make: () => string) => {
    for (let i = 0; i < n; i++) out.push({ kind, keyword: make() });
  };
  add('word', 60, () => {
    const w = rng.pick(words);
    return rng.chance(0.5) ? w.toLowerCase() : w;
  });
  add('two words', 30, () => `${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`.toLowerCase());
  add('typo', 40, () => {
    const long = words.filter((w) => w.length >= 6);
    return typo(rng.pick(long).toLowerCase(), rng.next(), rng.int(0, 99));
  });
  add('prefix', 20, () =>
    rng
      .pick(NOUNS.filter((w) => w.length >= 6))
      .slice(0, 4)
      .toLowerCase(),
  );
  add('person', 20, () =>
    rng.chance(0.5) ? rng.pick(LAST_NAMES) : `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`,
  );
  add('cjk', 30, () => {
    const r = rng.next();
    if (r < 0.6) return rng.pick(CJK_WORDS);
    if (r < 0.8) return rng.pick(CJK_NAMES);
    return `${rng.pick(CJK_WORDS)} ${rng.pick(CJK_WORDS)}`;
  });
  return out;
}
