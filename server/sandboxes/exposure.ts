import { isIP } from 'node:net';
import type { Env } from '../env';

/** 127.0.0.0/8, ::1 (bracketed or not, or IPv4-mapped) and `localhost`: reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (h === 'localhost' || h === '::1') return true;
  const v4 = h.startsWith('::ffff:') ? h.slice(7) : h;
  return isIP(v4) === 4 && v4.startsWith('127.');
}

/**
 * Why this server is reachable beyond this machine, as the setting that makes it so (`HOST=0.0.0.0`), or
 * null when it is not. A loopback HOST behind a reverse proxy still faces the network: PUBLIC_URL tells.
 */
export function publicExposure(env: Pick<Env, 'HOST' | 'PUBLIC_URL'>): string | null {
  if (!isLoopbackHost(env.HOST)) return `HOST=${env.HOST || '(empty: every interface)'}`;
  if (env.PUBLIC_URL === '') return null;
  let host: string;
  try {
    host = new URL(env.PUBLIC_URL).hostname;
  } catch {
    return `PUBLIC_URL=${env.PUBLIC_URL}`; // unreadable: assume the worst
  }
  return isLoopbackHost(host) ? null : `PUBLIC_URL=${env.PUBLIC_URL}`;
}

/**
 * Whether sandbox providers may run: SANDBOXES=on or off decides; `auto` allows them only while the server
 * is not exposed. Each sandbox also checks this where it serves (defence in depth beside the start-up refusal).
 */
export function sandboxesAllowed(env: Pick<Env, 'SANDBOXES' | 'HOST' | 'PUBLIC_URL'>): boolean {
  if (env.SANDBOXES === 'on') return true;
  if (env.SANDBOXES === 'off') return false;
  return publicExposure(env) === null;
}
