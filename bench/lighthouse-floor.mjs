// What this machine's Lighthouse gives pages of the fixed stack alone, measured in the same rounds as the app's
// first screens: the floor a score is read against. Lighthouse's simulated throttling multiplies the main-thread
// tasks it observes on this machine by 4, so the same build scores 94 on one host and 76 on another (bench/README.md);
// a floor measured beside it says which part is the host and which is the app.
// The floor's pages (bench/floor/, built with Vite into bench/.tmp/floor): `static` (HTML and 24 items, no
// script), `react` (the HTML paints first, then React renders the 24 items over it, as the app's shell paints
// before the app) and `mantine` (the same with Mantine's provider, stylesheet and components: 24 cards, a header,
// a search field). Served by a static server in this process (precompressed Brotli, as server/http/static.ts
// serves the app's files). With `--app <origin>` the app's home, explore and an item page of a running server
// (`npm start`, say) join each round; the rounds alternate the pages so that the host's drift reaches all alike.
// Prints, per page, the median performance, TBT, FCP and Lighthouse's simulated main-thread time, and the app's
// pages' main-thread time as a multiple of the Mantine floor's.
// Usage: node bench/lighthouse-floor.mjs [--runs 3] [--app http://127.0.0.1:4380] [--json out.json]
import { createServer } from 'node:http';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { tsImport } from 'tsx/esm/api';
import { build } from 'vite';
import { CHROME_FLAGS, demoItemId, median, summarize } from './lighthouse.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const floorDir = path.join(root, 'bench/floor');
const outDir = path.join(root, 'bench/.tmp/floor');
const args = process.argv.slice(2);
const opt = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const RUNS = Number(opt('--runs') ?? 3);

/** Builds the floor's pages; static.html gets the 24 items written in. */
async function buildFloor() {
  const { ITEMS } = await tsImport(path.join(floorDir, 'items.ts'), import.meta.url);
  const list = ITEMS.map(
    (i) => `<li><a href="#/item/${i.id}">${i.name}</a> <span>${i.price}</span></li>`,
  ).join('');
  await build({
    configFile: false,
    root: floorDir,
    logLevel: 'warn',
    plugins: [
      react(),
      {
        name: 'floor-static-items',
        transformIndexHtml: (html, ctx) =>
          ctx.filename.endsWith('static.html')
            ? html.replace('<ul id="items"></ul>', `<ul>${list}</ul>`)
            : html,
      },
    ],
    build: {
      outDir,
      emptyOutDir: true,
      rollupOptions: {
        input: { index: path.join(floorDir, 'index.html'), static: path.join(floorDir, 'static.html') },
      },
    },
  });
}

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves the built floor on a free loopback port, each file Brotli-compressed once. */
async function serveFloor() {
  const cache = new Map();
  const server = createServer(async (req, res) => {
    const name = new URL(req.url, 'http://floor').pathname.replace(/^\/$/, '/index.html');
    const file = path.join(outDir, path.normalize(name));
    try {
      if (!file.startsWith(outDir)) throw new Error('outside');
      if (!cache.has(file)) cache.set(file, brotliCompressSync(await readFile(file)));
      res.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'content-encoding': 'br',
        'cache-control': 'no-cache',
      });
      res.end(cache.get(file));
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

/** One Lighthouse mobile run (performance only) in a fresh browser. */
async function measure(name, url, round) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    // LIGHTHOUSE_REPORTS=<dir> keeps each run's report, as bench/lighthouse.mjs does, to read its audits' details.
    if (process.env.LIGHTHOUSE_REPORTS)
      await writeFile(
        path.join(process.env.LIGHTHOUSE_REPORTS, `${name.replace(/\W+/g, '-')}-${round + 1}.json`),
        JSON.stringify(lhr),
      );
    const { performance, tbtMs, fcpMs } = summarize(lhr);
    return {
      performance,
      tbtMs,
      fcpMs,
      mainThreadMs: Math.round(lhr.audits['mainthread-work-breakdown'].numericValue),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    };
  } finally {
    await chrome.kill();
  }
}

await buildFloor();
const floor = await serveFloor();
try {
  const pages = {
    static: `${floor.origin}/static.html`,
    react: `${floor.origin}/?page=react`,
    mantine: `${floor.origin}/?page=mantine`,
  };
  const app = opt('--app');
  if (app) {
    const origin = new URL(app).origin;
    const item = await demoItemId(origin);
    Object.assign(pages, {
      'app text page': `${origin}/#/disclaimer`,
      'app home': `${origin}/#/home`,
      'app explore': `${origin}/#/explore`,
      'app item': `${origin}/#/itemDetails?id=${item}`,
    });
  }
  // `--pages static,app home` measures only the pages named (the Mantine floor always, as the ratios' base).
  if (opt('--pages')) {
    const keep = new Set(['mantine', ...opt('--pages').split(',')]);
    for (const name of Object.keys(pages)) if (!keep.has(name)) delete pages[name];
  }
  const runs = Object.fromEntries(Object.keys(pages).map((k) => [k, []]));
  for (let round = 0; round < RUNS; round++)
    for (const [name, url] of Object.entries(pages)) {
      const run = await measure(name, url, round);
      runs[name].push(run);
      console.log(`  round ${round + 1} ${name}: ${JSON.stringify(run)}`);
    }
  const result = {};
  for (const [name, rs] of Object.entries(runs)) {
    const m = (k) => median(rs.map((r) => r[k]));
    result[name] = {
      performance: m('performance'),
      tbtMs: m('tbtMs'),
      fcpMs: m('fcpMs'),
      mainThreadMs: m('mainThreadMs'),
    };
  }
  const base = result.mantine.mainThreadMs;
  console.log('\npage          performance  TBT       FCP      main thread  × Mantine floor');
  for (const [name, r] of Object.entries(result))
    console.log(
      `${name.padEnd(13)} ${String(r.performance).padEnd(12)} ${`${r.tbtMs} ms`.padEnd(9)} ${`${(r.fcpMs / 1000).toFixed(2)} s`.padEnd(8)} ${`${r.mainThreadMs} ms`.padEnd(12)} ${(r.mainThreadMs / base).toFixed(2)}`,
    );
  if (opt('--json')) await writeFile(opt('--json'), JSON.stringify({ runs, result }, null, 2));
} finally {
  floor.close();
}
