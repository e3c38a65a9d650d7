// The first screen's long tasks on a phone: each page loaded in Debian's Chromium with a phone's viewport and
// Lighthouse's 4× CPU slowdown (CDP Emulation.setCPUThrottlingRate), traced from navigation until the network
// and the main thread have been quiet for 2 s. Lists every main-thread task over 50 ms with what ran in it: the
// script evaluated or the function called (by chunk), style, layout and paint, and the functions that took
// most of its samples (a V8 CPU profile inside the trace). Against a running server (BENCH_URL, default
// http://127.0.0.1:4380, e.g. `npm start` with PORT=4380); an unminified build names functions.
// Usage: node bench/long-tasks.mjs [--json out.json] [--runs 1] [--login] [page hash…]
import { writeFile } from 'node:fs/promises';
import { chromium } from 'playwright';
import { CHROME_FLAGS, loginAsBuyer } from './lighthouse.mjs';

const origin = new URL(process.env.BENCH_URL ?? 'http://127.0.0.1:4380').origin;
const args = process.argv.slice(2);
const opt = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const runs = Number(opt('--runs') ?? 1);
const jsonOut = opt('--json');
const hashes = args.filter(
  (a, i) => a.startsWith('#') && !['--json', '--runs', '--cpu', '--long'].includes(args[i - 1]),
);
/**
 * `--cpu 1` traces at the machine's own speed, as Lighthouse's simulated throttling observes a page before it
 * multiplies each task by 4: a task over 12.5 ms there is a long task in its figures (`--long 12.5`).
 */
const CPU_RATE = Number(opt('--cpu') ?? 4);
const LONG_MS = Number(opt('--long') ?? 50);
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-v8.cpu_profiler',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'toplevel',
].join(',');

const short = (url) => (url ? url.replace(/^.*\//, '').replace(/\?.*$/, '') : '');

/** Names a trace event the way the Performance panel would, with the chunk it ran. */
function label(e) {
  const d = e.args?.data ?? {};
  switch (e.name) {
    case 'EvaluateScript':
      return `evaluate ${short(d.url)}`;
    case 'v8.compile':
    case 'v8.compileModule':
      return `compile ${short(d.url ?? e.args?.fileName)}`;
    case 'FunctionCall':
      return `call ${d.functionName || '(anonymous)'} ${short(d.url)}`;
    case 'TimerFire':
      return 'timer';
    case 'FireAnimationFrame':
      return 'animation frame';
    case 'EventDispatch':
      return `event ${d.type}`;
    case 'UpdateLayoutTree':
      return 'recalculate style';
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PrePaint':
      return 'paint';
    case 'ParseHTML':
      return 'parse HTML';
    case 'ParseAuthorStyleSheet':
      return `parse CSS ${short(d.styleSheetUrl)}`;
    case 'RunMicrotasks':
    case 'V8.RunMicrotasks':
      return 'microtasks';
    default:
      return null;
  }
}

/**
 * Samples of the main thread's V8 CPU profile in the trace: [{ ts, fn, url }], ts in trace microseconds.
 * Each thread that runs JavaScript (the page, its workers) has a profile of its own (a `Profile` event and
 * `ProfileChunk`s with its id): only the main thread's are read, or a worker's samples would be counted in the
 * main thread's tasks and their time deltas mixed.
 */
function samplesOf(events, mainTid) {
  const profile = events.find((x) => x.name === 'Profile' && x.tid === mainTid);
  if (!profile) return [];
  const nodes = new Map();
  const out = [];
  for (const e of events.filter((x) => x.name === 'ProfileChunk' && x.id === profile.id)) {
    const p = e.args?.data?.cpuProfile ?? {};
    for (const n of p.nodes ?? []) nodes.set(n.id, { ...n.callFrame, parent: n.parent });
    let ts = out.length ? out.at(-1).ts : Number(profile.args?.data?.startTime ?? 0);
    const deltas = e.args?.data?.timeDeltas ?? [];
    (p.samples ?? []).forEach((id, i) => {
      ts += deltas[i] ?? 0;
      const f = nodes.get(id);
      // The innermost React component on the stack (a capitalised function): which part of the page rendered.
      let c = f;
      while (c && !/^[A-Z][A-Za-z0-9]*$/.test(c.functionName ?? '')) c = nodes.get(c.parent);
      out.push({
        ts,
        fn: f?.functionName || '(anonymous)',
        url: short(f?.url),
        component: c ? `${c.functionName} ${short(c.url)}` : null,
      });
    });
  }
  return out;
}

/** The renderer main thread's tasks over LONG_MS, each with its children's time by label and top functions. */
function longTasks(events, navigationStart) {
  // The page's renderer: the main thread that ran this origin's scripts (Chromium's own pages have renderers too).
  const ran = events.find(
    (e) =>
      (e.name === 'EvaluateScript' || e.name === 'FunctionCall') &&
      String(e.args?.data?.url ?? '').startsWith(origin),
  );
  const main = ran
    ? { pid: ran.pid, tid: ran.tid }
    : events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const samples = samplesOf(
    events.filter((e) => e.pid === main.pid),
    main.tid,
  );
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur / 1000 > LONG_MS);
  return tasks.map((t) => {
    const end = t.ts + t.dur;
    const parts = new Map();
    for (const e of onMain) {
      if (e.ts < t.ts || e.ts + e.dur > end || e === t) continue;
      const l = label(e);
      // Only the outermost labelled event counts (a FunctionCall inside an EvaluateScript is not added twice).
      if (
        !l ||
        onMain.some(
          (o) =>
            o !== e && o !== t && label(o) && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && o.dur > e.dur,
        )
      )
        continue;
      parts.set(l, (parts.get(l) ?? 0) + e.dur / 1000);
    }
    const inside = samples.filter((s) => s.ts >= t.ts && s.ts <= end);
    const byFn = new Map();
    const byComponent = new Map();
    for (const s of inside) {
      byFn.set(`${s.fn} ${s.url}`, (byFn.get(`${s.fn} ${s.url}`) ?? 0) + 1);
      if (s.component) byComponent.set(s.component, (byComponent.get(s.component) ?? 0) + 1);
    }
    const pct = (n) => Math.round((100 * n) / Math.max(1, inside.length));
    return {
      startMs: Math.round((t.ts - navigationStart) / 1000),
      ms: Math.round(t.dur / 1000),
      parts: [...parts]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([k, v]) => `${k} ${Math.round(v)} ms`),
      topFunctions: [...byFn]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([k, n]) => `${k} (${pct(n)} %)`),
      components: [...byComponent]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([k, n]) => `${k} (${pct(n)} %)`),
    };
  });
}

