import { randomBytes } from 'node:crypto';
import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import Provider, { type Configuration } from 'oidc-provider';
import type { Env } from '../env';
import { sandboxesAllowed } from '../sandboxes/exposure';
import { CALLBACK_PATH, SANDBOX_PATH, isSandbox, sandboxOrigin } from './config';

export { sandboxOrigin };

/** The sandbox's login form accepts any text as the account; an e-mail-like one is used as the e-mail. */
export function sandboxClaims(login: string) {
  const text = login.trim();
  const isEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);
  const local = (isEmail ? text.split('@')[0]! : text) || 'sandbox';
  return {
    sub: login,
    email: isEmail
      ? text.toLowerCase()
      : `${local.toLowerCase().replace(/[^a-z0-9._-]/g, '') || 'user'}@sandbox.invalid`,
    email_verified: isEmail,
    name: local,
  };
}

/**
 * The OpenID Connect provider the app uses as "Google" when GOOGLE_ISSUER is empty (local use): issuer
 * `${origin}/sandbox/google`, one client (the app) whose redirect URI is `${origin}/api/callbacks/google`, the
 * provider's development login and consent pages, and claims sub/email/email_verified/name derived from what
 * was typed as the login. Keys and cookies are per process, so a restart ends sandbox sign-ins in flight.
 */
export function createProvider(
  issuer: string,
  client: { clientId: string; clientSecret: string; redirectUri: string },
): Provider {
  const configuration: Configuration = {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google: the ID token carries the e-mail and profile claims the scopes asked for.
    conformIdTokenClaims: false,
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => sandboxClaims(id) }),
    features: { devInteractions: { enabled: true } },
  };
  const provider = new Provider(issuer, configuration);
  provider.proxy = issuer.startsWith('https:');
  return provider;
}

/**
 * A node request listener for every path under /sandbox/google on the app's own port (server/index.ts routes
 * those requests here before Hono). `origin` is sandboxOrigin(env).
 */
export function createSandboxIssuer(
  origin: string,
  client: { clientId: string; clientSecret: string },
): (req: IncomingMessage, res: ServerResponse) => void {
  const provider = createProvider(`${origin}${SANDBOX_PATH}`, {
    ...client,
    redirectUri: `${origin}${CALLBACK_PATH}`,
  });
  const handle = provider.callback();
  return (req, res) => {
    const url = req.url ?? '/';
    if (!isSandboxPath(url)) {
      res.statusCode = 404;
      res.end();
      return;
    }
    // The provider computes its own URLs from originalUrl minus url (its mount path).
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = url;
    req.url = url.slice(SANDBOX_PATH.length) || '/';
    void handle(req, res);
  };
}

/**
 * For `serve({ …, createServer: createServerWithSandbox(env) })` in server/index.ts: an http server that
 * hands /sandbox/google/* to the sandbox issuer and everything else to Hono. Undefined when GOOGLE_ISSUER is
 * set (a real provider) or sandboxes are not allowed (server/sandboxes): then nothing is mounted.
 */
export function createServerWithSandbox(
  env: Pick<
    Env,
    | 'GOOGLE_ISSUER'
    | 'GOOGLE_CLIENT_ID'
    | 'GOOGLE_CLIENT_SECRET'
    | 'PUBLIC_URL'
    | 'HOST'
    | 'PORT'
    | 'SANDBOXES'
  >,
): typeof createServer | undefined {
  if (!isSandbox(env) || !sandboxesAllowed(env)) return undefined;
  const sandbox = createSandboxIssuer(sandboxOrigin(env), {
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
  });
  const withSandbox = (options: ServerOptions, listener: RequestListener) =>
    createServer(options, (req, res) => (isSandboxPath(req.url) ? sandbox(req, res) : listener(req, res)));
  return withSandbox as typeof createServer;
}

export const isSandboxPath = (url = '') =>
  url === SANDBOX_PATH || url.startsWith(`${SANDBOX_PATH}/`) || url.startsWith(`${SANDBOX_PATH}?`);
