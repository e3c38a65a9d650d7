import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { theme } from '@/lib/theme';

// src/app.css and index.html's critical CSS: the font stack by interface language. A CJK font named in the
// default stack made every English page open Debian's 19 MB CJK collection in its first layout (bench/README.md).
const root = path.resolve(__dirname, '../..');
const appCss = readFileSync(path.join(root, 'src/app.css'), 'utf8');
const shellCss = /<style>([\s\S]*?)<\/style>/.exec(readFileSync(path.join(root, 'index.html'), 'utf8'))![1]!;
const flat = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ');

/** The declarations of the rule whose selector is exactly `selector`. */
function rule(css: string, selector: string): string {
  const at = flat(css).indexOf(`${selector} {`);
  expect(at, selector).toBeGreaterThanOrEqual(0);
  const body = flat(css).slice(at);
  return body.slice(body.indexOf('{') + 1, body.indexOf('}'));
}

const REGIONS = { 'zh-Hant': 'TC', 'zh-Hans': 'SC', ja: 'JP', ko: 'KR' } as const;

describe('fonts by interface language', () => {
  it('the default stacks name no CJK font', () => {
    expect(theme.fontFamily).not.toMatch(/CJK/);
    expect(rule(shellCss, 'body')).toMatch(/font-family: system-ui,/);
    expect(rule(shellCss, 'body')).not.toMatch(/CJK/);
  });

  it.each(Object.entries(REGIONS))('%s names its own region’s CJK font only', (lang, region) => {
    for (const [css, selector, prop] of [
      [appCss, `:root:lang(${lang})`, '--mantine-font-family:'],
      [shellCss, `:lang(${lang}) body`, 'font-family:'],
    ] as const) {
      const body = rule(css, selector);
      expect(body, selector).toContain(prop);
      expect(body.match(/Noto Sans CJK \w+/g), selector).toEqual([`Noto Sans CJK ${region}`]);
      // The CJK face comes after the Latin system fonts and before the generic family.
      expect(body, selector).toMatch(/system-ui,.*'Noto Sans CJK \w+', sans-serif/);
    }
    expect(rule(appCss, `:root:lang(${lang})`)).toContain(
      '--mantine-font-family-headings: var(--mantine-font-family)',
    );
  });

  it('the interface languages are the tags these selectors match', async () => {
    const { INTL_TAG } = await import('@/lib/locale');
    const cjk = Object.values(INTL_TAG).filter((tag) => !tag.startsWith('en'));
    expect(cjk.map((tag) => Object.keys(REGIONS).find((lang) => tag.startsWith(`${lang}-`)))).toEqual([
      'zh-Hant',
      'zh-Hans',
      'ja',
      'ko',
    ]);
  });
});
