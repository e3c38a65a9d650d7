// `npm run i18n:check`: fails when the committed catalogs are stale (sources hold messages the catalogs lack,
// or the catalogs hold obsolete ones) or when any locale misses a translation (DESIGN §3.9).
// Works on a temporary copy of locales/: the working tree is never modified.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lingui = path.join(root, 'node_modules/@lingui/cli/dist/lingui.js');
const tmp = mkdtempSync(path.join(tmpdir(), 'i18n-check-'));
const cleanup = () => rmSync(tmp, { recursive: true, force: true });
process.on('exit', cleanup);

const { parsePo } = await tsImport(path.join(root, 'server/i18n/po.ts'), import.meta.url);
/** A catalog's messages by context and id; none when the file is missing (a catalog not extracted yet). */
const readPo = (file) => (existsSync(file) ? parsePo(readFileSync(file, 'utf8')) : new Map());

const { default: base } = await tsImport(path.join(root, 'lingui.config.ts'), import.meta.url);

cpSync(path.join(root, 'locales'), path.join(tmp, 'locales'), { recursive: true });
const config = {
  ...base,
  rootDir: root,
  catalogs: base.catalogs.map((c) => ({
    ...c,
    path: c.path.replace('<rootDir>', tmp),
  })),
};
const configFile = path.join(tmp, 'lingui.config.json');
writeFileSync(configFile, JSON.stringify(config));

function run(args) {
  const r = spawnSync(process.execPath, [lingui, ...args, '--config', configFile], {
    cwd: root,
    encoding: 'utf8',
  });
  return { ok: r.status === 0, output: `${r.stdout}${r.stderr}` };
}

let failed = false;

// 1. Stale catalogs: extract into the copy and compare message ids (origins and header dates are ignored).
const extracted = run(['extract', '--clean', '--workers', '1']);
if (!extracted.ok) {
  console.error(extracted.output);
  console.error('i18n: `lingui extract` failed');
  process.exit(1);
}
/** Every catalog file of lingui.config.ts (the shell's `messages` and one per feature) in every locale. */
const catalogFiles = base.catalogs.flatMap((c) =>
  base.locales.map((locale) => ({
    locale,
    rel: `${path.relative(root, c.path.replace('<rootDir>', root)).replace('{locale}', locale)}.po`,
  })),
);

const shown = new Set();
for (const { rel } of catalogFiles) {
  const committed = readPo(path.join(root, rel));
  const fresh = readPo(path.join(tmp, rel));
  const added = [...fresh.keys()].filter((k) => !committed.has(k));
  const obsolete = [...committed.keys()].filter((k) => !fresh.has(k));
  const show = (k) => JSON.stringify(k.split('\u0004')[1]);
  if (added.length || obsolete.length) {
    failed = true;
    console.error(`i18n: ${rel} is stale (${added.length} new, ${obsolete.length} obsolete message(s))`);
    // The list is the same for every locale of a catalog: show it once.
    const name = path.basename(rel);
    if (!shown.has(name)) for (const k of added) console.error(`  + ${show(k)}`);
    if (!shown.has(name)) for (const k of obsolete) console.error(`  - ${show(k)}`);
    shown.add(name);
  }
}
if (failed) console.error('i18n: run `npm run i18n:extract` and commit locales/');

// 2. Missing translations: every message of every locale has a msgstr (the source locale is filled by extract).
for (const { rel } of catalogFiles) {
  const missing = [...readPo(path.join(tmp, rel)).values()].filter((e) => !e.msgstr);
  if (missing.length) {
    failed = true;
    console.error(`i18n: ${rel} misses ${missing.length} translation(s):`);
    for (const e of missing) console.error(`  ${JSON.stringify(e.msgid)}`);
  }
}

// 3. Lingui's own strict compile (into the copy): catches what the parse above may not, e.g. bad ICU syntax.
if (!failed) {
  const compiled = run(['compile', '--strict', '--workers', '1']);
  if (!compiled.ok) {
    failed = true;
    console.error(compiled.output);
    console.error('i18n: `lingui compile --strict` failed');
  }
}

if (failed) process.exit(1);
console.log(`i18n: catalogs of ${base.locales.join(', ')} are current and complete`);
