import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SHELL_SCRIPT_HASHES } from '../../server/http/security';
import { INTL_TAG } from '../../src/lib/locale';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const html = readFileSync(path.join(root, 'index.html'), 'utf8');
/** Classic inline scripts of index.html (not the JSON data block, not the module entry). */
const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);

function msgstr(locale: string, id: string, catalog = 'messages'): string {
  const po = readFileSync(path.join(root, 'locales', locale, `${catalog}.po`), 'utf8');
  const m = new RegExp(`\\nmsgid ${JSON.stringify(id)}\\nmsgstr (".*")`).exec(po);
  if (!m) throw new Error(`${id} is not in locales/${locale}/${catalog}.po`);
  return JSON.parse(m[1]!) as string;
}

describe('index.html app shell', () => {
  it('has one inline script, allowed by its sha256 in the CSP (server/http/security.ts)', () => {
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`;
    expect(SHELL_SCRIPT_HASHES).toContain(hash);
  });

  it('keeps its data block outside #root, which the app replaces when it mounts', () => {
    // The app reads the built catalogs' and routes' files from it long after the first render
    // (src/lib/shell-data.ts): inside #root it was gone by then, and every later route with a new catalog failed.
    const data = html.indexOf('id="shell-routes"');
    expect(data).toBeGreaterThan(0);
    expect(data).toBeLessThan(html.indexOf('<div id="root">'));
  });

  it('shows the texts and document language the app shows, in every language', () => {
    const table = /var L = (\{[\s\S]*?\});/.exec(inline[0]!)?.[1];
    // The table is a JS object literal of string arrays: JSON once its quotes and trailing commas are fixed.
    const L = JSON.parse(
      table!
        .replace(/'/g, '"')
        .replace(/(\w+): \[/g, '"$1": [')
        .replace(/,(\s*[}\]])/g, '$1'),
    ) as Record<string, string[]>;
    expect(Object.keys(L).sort()).toEqual(Object.keys(INTL_TAG).sort());
    const described = (locale: string) =>
      msgstr(
        locale,
        'Discover, collect and sell NFTs and physical collectibles from independent creators: explore collections, rankings and new releases.',
        'seo',
      );
    for (const [locale, [tag, logo, home, loading, description, step, stepIntro]] of Object.entries(L)) {
      expect(tag).toBe(INTL_TAG[locale as keyof typeof INTL_TAG]);
      expect(logo).toBe(msgstr(locale, 'Marketplace'));
      expect(home).toBe(msgstr(locale, 'Marketplace home'));
      expect(loading).toBe(msgstr(locale, 'Loading'));
      // The meta description of the document's language, as src/features/seo/DocumentMeta.tsx sets it later.
      expect(description).toBe(described(locale));
      // Checkout step 1's heading, as StepHeading shows it (src/features/checkout/CheckoutPage.tsx).
      expect(step).toBe(msgstr(locale, 'Check order', 'checkout'));
      expect(stepIntro).toBe(
        msgstr(
          locale,
          'Step 1 of 2: check the items, choose the delivery and fill in your details.',
          'checkout',
        ),
      );
    }
  });

  it('looks like the real header: same height, logo and page width', () => {
    expect(html).toMatch(/#shell-header \{[^}]*height: 64px/);
    expect(readFileSync(path.join(root, 'src/features/shell/AppLayout.tsx'), 'utf8')).toMatch(
      /HEADER_HEIGHT = 64/,
    );
    expect(html).toMatch(/#shell-page \{[^}]*max-width: 1360px/);
  });
});
