import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(path.join(tmpdir(), 'sandbox-refusal-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs `server/index.ts` as `npm start` would, with only the given settings; answers its exit and output. */
async function start(vars: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { PATH: process.env.PATH, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...vars },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (b: Buffer) => (stdout += b.toString()));
  child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
  const timer = setTimeout(() => child.kill('SIGTERM'), 30_000);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearTimeout(timer);
  return { code, stdout, stderr };
}

describe('start-up with sandboxes implied', () => {
  it('on a public interface refuses to start, names the settings to give, and shows no stack', async () => {
    const r = await start({ HOST: '0.0.0.0' });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^Refusing to start: .*\(HOST=0\.0\.0\.0\)/m);
    for (const setting of [
      'GOOGLE_ISSUER',
      'SMTP_URL',
      'DEV_MAILBOX=false',
      'CUSTONOMY_WIDGET_URL',
      'SANDBOXES=on',
    ]) {
      expect(r.stderr).toContain(setting);
    }
    expect(r.stderr).not.toMatch(/^\s+at /m);
    expect(r.stdout).not.toContain('Marketplace ready');
    // Refused before anything was opened or written.
    expect(readdirSync(dataDir)).toEqual([]);
  }, 40_000);

  it('behind a public PUBLIC_URL refuses too', async () => {
    const r = await start({ HOST: '127.0.0.1', PUBLIC_URL: 'https://market.example' });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('PUBLIC_URL=https://market.example');
  }, 40_000);
});
