import { i18n } from '@lingui/core';
import { vi } from 'vitest';
import type { CollectionCard, CreatorCard, ProductCard } from '@schemas/catalog';

type Answer = { status: number; body: { meta: { code: number; message: string }; data: unknown } };
export const ok = (data: unknown): Answer => ({
  status: 200,
  body: { meta: { code: 200, message: 'ok' }, data },
});
export const refusal = (status: number, code: number, message = 'x'): Answer => ({
  status,
  body: { meta: { code, message }, data: null },
});

/**
 * The network boundary: `answer` picks the reply for each request (by path and query), every call is kept.
 * A function lets a test change what the server says between calls (e.g. after a refresh).
 */
export function stubApi(answer: (path: string, query: URLSearchParams) => Answer) {
  const calls: { path: string; query: URLSearchParams }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const [path, qs] = String(input).split('?') as [string, string | undefined];
    const query = new URLSearchParams(qs ?? '');
    calls.push({ path, query });
    const a = answer(path, query);
    return new Response(JSON.stringify(a.body), {
      status: a.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

const person = (n: number) => ({ id: `p${n}`, name: `Creator ${n}`, displayImage: `/files/avatar-${n}.png` });

export const product = (n: number, over: Partial<ProductCard> = {}): ProductCard => ({
  id: `item-${n}`,
  name: `Item ${n}`,
  displayImage: `/files/item-${n}.png`,
  fileKind: 'image',
  sourceType: 'SELF',
  status: 'ON_SALE',
  blockchain: 'ETHEREUM',
  contractType: 'ERC721',
  sellType: 'FIXED',
  curr: 'ETH',
  fixPrice: '0.25',
  fixPriceHK: '1950',
  stock: 1,
  favourites: 0,
  collection: { id: 'c1', name: 'Harbour Lights' },
  creator: person(n),
  createdAt: '2026-01-01T00:00:00Z',
  ...over,
});

export const collection = (n: number): CollectionCard => ({
  id: `col-${n}`,
  name: `Collection ${n}`,
  description: '',
  logoImage: `/files/logo-${n}.png`,
  featuredImage: `/files/featured-${n}.png`,
  bannerImage: `/files/banner-${n}.png`,
  blockchain: 'ETHEREUM',
  owner: person(n),
  itemCount: 12,
});

export const creator = (n: number): CreatorCard => ({ ...person(n), itemCount: 7, collectionCount: 2 });

/**
 * English with its BCP 47 tag, as the app activates it (lib/i18n): plural texts need Intl.PluralRules,
 * which refuses the bare Lingui id "en_US" that render() would otherwise activate.
 */
export async function activateEnglish() {
  await i18n.loadAndActivate({ locale: 'en_US', locales: ['en-US'], messages: {} });
}
