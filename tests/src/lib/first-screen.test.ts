import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canonicalString, DEV_SIGNING_KEY } from '@schemas/signature';
import { catalogQueries } from '@/features/catalog/catalog.queries';
import { itemDetailQueries } from '@/features/item-detail/item-detail.queries';

// index.html's inline script (the app shell) run as the browser runs it, against its own markup: the first
// screen's one request must be the app's own request (so src/lib/api.ts can take its answer), signed as
// DESIGN §4 says, and the picture it paints must be the app's.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const html = readFileSync(path.join(root, 'index.html'), 'utf8');
const body = /<body>([\s\S]*)<\/body>/.exec(html)![1]!;
const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;

const ITEM = '0b8e3c3e-0f55-4c9a-9a55-3c1f2d4e5f60';
const DATA = {
  base: '/',
  entry: 'assets/index-abc.js',
  shared: [],
  css: ['assets/index-abc.css'],
  key: DEV_SIGNING_KEY,
  files: ['assets/screen.js'],
  routes: { home: [0], explore: [0], itemDetails: [0], faq: [0] },
  catalogsOf: {},
  catalogs: {},
};
const ANSWERS: Record<string, unknown> = {
  '/api/home': {
    featuredCollections: [{ name: 'C', thumbUrl: '/files/f.thumb.webp', featuredImage: '/files/f.jpg' }],
  },
  '/api/products': {
    items: [1, 2, 3, 4, 5].map((n) => ({
      name: `Item ${n}`,
      thumbUrl: `/files/${n}.webp`,
      displayImage: '',
    })),
  },
  '/api/products/detail': {
    name: 'Cover',
    file: null,
    displayImage: '/files/cover.jpg',
    thumbUrl: '/files/cover.thumb.webp',
    coverWidth: 1200,
  },
};

type Sent = { url: string; headers: Record<string, string> };

/** Loads the shell for `hash`, runs its script; resolves with its request and once the app is started. */
async function openShell(hash: string) {
  document.head.innerHTML = '';
  document.body.innerHTML = body.replace(
    /(<script type="application\/json" id="shell-routes">)[\s\S]*?(<\/script>)/,
    `$1${JSON.stringify(DATA)}$2`,
  );
  window.location.hash = hash;
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, headers: init.headers as Record<string, string> });
      const data = ANSWERS[url.split('?')[0]!];
      return new Response(JSON.stringify({ meta: { code: 200, message: 'ok' }, data }));
    }),
  );
  new Function(script)();
  await vi.waitFor(() => expect(document.head.querySelector('script[type="module"]')).not.toBeNull());
  return sent;
}

/** The URL the app's own query asks for (src/lib/api.ts), with fetch stubbed to record it. */
async function appUrl(run: () => unknown) {
  delete (window as { __firstAnswer?: unknown }).__firstAnswer;
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ meta: { code: 200, message: 'ok' }, data: { items: [] } }));
    }),
  );
  await run();
  return urls[0];
}

const ctx = { signal: new AbortController().signal, pageParam: undefined } as never;

beforeEach(() => {
  vi.stubGlobal('requestAnimationFrame', (fn: () => void) => setTimeout(fn, 0));
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { __firstAnswer?: unknown }).__firstAnswer;
});

describe('the app shell’s first screen (index.html)', () => {
  it('explore: asks what the app asks, signed, paints the first row, then starts the app', async () => {
    const [req, ...more] = await openShell('#/explore');
    expect(more).toHaveLength(0);
    expect(req!.url).toBe(await appUrl(() => catalogQueries.products({}).queryFn!(ctx)));

    const pathWithQuery = req!.url;
    const h = req!.headers;
    const bodyHash = createHash('sha256').update('').digest('hex');
    const text = canonicalString('GET', pathWithQuery, h['X-Timestamp']!, h['X-Nonce']!, bodyHash);
    expect(h['X-Signature']).toBe(createHmac('sha256', DEV_SIGNING_KEY).update(text).digest('hex'));
    expect(h['X-Nonce']).toMatch(/^[0-9a-f]{32}$/);

    const pictures = [...document.querySelectorAll<HTMLImageElement>('.fp-card-media img')];
    expect(pictures.map((p) => p.getAttribute('src'))).toEqual([1, 2, 3, 4].map((n) => `/files/${n}.webp`));
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    expect(pictures[0]).toHaveAttribute('alt', 'Item 1');
    expect(pictures[2]).not.toHaveAttribute('fetchpriority');
    // The app follows: its stylesheet (deferred, applied by the app) and its entry.
    expect(document.head.querySelector('link[rel="stylesheet"][data-deferred]')).toHaveAttribute(
      'href',
      '/assets/index-abc.css',
    );
    expect(document.head.querySelector('link[rel="modulepreload"]')).toHaveAttribute(
      'href',
      '/assets/screen.js',
    );
  });

  it('home: the hero picture of the first featured collection, with the app’s candidates', async () => {
    const [req] = await openShell('#/home');
    expect(req!.url).toBe(await appUrl(() => catalogQueries.home().queryFn!(ctx)));
    const picture = document.querySelector('.fp-hero-media img')!;
    expect(picture).toHaveAttribute('srcset', '/files/f.thumb.webp 400w, /files/f.jpg 766w');
  });

  it('an item: its cover with the thumbnail and the full picture as candidates', async () => {
    const [req] = await openShell(`#/itemDetails?id=${ITEM}`);
    expect(req!.url).toBe(await appUrl(() => itemDetailQueries.detail(ITEM).queryFn!(ctx)));
    const picture = document.querySelector('.fp-media img')!;
    expect(picture).toHaveAttribute('src', '/files/cover.jpg');
    expect(picture).toHaveAttribute('srcset', '/files/cover.thumb.webp 400w, /files/cover.jpg 1200w');
    expect(picture).toHaveAttribute('alt', 'Cover');
  });

  it('any other page, or explore with filters, starts the app at once without a request', async () => {
    expect(await openShell('#/faq')).toHaveLength(0);
    expect(await openShell('#/explore?type=NON')).toHaveLength(0);
    expect(document.querySelector('.fp-grid')).toBeNull();
  });

  it('leaves its answer for the app to take (src/lib/api.ts firstAnswer)', async () => {
    const [req] = await openShell('#/home');
    const first = (window as { __firstAnswer?: { path: string; answer: Promise<unknown> } }).__firstAnswer!;
    expect(first.path).toBe(req!.url);
    await expect(first.answer).resolves.toMatchObject({ meta: { code: 200 } });
  });
});
