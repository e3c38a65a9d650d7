import { afterEach, describe, expect, it, vi } from 'vitest';
import { Code } from '@schemas/codes';
import { api } from '@/lib/api';

const answer = (code: number, data: unknown = null) =>
  new Response(JSON.stringify({ meta: { code, message: code === 200 ? 'ok' : 'refused' }, data }), {
    status: code === 200 ? 200 : 401,
    headers: { 'Content-Type': 'application/json' },
  });
const nonceOf = (init: RequestInit | undefined) => (init!.headers as Record<string, string>)['X-Nonce'];

afterEach(() => vi.unstubAllGlobals());

describe('api: a request the browser sent twice (4104 SIGNATURE_REPLAYED)', () => {
  it('a read is signed again with a new nonce and sent once more', async () => {
    const fetch = vi
      .fn<(path: string, init?: RequestInit) => Promise<Response>>()
      .mockResolvedValueOnce(answer(Code.SIGNATURE_REPLAYED))
      .mockResolvedValueOnce(answer(200, { items: [1] }));
    vi.stubGlobal('fetch', fetch);
    await expect(api.get('/api/products')).resolves.toEqual({ items: [1] });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(nonceOf(fetch.mock.calls[1]![1])).not.toBe(nonceOf(fetch.mock.calls[0]![1]));
  });

  it('only once: a second refusal is thrown', async () => {
    const fetch = vi.fn(async () => answer(Code.SIGNATURE_REPLAYED));
    vi.stubGlobal('fetch', fetch);
    await expect(api.get('/api/products')).rejects.toMatchObject({ code: Code.SIGNATURE_REPLAYED });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('a write is never sent again (it may have been carried out)', async () => {
    const fetch = vi.fn(async () => answer(Code.SIGNATURE_REPLAYED));
    vi.stubGlobal('fetch', fetch);
    await expect(api.post('/api/eforms', { email: 'a@b.co' })).rejects.toMatchObject({
      code: Code.SIGNATURE_REPLAYED,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe("api: the app shell's first answer (index.html)", () => {
  const HOME = '/api/home?mcId=COM&appId=NFTH5&platform=WEB';
  const shellAsked = (answer: Promise<unknown>) =>
    Object.assign(globalThis, { __firstAnswer: { path: HOME, answer } });
  afterEach(() => {
    delete (globalThis as { __firstAnswer?: unknown }).__firstAnswer;
    document.cookie = 'memberId=; max-age=0; path=/';
  });

  it('stands for the same request once: no second fetch, and the next call fetches', async () => {
    const fetch = vi.fn(async () => answer(200, { fresh: true }));
    vi.stubGlobal('fetch', fetch);
    shellAsked(Promise.resolve({ meta: { code: 200 }, data: { fromShell: true } }));
    await expect(api.get('/api/home')).resolves.toEqual({ fromShell: true });
    expect(fetch).not.toHaveBeenCalled();
    await expect(api.get('/api/home')).resolves.toEqual({ fresh: true });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is not taken for another request, for a refusal, or for a failed one', async () => {
    const fetch = vi.fn(async () => answer(200, { fresh: true }));
    vi.stubGlobal('fetch', fetch);
    shellAsked(Promise.resolve({ meta: { code: 200 }, data: { fromShell: true } }));
    await expect(api.get('/api/home', { lang: 'x' })).resolves.toEqual({ fresh: true });
    shellAsked(Promise.resolve({ meta: { code: 503 }, data: null }));
    await expect(api.get('/api/home')).resolves.toEqual({ fresh: true });
    shellAsked(Promise.reject(new TypeError('offline')));
    await expect(api.get('/api/home')).resolves.toEqual({ fresh: true });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('is not taken by a logged-in member (the shell asks without a session)', async () => {
    const fetch = vi.fn(async () => answer(200, { mine: true }));
    vi.stubGlobal('fetch', fetch);
    document.cookie = 'memberId=m-1; path=/';
    shellAsked(Promise.resolve({ meta: { code: 200 }, data: { fromShell: true } }));
    await expect(api.get('/api/home')).resolves.toEqual({ mine: true });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('api in the UI tests (tests/support/ui-setup.ts)', () => {
  // The setup swaps WebCrypto, which answers from Node's thread pool, for the pure-JS signer, which answers
  // within microtasks, so tests that drive fake timers see their requests go out. The ui project's files share
  // one copy of api.ts per worker (isolate: false): whichever file loaded it, it must sign with the swapped one.
  it('signs and sends a request without waiting for a task outside the microtask queue', async () => {
    const fetch = vi.fn(async () => answer(200, null));
    vi.stubGlobal('fetch', fetch);
    const sent = api.get('/api/products');
    for (let i = 0; i < 100 && fetch.mock.calls.length === 0; i++) await Promise.resolve();
    expect(fetch).toHaveBeenCalledTimes(1);
    await sent;
  });
});
