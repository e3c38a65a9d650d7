import * as client from 'openid-client';
import type { Env } from '../env';

/** Path the built-in sandbox issuer is mounted at (see sandbox.ts). */
export const SANDBOX_PATH = '/sandbox/google';
/** Path of the provider callback; under /api/callbacks/ so it is not request-signed (the provider's code is). */
export const CALLBACK_PATH = '/api/callbacks/google';

type OidcEnv = Pick<
  Env,
  'GOOGLE_ISSUER' | 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET' | 'PUBLIC_URL' | 'HOST' | 'PORT'
>;

const trimSlash = (s: string) => s.replace(/\/+$/, '');

/**
 * The origin the sandbox issuer and its registered redirect URI live at: PUBLIC_URL, else the address the
 * server listens on (a wildcard host is reached through the loopback address).
 */
export function sandboxOrigin(env: Pick<Env, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  if (env.PUBLIC_URL) return trimSlash(env.PUBLIC_URL);
  const host =
    env.HOST === '0.0.0.0' || env.HOST === '' ? '127.0.0.1' : env.HOST === '::' ? '[::1]' : env.HOST;
  return `http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${env.PORT}`;
}

export const isSandbox = (env: Pick<Env, 'GOOGLE_ISSUER'>) => env.GOOGLE_ISSUER === '';

/** The issuer identifier in use: GOOGLE_ISSUER, or the built-in sandbox on this server. */
export function issuerOf(env: OidcEnv): string {
  return isSandbox(env) ? `${sandboxOrigin(env)}${SANDBOX_PATH}` : trimSlash(env.GOOGLE_ISSUER);
}

/**
 * Where the browser comes back to and the SPA lives: PUBLIC_URL; with the sandbox, its fixed origin (its
 * client is registered with that redirect URI); otherwise the origin the request arrived at.
 */
export function appOrigin(env: OidcEnv, requestUrl: string): string {
  if (env.PUBLIC_URL) return trimSlash(env.PUBLIC_URL);
  if (isSandbox(env)) return sandboxOrigin(env);
  return new URL(requestUrl).origin;
}

/** Plain http is accepted only for an issuer on the loopback interface (the sandbox, tests). */
export function isLoopbackHttp(url: URL): boolean {
  if (url.protocol !== 'http:') return false;
  const h = url.hostname;
  return h === 'localhost' || h === '[::1]' || h === '::1' || /^127\.\d+\.\d+\.\d+$/.test(h);
}

const configs = new Map<string, Promise<client.Configuration>>();

/**
 * The relying-party configuration from the issuer's discovery document, cached per issuer and client. A
 * failed discovery is not cached, so the next attempt retries.
 */
export function clientConfig(env: OidcEnv): Promise<client.Configuration> {
  const issuer = new URL(issuerOf(env));
  const key = `${issuer.href} ${env.GOOGLE_CLIENT_ID}`;
  let config = configs.get(key);
  if (!config) {
    const insecure = isLoopbackHttp(issuer);
    config = client
      .discovery(
        issuer,
        env.GOOGLE_CLIENT_ID,
        { client_secret: env.GOOGLE_CLIENT_SECRET, id_token_signed_response_alg: 'RS256' },
        client.ClientSecretBasic(env.GOOGLE_CLIENT_SECRET),
        { timeout: 10, ...(insecure ? { execute: [client.allowInsecureRequests] } : {}) },
      )
      .catch((err: unknown) => {
        configs.delete(key);
        throw err;
      });
    configs.set(key, config);
  }
  return config;
}
