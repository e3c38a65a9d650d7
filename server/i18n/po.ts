/** One message of a .po catalog: its id, translation, context and the comment lines above it. */
export type PoEntry = { msgid: string; msgstr: string; msgctxt?: string; comments: string[] };

/**
 * The messages of a .po file as Lingui writes it (no plural forms), keyed by context and id. The server reads
 * its catalogs with it (catalogs.ts), and `npm run i18n:check` compares catalogs with it.
 */
export function parsePo(text: string): Map<string, PoEntry> {
  const entries = new Map<string, PoEntry>();
  let cur: Partial<PoEntry> & { comments: string[] } = { comments: [] };
  let field: 'msgctxt' | 'msgid' | 'msgstr' | null = null;
  const flush = () => {
    if (cur.msgid) entries.set(`${cur.msgctxt ?? ''}\u0004${cur.msgid}`, { msgstr: '', ...cur } as PoEntry);
    cur = { comments: [] };
    field = null;
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') {
      flush();
      continue;
    }
    if (line.startsWith('#')) {
      if (cur.msgid !== undefined) flush();
      cur.comments.push(line);
      continue;
    }
    const m = /^(msgctxt|msgid|msgstr)\s+(".*")$/.exec(line);
    if (m) {
      const name = m[1] as 'msgctxt' | 'msgid' | 'msgstr';
      if (name === 'msgctxt' && cur.msgid !== undefined) flush();
      if (name === 'msgid' && cur.msgstr !== undefined) flush();
      field = name;
      cur[name] = JSON.parse(m[2]!) as string;
    } else if (line.startsWith('"') && field) {
      cur[field] += JSON.parse(line) as string;
    }
  }
  flush();
  return entries;
}
