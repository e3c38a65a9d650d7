import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts, dictionaryEntries, faqs } from '../../../server/db/schema';
import { seedContent } from '../../../server/db/seed/content';
import { Code } from '../../../server/schemas/codes';
import { FAQ_TEXT_MAX } from '../../../server/schemas/content';
import { LOCALES } from '../../../server/schemas/common';
import { insertFaqs } from '../../../server/services/content/faq';
import { startTestServer, type TestServer } from '../../support/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
  // The demo seed calls seedContent inside its own transaction; seed the same way here.
  await s.deps.db.transaction((tx) => seedContent(tx));
});
afterAll(() => s.close());

const CATEGORIES = ['account', 'buying', 'cards', 'payments', 'selling', 'wallet'];

describe('seedContent', () => {
  it('ships every FAQ in all five languages, within the length limit', async () => {
    for (const locale of LOCALES) {
      const res = await s.request('GET', '/api/faq', { query: { locale } });
      expect(res.status).toBe(200);
      const entries = res.data as { key: string; category: string; question: string; answer: string }[];
      expect(entries.length).toBeGreaterThanOrEqual(24);
      expect([...new Set(entries.map((e) => e.category))]).toEqual(CATEGORIES);
      for (const e of entries) expect(e.answer.length).toBeLessThanOrEqual(FAQ_TEXT_MAX);
    }
    const ja = (await s.request('GET', '/api/faq', { query: { locale: 'en_JP' } })).data;
    const ko = (await s.request('GET', '/api/faq', { query: { locale: 'en_KR' } })).data;
    expect(ja.every((e: { question: string }) => /[\u3040-\u30ff]/.test(e.question))).toBe(true);
    expect(ko.every((e: { question: string }) => /[\uac00-\ud7af]/.test(e.question))).toBe(true);
  });

  it('does nothing when run again', async () => {
    const before = await Promise.all(
      [faqs, blogPosts, dictionaryEntries].map((t) => s.deps.db.select({ n: count() }).from(t)),
    );
    await seedContent(s.deps.db);
    const after = await Promise.all(
      [faqs, blogPosts, dictionaryEntries].map((t) => s.deps.db.select({ n: count() }).from(t)),
    );
    expect(after).toEqual(before);
  });

  it('fills the dictionary types the forms use', async () => {
    const res = await s.request('GET', '/api/dictionary', { query: { type: 'DELIVERY_TYPE' } });
    expect(res.data.map((e: { value: string }) => e.value)).toEqual(['DLV', 'BRH', 'BOX', 'NONE']);
    const area = await s.request('GET', '/api/dictionary', { query: { type: 'AREA_CODE' } });
    expect(area.data.map((e: { value: string }) => e.value)).toEqual(['+852', '+86']);
  });
});

describe('GET /api/faq', () => {
  it('filters by category and keeps the display order', async () => {
    const res = await s.request('GET', '/api/faq', { query: { locale: 'en_US', category: 'wallet' } });
    expect(res.data.map((e: { key: string }) => e.key)).toEqual([
      'wallet.connect',
      'wallet.mobile',
      'wallet.balance',
      'wallet.withdraw',
    ]);
  });

  it('refuses an unknown locale', async () => {
    const res = await s.request('GET', '/api/faq', { query: { locale: 'fr_FR' } });
    expect(res.meta.code).toBe(Code.VALIDATION_FAILED);
  });
});

describe('GET /api/faq/detail', () => {
  it('answers one entry by id and 404 for an unknown id', async () => {
    const [first] = (await s.request('GET', '/api/faq', { query: { locale: 'zh_TW' } })).data;
    const res = await s.request('GET', '/api/faq/detail', { query: { id: String(first.id) } });
    expect([res.status, res.data]).toEqual([200, first]);
    const missing = await s.request('GET', '/api/faq/detail', { query: { id: '999999' } });
    expect([missing.status, missing.meta.code]).toEqual([404, Code.NOT_FOUND]);
    const bad = await s.request('GET', '/api/faq/detail', { query: { id: 'abc' } });
    expect(bad.meta.code).toBe(Code.VALIDATION_FAILED);
  });
});

describe('GET /api/faq/search', () => {
  it('matches question or answer ignoring case, within the locale', async () => {
    const en = await s.request('GET', '/api/faq/search', { query: { locale: 'en_US', keyword: 'METAMASK' } });
    expect(en.data.length).toBeGreaterThan(0);
    for (const e of en.data) expect(`${e.question} ${e.answer}`.toLowerCase()).toContain('metamask');
    const zh = await s.request('GET', '/api/faq/search', { query: { locale: 'zh_CN', keyword: '钱包' } });
    expect(zh.data.length).toBeGreaterThan(0);
    const ko = await s.request('GET', '/api/faq/search', { query: { locale: 'en_KR', keyword: '钱包' } });
    expect(ko.data).toEqual([]);
  });

  it('treats % and _ literally', async () => {
    const total = (await s.request('GET', '/api/faq', { query: { locale: 'en_US' } })).data.length;
    for (const wildcard of ['%', '_']) {
      const res = await s.request('GET', '/api/faq/search', {
        query: { locale: 'en_US', keyword: wildcard },
      });
      expect(res.data.length).toBeLessThan(total);
      for (const e of res.data) expect(`${e.question} ${e.answer}`).toContain(wildcard);
    }
    await insertFaqs(s.deps.db, [
      {
        key: 'x.pct',
        locale: 'en_US',
        category: 'payments',
        question: 'Is there a 5% fee?',
        answer: 'No.',
        sort: 99,
      },
    ]);
    const pct = await s.request('GET', '/api/faq/search', { query: { locale: 'en_US', keyword: '5%' } });
    expect(pct.data.map((e: { key: string }) => e.key)).toEqual(['x.pct']);
  });

  it('refuses a blank keyword', async () => {
    const res = await s.request('GET', '/api/faq/search', { query: { locale: 'en_US', keyword: '   ' } });
    expect(res.meta.code).toBe(Code.VALIDATION_FAILED);
  });
});

describe('insertFaqs', () => {
  it('refuses a text over the 1000-character limit and stores nothing', async () => {
    const [before] = await s.deps.db.select({ n: count() }).from(faqs);
    const long = 'x'.repeat(FAQ_TEXT_MAX + 1);
    await expect(
      insertFaqs(s.deps.db, [
        { key: 'ok', locale: 'en_US', category: 'account', question: 'Fine?', answer: 'Yes.', sort: 0 },
        { key: 'long', locale: 'en_US', category: 'account', question: 'Long?', answer: long, sort: 1 },
      ]),
    ).rejects.toMatchObject({ code: Code.VALIDATION_FAILED });
    const [after] = await s.deps.db.select({ n: count() }).from(faqs);
    expect(after).toEqual(before);
  });
});
