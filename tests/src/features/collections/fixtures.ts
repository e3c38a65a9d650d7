import { vi } from 'vitest';
import type { CollectionCard, ProductCard } from '@schemas/catalog';
import type { CollectionDetail } from '@schemas/collections';
import type { Answer } from '../../../support/api-stub';
import { collectionCard, productCard } from '../../../support/catalogue-stubs';

export { okAnswer as ok } from '../../../support/api-stub';
export { activateEnglish } from '../../../support/catalogue-stubs';

export const refusal = (status: number, code: number, message = 'x', data: unknown = null): Answer => ({
  status,
  body: { meta: { code, message }, data },
});

export type Call = { method: string; path: string; query: URLSearchParams; form: URLSearchParams };

/** The network boundary: `answer` picks the reply for each request; every call is kept with its fields. */
export function stubApi(answer: (c: Call) => Answer) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const [path, qs] = String(input).split('?') as [string, string | undefined];
      const raw = init?.body;
      const body = raw instanceof Uint8Array ? new TextDecoder().decode(raw) : String(raw ?? '');
      const call = {
        method: init?.method ?? 'GET',
        path,
        query: new URLSearchParams(qs ?? ''),
        form: new URLSearchParams(body),
      };
      calls.push(call);
      const a = answer(call);
      return new Response(JSON.stringify(a.body), {
        status: a.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

export const MEMBER = '11111111-1111-4111-8111-111111111111';
export const COLLECTION_ID = '22222222-2222-4222-8222-222222222222';
/** The EIP-55 example address (valid checksum) and the same with one letter's case flipped. */
export const GOOD_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
export const BAD_CHECKSUM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD';

const ADA = { id: MEMBER, name: 'Ada', displayImage: null };

export const card = (n: number): CollectionCard => collectionCard(n, { owner: ADA, itemCount: 3 });

export const detail = (over: Partial<CollectionDetail> = {}): CollectionDetail => ({
  ...card(1),
  id: COLLECTION_ID,
  name: 'Harbour Lights',
  description: 'Night photos of the harbour.',
  url: 'https://example.com/harbour',
  category: 'photography',
  royaltyFeePercent: '5.00',
  royaltyAddress: GOOD_ADDRESS,
  onSaleCount: 2,
  ownerCount: 4,
  floorPriceHK: '1950',
  mine: true,
  createdAt: '2026-01-01T00:00:00Z',
  ...over,
});

export const product = (n: number, over: Partial<ProductCard> = {}): ProductCard =>
  productCard(n, { collection: { id: COLLECTION_ID, name: 'Harbour Lights' }, creator: ADA, ...over });
