import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTL_TAG } from '@/lib/locale';
import { theme } from '@/lib/theme';

// index.html's critical CSS (it stays in the document) sets --app-cjk-font by the page's language; the shell's
// body and the app's stack (src/lib/theme.ts) read it. A CJK font named in every language's stack made English
// pages open Debian's 19 MB CJK collection in their first layout (bench/README.md, fifteenth session).
const root = path.resolve(__dirname, '../..');
const shellCss = /<style>([\s\S]*?)<\/style>/
  .exec(readFileSync(path.join(root, 'index.html'), 'utf8'))![1]!
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\s+/g, ' ');

/** The declarations of the rule whose selector is exactly `selector`. */
function rule(selector: string): string {
  const at = shellCss.indexOf(` ${selector} {`);
  expect(at, selector).toBeGreaterThanOrEqual(0);
  const body = shellCss.slice(at);
  return body.slice(body.indexOf('{') + 1, body.indexOf('}')).trim();
}

const STACK =
  /^system-ui, -apple-system, ["']Segoe UI["'], Roboto, ["']Noto Sans["'], var\(--app-cjk-font, sans-serif\), sans-serif;?$/;
const REGIONS = { 'zh-Hant': 'TC', 'zh-Hans': 'SC', ja: 'JP', ko: 'KR' } as const;

describe('fonts by interface language', () => {
  it('the shell and the app name the Latin system fonts, then the language’s CJK font, then sans-serif', () => {
    expect(theme.fontFamily).toMatch(STACK);
    expect(rule('body')).toContain('font-family: ');
    expect(rule('body').match(/font-family: ([^;]*;)/)![1]).toMatch(STACK);
    expect(shellCss).not.toMatch(/font-family:[^;]*CJK/);
  });

  it.each(Object.entries(REGIONS))('%s names its own region’s CJK font', (lang, region) => {
    expect(rule(`:lang(${lang})`)).toBe(`--app-cjk-font: 'Noto Sans CJK ${region}';`);
  });

  it('English sets none: only the four CJK rules name a CJK font', () => {
    expect(shellCss.match(/Noto Sans CJK/g)).toHaveLength(4);
  });

  it('every CJK interface language has a tag these selectors match', () => {
    const cjk = Object.values(INTL_TAG).filter((tag) => !tag.startsWith('en'));
    expect(cjk.map((tag) => Object.keys(REGIONS).find((lang) => tag.startsWith(`${lang}-`)))).toEqual([
      'zh-Hant',
      'zh-Hans',
      'ja',
      'ko',
    ]);
  });
});
