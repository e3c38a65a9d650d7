// `npm start`: builds the SPA when its sources are newer than the last build, then starts the server.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { register } from 'tsx/esm/api';

const SOURCES = [
  'src',
  'locales',
  'machines',
  'server/schemas',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((n) => newest(join(path, n))));
}

const built = existsSync('dist/client/index.html') ? statSync('dist/client/index.html').mtimeMs : 0;
if (Math.max(...SOURCES.map(newest)) > built) {
  console.log('Building the app (first start or changed sources)…');
  const r = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
register();
// Compiled (or taken from the cache) before the server starts, so the first deploy does not wait for solc.
await (await import('../server/chain/compile.ts')).compileContracts();
await import('../server/index.ts');
