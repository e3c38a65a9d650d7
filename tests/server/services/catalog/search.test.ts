import { describe, expect, it } from 'vitest';
import { containsPattern, hasCjk, keywordQuery } from '../../../../server/services/catalog/search';

describe('keywordQuery', () => {
  it('turns words into required prefixes, single letters into whole words', () => {
    expect(keywordQuery('Galaxy  Dream')).toBe('galaxy:* & dream:*');
    expect(keywordQuery('a b2 ji-woo')).toBe('a & b2:* & ji:* & woo:*');
  });

  it('turns a run of CJK characters into a phrase of adjacent characters', () => {
    expect(keywordQuery('星空')).toBe('(星 <-> 空)');
    expect(keywordQuery('陳雅婷Yating 夢')).toBe('(陳 <-> 雅 <-> 婷) & yating:* & 夢');
    expect(keywordQuery('서울의 밤')).toBe('(서 <-> 울 <-> 의) & 밤');
  });

  it('keeps query syntax out: only letters, digits and CJK characters reach the query', () => {
    expect(keywordQuery("x:* | !y & 'z' <-> (w)")).toBe('x & y & z & w');
    expect(keywordQuery('%_\\ !&|')).toBeNull();
    expect(keywordQuery('1 2 3 4 5 6 7 8 9 10')!.split(' & ')).toHaveLength(8);
  });
});

describe('hasCjk and containsPattern', () => {
  it('tells CJK keywords apart', () => {
    expect(['陶藝', 'さくら', 'カタカナ', '바다', '々'].every(hasCjk)).toBe(true);
    expect(['Galaxy', 'Ærø café', 'Ji-woo 2'].some(hasCjk)).toBe(false);
  });

  it('escapes LIKE wildcards and the escape character', () => {
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });
});
