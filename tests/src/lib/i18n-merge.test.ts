import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// src/lib/i18n.ts merges every loaded catalog of a language into one table keyed by message id (the msgid and
// its context): the same English text translated two ways in two catalogs shows whichever loaded last. A use
// that needs other words takes a Lingui `context` (e.g. "Items" of an order's lines: 商品, not 作品).

const root = path.resolve(__dirname, '../../../locales');

/** msgctxt + msgid → msgstr of one .po file (Lingui's output: single forms, quoted continuation lines). */
function entries(file: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const block of readFileSync(file, 'utf8').split(/\n\s*\n/)) {
    const fields: Record<string, string> = {};
    let field = '';
    for (const line of block.split('\n')) {
      const m = /^(msgctxt|msgid|msgstr) (".*")$/.exec(line);
      if (m) fields[(field = m[1]!)] = JSON.parse(m[2]!) as string;
      else if (line.startsWith('"') && field) fields[field] += JSON.parse(line) as string;
    }
    if (fields.msgid) out.set(`${fields.msgctxt ?? ''}\u0004${fields.msgid}`, fields.msgstr ?? '');
  }
  return out;
}

describe('catalogs of one language', () => {
  for (const locale of readdirSync(root)) {
    it(`${locale}: a message id has one translation in every catalog`, () => {
      const seen = new Map<string, Map<string, string>>();
      // The server's catalog is read by its own I18n (server/i18n/catalogs.ts), never merged with the app's.
      const appCatalogs = readdirSync(path.join(root, locale)).filter(
        (x) => x.endsWith('.po') && x !== 'server.po',
      );
      for (const f of appCatalogs) {
        for (const [id, str] of entries(path.join(root, locale, f))) {
          if (!str) continue; // untranslated: i18n:check reports it
          if (!seen.has(id)) seen.set(id, new Map());
          seen.get(id)!.set(f, str);
        }
      }
      const differing = [...seen]
        .filter(([, byFile]) => new Set(byFile.values()).size > 1)
        .map(
          ([id, byFile]) => `${id.replace('\u0004', ' | ')}: ${JSON.stringify(Object.fromEntries(byFile))}`,
        );
      expect(differing).toEqual([]);
    });
  }
});