async function traceOne(context, hash) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  const chunks = [];
  cdp.on('Tracing.dataCollected', (d) => chunks.push(...d.value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await page.goto(origin + '/' + hash, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
  await cdp.send('Tracing.end');
  await done;
  await page.close();
  const nav =
    chunks.find(
      (e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').startsWith(origin),
    ) ?? chunks.find((e) => e.name === 'navigationStart');
  const tasks = longTasks(chunks, nav?.ts ?? 0);
  return {
    tasks,
    count: tasks.length,
    totalMs: tasks.reduce((s, t) => s + t.ms, 0),
    blockingMs: tasks.reduce((s, t) => s + t.ms - LONG_MS, 0),
  };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // Lighthouse's flags; Playwright adds its own headless switch.
  args: CHROME_FLAGS.filter((f) => f !== '--headless'),
});
const context = await browser.newContext({
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Mobile Safari/537.36',
});
if (args.includes('--login')) {
  const page = await context.newPage();
  await loginAsBuyer(page, origin);
  await page.close();
}
const result = {};
for (const hash of hashes.length ? hashes : ['#/home', '#/explore']) {
  result[hash] = [];
  for (let i = 0; i < runs; i++) {
    const r = await traceOne(context, hash);
    result[hash].push(r);
    console.log(
      `\n${hash} run ${i + 1}: ${r.count} long tasks, ${r.totalMs} ms, blocking ${r.blockingMs} ms (${CPU_RATE}× CPU, tasks over ${LONG_MS} ms)`,
    );
    for (const t of r.tasks) {
      console.log(`  at ${t.startMs} ms: ${t.ms} ms — ${t.parts.join(', ')}`);
      console.log(`      ${t.topFunctions.join(', ')}`);
      if (t.components.length) console.log(`      components: ${t.components.join(', ')}`);
    }
  }
}
if (jsonOut) await writeFile(jsonOut, JSON.stringify(result, null, 2));
await browser.close();
