// The real app for a throughput bench, in a child process the bench forked: createApp with every middleware
// and its runtime (temp DATA_DIR, no demo data, job workers on), on a free loopback port it reports to the
// parent with process.send({ port }). `env` overrides the settings (a database URL, a raised rate limit).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export async function serveApp(env = {}) {
  const { register } = await import('tsx/esm/api');
  register();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const { readEnv } = await import('../server/env.ts');
  const { createLogger } = await import('../server/log.ts');
  const { startRuntime } = await import('../server/runtime.ts');
  const { createApp } = await import('../server/app.ts');
  const { withHealthProbe } = await import('../server/http/health.ts');
  const { createServerWithSandbox } = await import('../server/oidc/sandbox.ts');
  const { serve } = await import('@hono/node-server');
  const settings = readEnv({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: '0',
    ...env,
  });
  const runtime = await startRuntime(settings, createLogger(settings));
  const app = createApp(runtime.deps);
  // Served as server/index.ts serves it.
  const createServer = withHealthProbe(createServerWithSandbox(settings));
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', createServer }, (info) =>
    process.send({ port: info.port }),
  );
  process.on('disconnect', async () => {
    // Let answers in flight finish before the pool closes (autocannon has closed its sockets by now).
    await new Promise((r) => server.close(r));
    // A request whose client has gone may still be at its query: let it end before the pool closes (else it
    // logs "Cannot use a pool after calling end on the pool").
    await new Promise((r) => setTimeout(r, 1000));
    await runtime.stop().catch(() => {});
    process.exit(0);
  });
}
