import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { withHealthProbe } from './http/health';
import { serveClient, serveFiles } from './http/static';
import { readEnv } from './env';
import { createLogger } from './log';
import { installProcessGuards } from './process-guards';
import { startRuntime } from './runtime';
import { stopOnSignals } from './shutdown';
import { DEMO_ACCOUNTS } from './db/seed/accounts';
import { createServerWithSandbox } from './oidc/sandbox';
import { sandboxPolicy } from './sandboxes/registry';

const env = readEnv();
// Sandboxes (sandbox Google, dev mailbox, …) never face the network unless SANDBOXES=on says so.
const sandboxes = sandboxPolicy(env);
if (sandboxes.refusal) {
  console.error(sandboxes.refusal);
  process.exit(1);
}
const log = createLogger(env);
installProcessGuards(log, [
  env.DATABASE_URL,
  env.SMTP_URL,
  env.CHAIN_RPC_URL_ETHEREUM,
  env.CHAIN_RPC_URL_POLYGON,
  env.CHAIN_PLATFORM_KEY,
  env.CUSTODY_KEY,
  env.SMS_HTTP_TOKEN,
  env.S3_SECRET_ACCESS_KEY,
  env.GOOGLE_CLIENT_SECRET,
  env.CARD_CALLBACK_SECRET,
  env.CARD_HTTP_API_KEY,
  env.STRIPE_SECRET_KEY,
  env.STRIPE_WEBHOOK_SECRET,
  env.MASTERCARD_API_PASSWORD,
  env.MASTERCARD_WEBHOOK_SECRET,
  env.BYON_API_KEY,
  env.BYON_CALLBACK_SECRET,
  env.SPIRAL_API_KEY,
  env.SPIRAL_CALLBACK_SECRET,
]);
if (sandboxes.exposure && sandboxes.on.length > 0) {
  log.warn({ sandboxes: sandboxes.on }, 'SANDBOXES=on: sandbox providers face the network (public demo)');
}
const started = Date.now();
const runtime = await startRuntime(env, log).catch((err: unknown) => {
  // A start-up failure is a message for the person who ran `npm start`, not a stack trace.
  console.error(`Could not start: ${err instanceof Error ? err.message : String(err)}`);
  log.debug({ err }, 'start-up failed');
  process.exit(1);
});
const app = createApp(runtime.deps);

// The built SPA and stored files share the API's port; unknown paths fall back to index.html (hash routes).
const clientDir = 'dist/client';
serveFiles(app, env.DATA_DIR);
if (existsSync(clientDir)) {
  serveClient(app, clientDir);
} else {
  log.warn('dist/client is missing: run `npm run build` (npm start does it for you)');
}

// With no GOOGLE_ISSUER, the sandbox Google issuer answers under /sandbox/google on the same port; the
// health probe is answered ahead of Hono (http/health.ts).
const createServer = withHealthProbe(createServerWithSandbox(env));
const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST, createServer }, (info) => {
  const url = `http://${info.address === '0.0.0.0' ? '127.0.0.1' : info.address}:${info.port}/`;
  const accounts = env.DEMO_DATA
    ? DEMO_ACCOUNTS.map(
        (a) => `  ${a.role.padEnd(9)} login name: ${a.loginName}  password: ${a.password}`,
      ).join('\n')
    : '';
  // Plain stdout on purpose: this is the message a newcomer reads after `npm start`.
  // In-process chains a browser wallet can be pointed at (add a network with this RPC URL and chain id).
  const localChains = runtime.deps.chains.enabled
    .filter((b) => !(b === 'ETHEREUM' ? env.CHAIN_RPC_URL_ETHEREUM : env.CHAIN_RPC_URL_POLYGON))
    .map((b) => {
      const id = b === 'ETHEREUM' ? env.CHAIN_ID_ETHEREUM : env.CHAIN_ID_POLYGON;
      return `  ${b.padEnd(8)} RPC URL: ${url}rpc/${b.toLowerCase()}  chain id: ${id}`;
    })
    .join('\n');
  console.log(
    `\nMarketplace ready in ${((Date.now() - started) / 1000).toFixed(1)} s at ${url}\n` +
      (accounts ? `Demo accounts:\n${accounts}\n` : '') +
      (localChains ? `Local chains for a browser wallet:\n${localChains}\n` : '') +
      `Press Ctrl-C to stop.\n`,
  );
});

// @hono/node-server serves HTTP/1.1 here (no http2 option), so this is node's http.Server.
stopOnSignals({ server: server as Server, runtime, log, timeoutMs: env.SHUTDOWN_TIMEOUT_MS });
