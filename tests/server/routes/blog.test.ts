import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '../../../server/db/seed/content';
import { Code } from '../../../server/schemas/codes';
import { LOCALES } from '../../../server/schemas/common';
import { startTestServer, type TestServer } from '../../support/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
  await seedContent(s.deps.db);
});
afterAll(() => s.close());

type Summary = { id: string; publishedAt: string; title: string };

async function allPages(locale: string, limit: number) {
  const seen: Summary[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await s.request('GET', '/api/blog', {
      query: { locale, limit: String(limit), ...(cursor ? { cursor } : {}) },
    });
    expect(res.status).toBe(200);
    expect(res.data.items.length).toBeLessThanOrEqual(limit);
    seen.push(...res.data.items);
    cursor = res.data.nextCursor;
    pages += 1;
  } while (cursor && pages < 20);
  return { seen, pages };
}

describe('GET /api/blog', () => {
  it('pages newest first with no duplicates or gaps', async () => {
    const whole = await s.request('GET', '/api/blog', { query: { locale: 'en_US', limit: '50' } });
    expect(whole.data.nextCursor).toBeNull();
    const all = whole.data.items as Summary[];
    expect(all.length).toBeGreaterThanOrEqual(6);
    const dates = all.map((p) => p.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);

    for (const limit of [1, 2, 4]) {
      const { seen, pages } = await allPages('en_US', limit);
      expect(seen.map((p) => p.id)).toEqual(all.map((p) => p.id));
      expect(pages).toBe(Math.ceil(all.length / limit));
    }
  });

  it('has every post in every language', async () => {
    const ids = (await allPages('en_US', 50)).seen.map((p) => p.id);
    for (const locale of LOCALES) {
      const { seen } = await allPages(locale, 50);
      expect(seen.map((p) => p.id)).toEqual(ids);
    }
    const ja = (await allPages('en_JP', 50)).seen;
    expect(ja.every((p) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(p.title))).toBe(true);
  });

  it('refuses a forged cursor and an out-of-range limit', async () => {
    const forged = await s.request('GET', '/api/blog', { query: { locale: 'en_US', cursor: 'bm9wZQ' } });
    expect([forged.status, forged.meta.code]).toEqual([400, Code.VALIDATION_FAILED]);
    const big = await s.request('GET', '/api/blog', { query: { locale: 'en_US', limit: '500' } });
    expect(big.meta.code).toBe(Code.VALIDATION_FAILED);
  });
});

describe('GET /api/blog/detail', () => {
  it('answers a post with its body in the asked language', async () => {
    const res = await s.request('GET', '/api/blog/detail', {
      query: { locale: 'zh_TW', id: 'welcome-to-the-marketplace' },
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      id: 'welcome-to-the-marketplace',
      cover: null,
      title: '歡迎來到我們的市集',
    });
    expect(res.data.body.split('\n\n').length).toBeGreaterThanOrEqual(3);
    expect(res.data.tags).toContain('news');
  });

  it('answers 404 for an unknown slug', async () => {
    const res = await s.request('GET', '/api/blog/detail', {
      query: { locale: 'en_US', id: 'no-such-post' },
    });
    expect([res.status, res.meta.code]).toEqual([404, Code.NOT_FOUND]);
  });
});

describe('OpenAPI', () => {
  it('lists the content operations by their spec names', async () => {
    const doc = (await (await s.app.request('/api/openapi.json')).json()) as { paths: Record<string, any> };
    const ids = Object.values(doc.paths).flatMap((p) => Object.values(p).map((op: any) => op.operationId));
    for (const id of [
      'listFaq',
      'getFaq',
      'searchFaq',
      'listBlogPosts',
      'getBlogPost',
      'subscribeNewsletter',
      'reportUsageEvent',
      'getLanguage',
      'saveLanguage',
      'sendContactMessage',
    ]) {
      expect(ids).toContain(id);
    }
    expect(doc.paths['/api/language']?.post?.operationId).toBe('saveLanguage');
  });
});
