import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../server/schemas/codes';
import type { SearchResult } from '../../../server/schemas/catalog';
import { startTestServer, type TestServer } from '../../support/server';
import { collection, creator, item } from './discovery-fixtures';

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer();
  const db = s.deps.db;
  const mira = await creator(db, 'Mira Okafor', { en: 'Painter of market light.', zh: '拉各斯的畫家' });
  const yating = await creator(db, '陳雅婷 Yating Chen', { zh: '台北插畫家' });
  const jiwoo = await creator(db, 'Lee Ji-woo', { en: 'Seoul ceramicist.', zh: '首爾陶藝家' });
  const hanako = await creator(db, '佐藤花子', { en: 'Photographer.', zh: 'さくらの写真家' });
  const galaxy = await collection(db, mira.memberId, {
    name: 'Galaxy Dreams',
    description: 'Nebulae and stars',
  });
  const sky = await collection(db, yating.memberId, { name: '星空之夢', description: '夜空的收藏' });
  const sea = await collection(db, jiwoo.memberId, { name: '바다 이야기' });
  const jp = await collection(db, hanako.memberId, { name: 'Sakura' });
  const add = (col: string, by: string, name: string, opts = {}) => item(db, col, by, { name, ...opts });
  await add(galaxy, mira.memberId, 'Galaxy Rider #1', { favourites: 1 });
  await add(galaxy, mira.memberId, 'Galactic Tote');
  await add(galaxy, mira.memberId, 'Quiet Meadow', { description: 'A galaxy of flowers', favourites: 9 });
  await add(galaxy, mira.memberId, 'Galaxy Hidden', { status: 'OFF_SHELF' });
  await add(galaxy, mira.memberId, 'Wool 100% Natural');
  await add(sky, yating.memberId, '星空之夢 #2');
  await add(jp, hanako.memberId, 'さくら並木');
  await add(sea, jiwoo.memberId, '서울의 밤', { description: '한강의 불빛' });
}, 60_000);
afterAll(() => s.close());

async function search(keyword: string): Promise<SearchResult & { names: string[] }> {
  const res = await s.request('GET', '/api/search', { query: { keyword } });
  expect(res.meta.code).toBe(Code.OK);
  return { ...res.data, names: res.data.items.map((i: { name: string }) => i.name) };
}
const collectionNames = (r: SearchResult) => r.collections.map((c) => c.name);
const creatorNames = (r: SearchResult) => r.creators.map((c) => c.name);

describe('searchCatalog', () => {
  it('ranks name matches above description matches and never shows items off shelf', async () => {
    const r = await search('galaxy');
    // Exact matches first (name before description), then names that merely resemble the keyword.
    expect(r.names).toEqual(['Galaxy Rider #1', 'Quiet Meadow', 'Galactic Tote']);
    expect(collectionNames(r)).toEqual(['Galaxy Dreams']);
  });

  it('tolerates typos, after the exact matches', async () => {
    const r = await search('gaxaxy');
    expect(r.names[0]).toBe('Galaxy Rider #1');
    expect(r.names).not.toContain('Galaxy Hidden');
    expect(collectionNames(r)).toEqual(['Galaxy Dreams']);
    expect(creatorNames(await search('okafr'))).toEqual(['Mira Okafor']);
    expect((await search('qwzxv')).items).toEqual([]);
  });

  it('matches word prefixes and substrings of names', async () => {
    expect((await search('gala')).names.sort()).toEqual(['Galactic Tote', 'Galaxy Rider #1', 'Quiet Meadow']);
    expect((await search('alax')).names).toEqual(['Galaxy Rider #1']);
    expect(collectionNames(await search('NEBULA'))).toEqual(['Galaxy Dreams']);
  });

  it('finds Chinese, Japanese and Korean keywords anywhere in names and descriptions', async () => {
    const zh = await search('空之');
    expect(zh.names).toEqual(['星空之夢 #2']);
    expect(collectionNames(zh)).toEqual(['星空之夢']);
    expect(collectionNames(await search('夜空'))).toEqual(['星空之夢']);
    expect((await search('さくら')).names).toEqual(['さくら並木']);
    expect(creatorNames(await search('さくら'))).toEqual(['佐藤花子']);
    expect((await search('서울')).names).toEqual(['서울의 밤']);
    expect((await search('한강')).names).toEqual(['서울의 밤']);
    expect(collectionNames(await search('바다'))).toEqual(['바다 이야기']);
    expect(creatorNames(await search('陶藝'))).toEqual(['Lee Ji-woo']);
    expect(creatorNames(await search('雅婷'))).toEqual(['陳雅婷 Yating Chen']);
    expect((await search('夢 星')).names).toEqual(['星空之夢 #2']); // every part, in any order
    expect((await search('空星')).items).toEqual([]);
  });

  it('finds creators by name and bio words', async () => {
    expect(creatorNames(await search('painter'))).toEqual(['Mira Okafor']);
    expect(creatorNames(await search('ji-woo'))).toEqual(['Lee Ji-woo']);
  });

  it('matches %, _ and \\ literally', async () => {
    expect((await search('0% n')).names).toEqual(['Wool 100% Natural']);
    for (const keyword of ['%', '_', '\\', '%%%', '___']) {
      const r = await search(keyword);
      expect(r.items.length + r.collections.length + r.creators.length).toBe(0);
    }
  });

  it('refuses an empty keyword', async () => {
    const res = await s.request('GET', '/api/search', { query: { keyword: '  ' } });
    expect(res.meta.code).toBe(Code.VALIDATION_FAILED);
  });
});
