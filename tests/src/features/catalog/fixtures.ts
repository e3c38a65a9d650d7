import { vi } from 'vitest';
import type { Answer } from '../../../support/api-stub';

export { okAnswer as ok } from '../../../support/api-stub';
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

export {
  activateEnglish,
  collectionCard as collection,
  creatorCard as creator,
  productCard as product,
} from '../../../support/catalogue-stubs';
