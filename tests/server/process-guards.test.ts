import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { safeError } from '../../server/process-guards';

describe('safeError', () => {
  it('keeps name, message, code and stack, and masks credentials in URLs and the given secrets', () => {
    const err = Object.assign(
      new Error('connect to postgres://app:s3cret@db:5432/market and https://rpc.example/v3/KEY123 failed'),
      { code: 'ECONNREFUSED', config: { password: 'p' } },
    );
    const safe = safeError(err, ['https://rpc.example/v3/KEY123']);
    expect(safe).toMatchObject({ name: 'Error', code: 'ECONNREFUSED' });
    expect(safe.message).toBe('connect to postgres://[redacted]@db:5432/market and [redacted] failed');
    expect(JSON.stringify(safe)).not.toMatch(/s3cret|KEY123|"config"/);
  });

  it('describes a thrown non-error', () => {
    expect(safeError('smtp://u:p@mail down')).toEqual({ message: 'smtp://[redacted]@mail down' });
  });
});

describe('installProcessGuards (in a real process)', () => {
  it('logs an unhandled rejection and keeps running; logs an uncaught exception and exits 1', async () => {
    const script = `
      import pino from 'pino';
      import { installProcessGuards } from './server/process-guards.ts';
      installProcessGuards(pino(), ['SECRET-KEY']);
      Promise.reject(new Error('pool lost postgres://u:hunter2@db/x SECRET-KEY'));
      setTimeout(() => {
        console.log('still serving');
        setTimeout(() => { throw new Error('state corrupt'); }, 10);
      }, 100);
      setTimeout(() => console.log('never printed'), 2000);
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.stderr.on('data', (b: Buffer) => (out += b.toString()));
    const [code] = (await once(child, 'exit')) as [number];
    expect(code, out).toBe(1);
    const lines = out.split('\n');
    const rejection = lines.findIndex((l) => l.includes('unhandled promise rejection (kept serving)'));
    const alive = lines.indexOf('still serving');
    const fatal = lines.findIndex((l) => l.includes('uncaught exception: exiting'));
    expect(rejection).toBeGreaterThanOrEqual(0);
    expect(alive).toBeGreaterThan(rejection);
    expect(fatal).toBeGreaterThan(alive);
    expect(out).toContain('state corrupt');
    expect(out).not.toMatch(/hunter2|SECRET-KEY|never printed/);
  }, 20_000);
});
