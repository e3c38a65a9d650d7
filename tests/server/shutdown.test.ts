import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request, type ClientRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDb } from '../../server/db/client';
import { newsletterSubscriptions } from '../../server/db/schema';
import { DEV_SIGNING_KEY } from '../../server/env';
import { canonicalString } from '../../server/schemas/signature';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/**
 * A new data directory holding the run's migrated template (tests/support/global-db.ts), so the server finds
 * its migrations done: running them in the child was a third of each test's time. The template is a
 * `dumpDataDir()` tar of PGDATA, and PGlite's `loadDataDir` does no more than unpack it into PGDATA
 * (`DATA_DIR/pglite`) before starting: tar does that in a tenth of a second, where starting and closing a PGlite
 * on it in the test's worker took 5-7 s of CPU per test. Empty without a template.
 */
function dataDirOf(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shutdown-'));
  dirs.push(dataDir);
  const template = inject('pgliteTemplate');
  if (template) {
    mkdirSync(path.join(dataDir, 'pglite'));
    execFileSync('tar', ['-xf', template, '-C', path.join(dataDir, 'pglite')], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  }
  return dataDir;
}

type Started = { child: ChildProcess; port: number; output: () => string; exit: Promise<number | null> };

/** Runs `server/index.ts` as `npm start` would, on its own PGlite directory and a free port. */
async function startServer(dataDir: string, vars: Record<string, string> = {}): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      OPEN_POLYGON: 'false',
      LOG_LEVEL: 'info',
      ...vars,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (b: Buffer) => (output += b.toString()));
  child.stderr!.on('data', (b: Buffer) => (output += b.toString()));
  const exit = once(child, 'exit').then(([code]) => code as number | null);
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ready line:\n${output}`)), 60_000);
    const check = () => {
      const m = /Marketplace ready in .* at http:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    };
    child.stdout!.on('data', check);
    void exit.then(() => reject(new Error(`exited before ready:\n${output}`)));
  });
  console.log(/ready in [0-9.]+ s/.exec(output)?.[0]);
  return { child, port, output: () => output, exit };
}

/** A signed newsletter sign-up (DESIGN §4) whose body is sent in pieces, as a slow upload would be. */
function slowSignUp(port: number, email: string) {
  const body = new URLSearchParams({ key1: 'site-1', key2: email, type: 'EDM' }).toString();
  const ts = String(Date.now());
  const nonce = randomBytes(12).toString('hex');
  const bodyHash = createHash('sha256').update(body).digest('hex');
  const signature = createHmac('sha256', DEV_SIGNING_KEY)
    .update(canonicalString('POST', '/api/newsletter', ts, nonce, bodyHash))
    .digest('hex');
  const req: ClientRequest = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/newsletter',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Content-Length': Buffer.byteLength(body),
      'X-Timestamp': ts,
      'X-Nonce': nonce,
      'X-Signature': signature,
    },
  });
  const answer = new Promise<{ status: number; json: { meta: { code: number }; data: unknown } }>(
    (resolve, reject) => {
      req.on('response', (res: IncomingMessage) => {
        let text = '';
        res.on('data', (b: Buffer) => (text += b.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, json: JSON.parse(text) }));
        res.on('error', reject);
      });
      req.on('error', reject);
    },
  );
  req.flushHeaders();
  req.write(body.slice(0, 10));
  return { answer, finish: () => req.end(body.slice(10)) };
}

/** Whether a new TCP/HTTP connection to the port gets an answer (false when refused). */
async function answers(port: number): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('SIGTERM', () => {
  it('answers the request in flight, refuses new connections, releases the data directory and exits 0', async () => {
    const dataDir = dataDirOf();
    const s = await startServer(dataDir);
    // A keep-alive connection left idle must not hold the process open.
    const agent = new Agent({ keepAlive: true });
    await new Promise<void>((resolve) =>
      request({ host: '127.0.0.1', port: s.port, path: '/api/health', agent }, (res) => {
        res.resume();
        res.on('end', resolve);
      }).end(),
    );

    const upload = slowSignUp(s.port, 'Slow@Example.com');
    await sleep(300);
    const signalled = Date.now();
    s.child.kill('SIGTERM');
    await sleep(300);
    expect(await answers(s.port)).toBe(false);
    expect(s.child.exitCode).toBeNull(); // still finishing the upload
    upload.finish();
    const { status, json } = await upload.answer;
    const answeredAt = Date.now();
    expect(status).toBe(200);
    expect(json).toMatchObject({ meta: { code: 200 }, data: { subscribed: true } });

    const code = await s.exit;
    expect(code, s.output()).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(s.output()).toContain('"msg":"stopped"');
    // The idle keep-alive sockets (the health check's, and the upload's once answered) were closed at once,
    // not after the server's 5 s keep-alive timeout.
    const drained = s
      .output()
      .split('\n')
      .filter((l) => l.includes('requests in flight answered'))
      .map((l) => (JSON.parse(l) as { time: number }).time);
    expect(drained).toHaveLength(1);
    expect(drained[0]! - answeredAt).toBeLessThan(1_000);
    agent.destroy();

    // The lock is gone and the answered write is on disk: this process can open the same PGlite.
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    const database = await createDb({ url: '', dataDir });
    try {
      const rows = await database.db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, 'slow@example.com'));
      expect(rows).toHaveLength(1);
    } finally {
      await database.close();
    }
  }, 90_000);

  it('gives up past SHUTDOWN_TIMEOUT_MS on a request that never finishes: exits 1 and says so', async () => {
    const dataDir = dataDirOf();
    const s = await startServer(dataDir, { SHUTDOWN_TIMEOUT_MS: '1500' });
    const upload = slowSignUp(s.port, 'never@example.com');
    upload.answer.catch(() => {}); // the connection is cut when the process exits
    await sleep(300);
    const signalled = Date.now();
    s.child.kill('SIGTERM');
    const code = await s.exit;
    const took = Date.now() - signalled;
    expect(code).toBe(1);
    expect(took).toBeGreaterThanOrEqual(1400);
    expect(took).toBeLessThan(4000);
    expect(s.output()).toContain('shutdown timed out with work in flight');
  }, 90_000);
});
