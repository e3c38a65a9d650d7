/** A small seeded PRNG (mulberry32) so every fresh install gets the same demo catalogue. */
export type Rng = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  /** True with probability p. */
  chance(p: number): boolean;
  /** Picks by weight: `weighted([['ETH', 7], ['SOL', 1]])`. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** Deterministic hex string of `bytes` bytes. */
  hex(bytes: number): string;
};

export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (list) => list[Math.floor(next() * list.length)]!,
    chance: (p) => next() < p,
    weighted(entries) {
      const total = entries.reduce((s, [, w]) => s + w, 0);
      let r = next() * total;
      for (const [value, w] of entries) if ((r -= w) < 0) return value;
      return entries[entries.length - 1]![0];
    },
    hex: (bytes) => Array.from({ length: bytes }, () => int(0, 255).toString(16).padStart(2, '0')).join(''),
  };
}

/** Runs `task` over `items` with at most `limit` in flight, keeping result order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, i: number) => Promise<R>,
) {
  const out: R[] = new Array(items.length);
  let cursor = 0;
  const worker = async () => {
    while (cursor < items.length) {
      const i = cursor++;
      out[i] = await task(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
