// A real read: the signed listProducts call (GET /api/products, newest first, 24 items) through the real app
// against the same SQL served by a bare node:http + pg server, both on one throwaway PostgreSQL holding the
// catalogue benchmark's 100 000 items (bench/catalog-load.ts). Each server runs in its own child process;
// autocannon (in this process) signs every request as DESIGN §4 says, at 1, 10 and 50 connections.
import { fork } from 'node:child_process';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { serveApp } from './serve-app.mjs';
import pg from 'pg';
import { startPgTestServer } from '../scripts/pg-test-server.mjs';

export const TARGET_RATIO = 0.5;
export const CONNECTIONS = [1, 10, 50];
const self = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(self), '..');
// What the SPA's explore page sends (src/lib/api.ts adds the ordinary parameters to every GET).
const PATH = '/api/products?sort=newest&limit=24&mcId=COM&appId=NFTH5&platform=WEB';
let signingKey = ''; // NFTH5's development key (server/schemas/signature.ts), read in prepare()

/** Loads the catalogue and returns the SQL the app's listProducts runs for PATH, with its column names. */
async function prepare(url) {
  const { register } = await import('tsx/esm/api');
  register();
  const v = await import('valibot');
  const { createDb } = await import('../server/db/client.ts');
  const { loadCatalogue } = await import('./catalog-load.ts');
  const { productCardFields } = await import('../server/services/catalog/catalog.ts');
  const { productListQuery } = await import('../server/services/catalog/product-list.ts');
  const { ListProductsQuery } = await import('../server/schemas/catalog.ts');
  ({ DEV_SIGNING_KEY: signingKey } = await import('../server/schemas/signature.ts'));
  const database = await createDb({ url, dataDir: '' });
  try {
    await database.migrate();
    const loadMs = await loadCatalogue(database);
    const q = v.parse(ListProductsQuery, Object.fromEntries(new URL(PATH, 'http://x').searchParams));
    const { sql, params } = productListQuery(database.db, q, null).toSQL();
    // Drizzle reads rows as arrays in select order, nested objects flattened in place.
    const columns = Object.entries(productCardFields)
      .flatMap(([k, f]) => (f && f.constructor === Object ? Object.keys(f).map((n) => `${k}.${n}`) : [k]))
      .concat(['sortKey', 'cursorId']);
    return { loadMs, sql, params, columns, limit: q.limit };
  } finally {
    await database.close();
  }
}

/** The same SQL and parameters, the rows as JSON objects in the same envelope; no signature, no limits. */
function serveBare() {
  const { sql, params, columns, limit } = JSON.parse(process.env.BENCH_QUERY);
  // The app's pool size (server/db/client.ts).
  const pool = new pg.Pool({ connectionString: process.env.BENCH_DATABASE_URL, max: 10 });
  const server = http.createServer(async (req, res) => {
    if (!req.url.startsWith('/api/products')) return res.writeHead(404).end();
    try {
      const { rows } = await pool.query({ text: sql, values: params, rowMode: 'array' });
      const items = rows.slice(0, limit).map((r) => Object.fromEntries(columns.map((c, i) => [c, r[i]])));
      const last = rows.length > limit ? rows[limit - 1] : null;
      const nextCursor = last ? Buffer.from(JSON.stringify(last.slice(-2))).toString('base64url') : null;
      const body = JSON.stringify({ meta: { code: 200, message: 'ok' }, data: { items, nextCursor } });
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    } catch (err) {
      res.writeHead(500).end(String(err));
    }
  });
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  process.on('disconnect', () => pool.end().then(() => process.exit(0)));
}

function start(kind, env) {
  return new Promise((resolve, reject) => {
    const child = fork(self, ['--serve', kind], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.once('message', (m) => resolve({ child, port: m.port }));
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
}

/** X-Timestamp, X-Nonce, X-Signature for a GET of PATH (no body), fresh for every request. */
function signed() {
  const ts = String(Date.now());
  const nonce = randomBytes(12).toString('hex');
  const bodyHash = createHash('sha256').update('').digest('hex');
  const sig = createHmac('sha256', signingKey)
    .update(['GET', PATH, ts, nonce, bodyHash].join('\n'))
    .digest('hex');
  return { 'x-timestamp': ts, 'x-nonce': nonce, 'x-signature': sig };
}

function cannon(port, seconds, connections) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections,
        duration: seconds,
        requests: [
          {
            method: 'GET',
            path: PATH,
            setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...signed() } }),
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

export async function measureProducts({ seconds = 10, connections = CONNECTIONS } = {}) {
  const db = await startPgTestServer();
  let bare;
  let app;
  try {
    console.log('  loading the catalogue (100 000 items) into a throwaway PostgreSQL…');
    const query = await prepare(db.url);
    const env = { BENCH_DATABASE_URL: db.url, BENCH_QUERY: JSON.stringify(query) };
    bare = await start('bare', env);
    app = await start('app', env);
    const levels = [];
    for (const n of connections) {
      // Warm-up: JIT, pool connections and PostgreSQL's plan cache should not count.
      await cannon(bare.port, 2, n);
      await cannon(app.port, 2, n);
      const level = { connections: n };
      for (const [name, srv] of [
        ['bare', bare],
        ['app', app],
      ]) {
        const r = await cannon(srv.port, seconds, n);
        const bad = r.errors + r.timeouts + r.non2xx;
        level[name] = {
          reqPerSec: Math.round(r.requests.average),
          p50ms: r.latency.p50,
          p99ms: r.latency.p99,
          bad,
        };
        console.log(
          `  ${String(n).padStart(2)} conn  ${name.padEnd(4)} ${String(level[name].reqPerSec).padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  errors ${bad}`,
        );
      }
      level.ratio = Number((level.app.reqPerSec / level.bare.reqPerSec).toFixed(3));
      levels.push(level);
    }
    const errors = levels.reduce((s, l) => s + l.bare.bad + l.app.bad, 0);
    return {
      seconds,
      path: PATH,
      loadMs: query.loadMs,
      levels,
      minRatio: Math.min(...levels.map((l) => l.ratio)),
      target: TARGET_RATIO,
      meetsTarget: errors === 0 && levels.every((l) => l.ratio >= TARGET_RATIO),
      errors,
    };
  } finally {
    for (const s of [bare, app].filter(Boolean)) {
      s.child.removeAllListeners('exit');
      s.child.disconnect();
      await new Promise((r) => (s.child.exitCode !== null ? r() : s.child.once('exit', r)));
    }
    await db.stop();
  }
}

const serveIndex = process.argv.indexOf('--serve');
if (serveIndex > 0) {
  if (process.argv[serveIndex + 1] === 'app')
    await serveApp({
      DATABASE_URL: process.env.BENCH_DATABASE_URL,
      // Every request comes from 127.0.0.1: the per-minute limit would otherwise answer 429 within a second.
      RATE_LIMIT_PER_MINUTE: '1000000000',
    });
  else serveBare();
} else if (process.argv[1] === self) {
  const r = await measureProducts({ seconds: Number(process.env.BENCH_SECONDS ?? 10) });
  for (const l of r.levels) console.log(`${l.connections} conn: app/bare = ${l.ratio}`);
  console.log(`target ≥ ${r.target} at every level: ${r.meetsTarget ? 'met' : 'MISSED'}`);
  process.exit(r.meetsTarget ? 0 : 1);
}
