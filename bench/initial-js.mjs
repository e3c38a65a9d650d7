// Gzip size of the JavaScript each first-screen route (home, explore, item detail) loads before it can render,
// read from Vite's manifest of a build: the entry chunk with its static imports (what index.html loads and
// preloads), the route's screen chunk with its static imports, and the route's locale catalogs (the shell's
// `messages` and the feature catalogs the route table names) in the language whose catalogs are largest.
// Exits non-zero over BUDGET_KIB or when code that must stay out of the first screen (MARKERS) is in any of
// these sets; `--check` (run by npm test after the build) fails on a marker or over CEILING_KIB.
// Usage: node bench/initial-js.mjs [--check] [--dir dist/client]   (run `vite build` first)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The target for each route's initial JavaScript (KiB, gzipped). */
export const BUDGET_KIB = 150;
/**
 * What `--check` (npm test) allows until the target is reached: a little above the last measured sizes, so a
 * change that grows the first screen fails while the bench keeps reporting against BUDGET_KIB. 185 since no lazy
 * import carries Vite's preload list any more (the entry lost the rest of its `__vite__mapDeps` table):
 * 166.7 / 174.1 / 181.2 KiB, from 170.3 / 178.0 / 187.1.
 */
export const CEILING_KIB = 185;
/** Modules the entry imports dynamically but every first screen needs before it renders (src/main.tsx). */
const FIRST_RENDER_IMPORTS = ['src/lib/react-dom-client.ts'];
const LOCALES = ['en_US', 'zh_TW', 'zh_CN', 'en_JP', 'en_KR'];

/** The routes measured: their screen module and feature catalogs (as in src/routes/*.routes.ts). */
export const ROUTES = {
  home: { screen: 'src/routes/screens/home.tsx', catalogs: ['catalog'] },
  explore: { screen: 'src/routes/screens/explore.tsx', catalogs: ['catalog'] },
  itemDetails: { screen: 'src/routes/screens/item-details.tsx', catalogs: ['catalog', 'item-detail'] },
};

/** Strings only found in code that the first screens must not load. */
export const MARKERS = {
  ethers: ['invalid BigNumberish'],
  three: ['WebGLRenderer'],
  'model-viewer': ['ModelViewerElement'],
  '@statelyai/inspect': ['stately.ai', '@statelyai'],
  // Mantine's overlays (by the display names Mantine keeps in production) and floating-ui under them: menus,
  // drawers, dialogs, selects and tooltips load after the first paint or when first opened.
  'rarely used Mantine': [
    '"@mantine/core/Modal"',
    '"@mantine/core/Drawer"',
    '"@mantine/core/Popover"',
    '"@mantine/core/Menu"',
    '"@mantine/core/Combobox"',
    '"@mantine/core/Tooltip"',
    '"@mantine/notifications/Notifications"',
    'data-floating-ui',
  ],
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function readManifest(client) {
  const file = path.join(client, '.vite/manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`vite build\` (build.manifest) first`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Manifest keys reachable from `start` through static imports. */
function closure(manifest, start) {
  const seen = new Set();
  const todo = [...start];
  while (todo.length) {
    const key = todo.pop();
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    todo.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

const sizeCache = new Map();
function chunkInfo(client, file) {
  if (sizeCache.has(file)) return sizeCache.get(file);
  const code = readFileSync(path.join(client, file));
  const text = code.toString('utf8');
  const found = Object.entries(MARKERS)
    .filter(([, list]) => list.some((m) => text.includes(m)))
    .map(([name]) => name);
  const info = { file, bytes: code.length, gzip: gzipSync(code, { level: 9 }).length, markers: found };
  sizeCache.set(file, info);
  return info;
}

/** Measures one route: every chunk of its initial set, largest first, with the total in KiB gzip. */
function measureRoute(client, manifest, name, route) {
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry && !k.endsWith('.po'));
  if (!entry) throw new Error('no entry in the Vite manifest');
  for (const key of [route.screen, ...FIRST_RENDER_IMPORTS])
    if (!manifest[key]) throw new Error(`${key} is not in the Vite manifest`);
  const catalogFile = (locale, c) => manifest[`locales/${locale}/${c}.po`]?.file;
  const catalogNames = ['messages', ...route.catalogs];
  const locale = LOCALES.map((l) => ({
    l,
    size: catalogNames.reduce(
      (s, c) => s + (catalogFile(l, c) ? chunkInfo(client, catalogFile(l, c)).gzip : 0),
      0,
    ),
  })).sort((a, b) => b.size - a.size)[0].l;
  const missing = catalogNames.filter((c) => !catalogFile(locale, c));
  if (missing.length)
    throw new Error(`no compiled catalog ${missing.join(', ')} for ${locale} in the manifest`);
  const keys = closure(manifest, [
    entry,
    // Imported by the entry without waiting (src/main.tsx): the first render needs it.
    ...FIRST_RENDER_IMPORTS,
    route.screen,
    ...catalogNames.map((c) => `locales/${locale}/${c}.po`),
  ]);
  const chunks = [...keys].map((k) => chunkInfo(client, manifest[k].file)).sort((a, b) => b.gzip - a.gzip);
  const gzipKiB = Number((chunks.reduce((s, c) => s + c.gzip, 0) / 1024).toFixed(1));
  const markers = [...new Set(chunks.flatMap((c) => c.markers))];
  return { route: name, locale, gzipKiB, withinBudget: gzipKiB <= BUDGET_KIB, markers, chunks };
}

/** The initial JS of every route of ROUTES in the build at `client` (default dist/client). */
export function measureInitialJs(client = path.join(root, 'dist/client')) {
  const manifest = readManifest(client);
  const routes = Object.entries(ROUTES).map(([name, r]) => measureRoute(client, manifest, name, r));
  return {
    budgetKiB: BUDGET_KIB,
    routes,
    withinBudget: routes.every((r) => r.withinBudget),
    markerFree: routes.every((r) => r.markers.length === 0),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const dirAt = args.indexOf('--dir');
  const client = dirAt >= 0 ? path.resolve(args[dirAt + 1]) : undefined;
  const r = measureInitialJs(client);
  const check = args.includes('--check');
  const limit = check ? CEILING_KIB : BUDGET_KIB;
  const verbose = !check || args.includes('--verbose');
  for (const route of r.routes) {
    if (verbose) {
      console.log(`\n${route.route} (catalogs in ${route.locale})`);
      for (const c of route.chunks)
        console.log(
          `${(c.gzip / 1024).toFixed(1).padStart(8)} KiB gz  ${c.file}${c.markers.length ? `  ${c.markers.join(', ').toUpperCase()}` : ''}`,
        );
    }
    const ok = route.gzipKiB <= limit && route.markers.length === 0;
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${route.route}: ${route.gzipKiB} KiB gzip (target ${r.budgetKiB} KiB` +
        `${check ? `, ceiling ${CEILING_KIB} KiB` : ''})` +
        (route.markers.length ? `; must stay out of the first screen: ${route.markers.join(', ')}` : ''),
    );
  }
  process.exit(r.routes.every((x) => x.gzipKiB <= limit) && r.markerFree ? 0 : 1);
}
