// Gzip size of the JavaScript the home route loads before it can render: the entry script and
// modulepreloads of dist/client/index.html, their static imports, the home screen chunk with its static
// imports, and the largest locale catalog (one is loaded before the first render). Run `vite build` first.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_KIB = 200;
const ETHERS_MARKERS = ['ethers/6', 'invalid BigNumberish', 'ethers/v6'];
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const client = path.join(root, 'dist/client');

/** Static `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"` (not `import("…")`). */
const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;

function staticImports(file) {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(STATIC_IMPORT)].map((m) => path.resolve(path.dirname(file), m[1]));
}

function closure(start) {
  const seen = new Set();
  const todo = [...start];
  while (todo.length) {
    const f = todo.pop();
    if (seen.has(f) || !existsSync(f)) continue;
    seen.add(f);
    todo.push(...staticImports(f));
  }
  return seen;
}

export function measureInitialJs() {
  const indexHtml = path.join(client, 'index.html');
  if (!existsSync(indexHtml)) throw new Error('dist/client/index.html is missing: run `npm run build` first');
  const html = readFileSync(indexHtml, 'utf8');
  const fromHtml = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => path.join(client, m[1].replace(/^\//, '')));
  const assets = path.join(client, 'assets');
  const names = readdirSync(assets).filter((n) => n.endsWith('.js'));
  const home = names.filter((n) => /^home[-.]/i.test(n)).map((n) => path.join(assets, n));
  if (!home.length) throw new Error('no home screen chunk (home-*.js) in dist/client/assets');
  const catalogs = names
    .filter((n) => n.startsWith('messages'))
    .map((n) => path.join(assets, n))
    .sort((a, b) => readFileSync(b).length - readFileSync(a).length);
  const files = closure([...fromHtml, ...home, ...catalogs.slice(0, 1)]);

  const chunks = [...files].map((f) => {
    const code = readFileSync(f);
    const text = code.toString('utf8');
    return {
      file: path.relative(client, f),
      bytes: code.length,
      gzip: gzipSync(code, { level: 9 }).length,
      ethers: ETHERS_MARKERS.filter((m) => text.includes(m)),
    };
  });
  chunks.sort((a, b) => b.gzip - a.gzip);
  const gzipKiB = chunks.reduce((s, c) => s + c.gzip, 0) / 1024;
  const withEthers = chunks.filter((c) => c.ethers.length);
  return {
    gzipKiB: Number(gzipKiB.toFixed(1)),
    budgetKiB: BUDGET_KIB,
    withinBudget: gzipKiB <= BUDGET_KIB,
    ethersFree: withEthers.length === 0,
    chunks,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const r = measureInitialJs();
  for (const c of r.chunks)
    console.log(
      `${(c.gzip / 1024).toFixed(1).padStart(8)} KiB gz  ${c.file}${c.ethers.length ? '  ETHERS' : ''}`,
    );
  console.log(`initial JS: ${r.gzipKiB} KiB gzip (budget ${r.budgetKiB} KiB); ethers-free: ${r.ethersFree}`);
  process.exit(r.withinBudget && r.ethersFree ? 0 : 1);
}
