// GET /api/health throughput: the real app (all middleware, PGlite in a temp DATA_DIR, no demo data) against
// a bare node:http server answering the same JSON. Each server runs in its own child process so autocannon
// (in this process) does not share their event loop; runs alternate bare, app, bare, app.
import { fork } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { serveApp } from './serve-app.mjs';

export const TARGET_RATIO = 0.8;
const self = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(self), '..');
const BODY = JSON.stringify({ meta: { code: 200, message: 'ok' }, data: { status: 'up' } });

function serveBare() {
  const server = http.createServer((req, res) => {
    if (req.url === '/api/health') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(BODY);
    } else {
      res.writeHead(404).end();
    }
  });
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  process.on('disconnect', () => process.exit(0));
}

function start(kind) {
  return new Promise((resolve, reject) => {
    const child = fork(self, ['--serve', kind], { cwd: root, stdio: 'inherit' });
    child.once('message', (m) => resolve({ child, port: m.port }));
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
}

function cannon(port, seconds, connections) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `http://127.0.0.1:${port}/api/health`, connections, duration: seconds },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

export async function measureHealth({ seconds = 10, connections = 50, rounds = 2 } = {}) {
  const bare = await start('bare');
  const app = await start('app');
  const runs = [];
  try {
    // Warm-up: JIT and connection set-up should not count.
    await cannon(bare.port, 2, connections);
    await cannon(app.port, 2, connections);
    for (let i = 0; i < rounds; i++) {
      for (const [name, srv] of [
        ['bare', bare],
        ['app', app],
      ]) {
        const r = await cannon(srv.port, seconds, connections);
        const bad = r.errors + r.timeouts + r.non2xx;
        runs.push({ server: name, reqPerSec: Math.round(r.requests.average), p99ms: r.latency.p99, bad });
        console.log(
          `  ${name.padEnd(5)} ${String(Math.round(r.requests.average)).padStart(7)} req/s  p99 ${r.latency.p99} ms  errors ${bad}`,
        );
      }
    }
  } finally {
    for (const s of [bare, app]) {
      s.child.removeAllListeners('exit');
      s.child.disconnect();
    }
  }
  const mean = (name) => {
    const xs = runs.filter((r) => r.server === name).map((r) => r.reqPerSec);
    return Math.round(xs.reduce((a, b) => a + b, 0) / xs.length);
  };
  const ratio = Number((mean('app') / mean('bare')).toFixed(3));
  return {
    seconds,
    connections,
    runs,
    bareReqPerSec: mean('bare'),
    appReqPerSec: mean('app'),
    ratio,
    target: TARGET_RATIO,
    meetsTarget: ratio >= TARGET_RATIO,
    errors: runs.reduce((s, r) => s + r.bad, 0),
  };
}

const serveIndex = process.argv.indexOf('--serve');
if (serveIndex > 0) {
  if (process.argv[serveIndex + 1] === 'app') await serveApp();
  else serveBare();
} else if (process.argv[1] === self) {
  const r = await measureHealth();
  console.log(`app/bare = ${r.ratio} (target ≥ ${r.target})`);
  process.exit(r.meetsTarget ? 0 : 1);
}
