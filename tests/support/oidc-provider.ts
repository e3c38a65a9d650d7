import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { serve } from '@hono/node-server';
import type { Env } from '../../server/env';
import { createProvider, createServerWithSandbox } from '../../server/oidc/sandbox';

/**
 * A real OpenID Connect provider (panva/oidc-provider, configured like the product's sandbox "Google") on a
 * free loopback port, with one client whose redirect URI is the test app's callback.
 */
export async function startOidcProvider(client: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}) {
  const { server, origin } = await listenOnLoopback();
  const provider = createProvider(origin, client);
  const handle = provider.callback();
  server.on('request', (req, res) => void handle(req, res));
  return { issuer: origin, provider, close: () => closeServer(server) };
}

/** An http server on 127.0.0.1:<free port>; the caller attaches its request handler. */
export async function listenOnLoopback(): Promise<{ server: Server; origin: string }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}` };
}

export function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * A browser walking the provider's own development pages: follows redirects with a cookie jar, signs in
 * with `login` on the login form, presses Continue on the consent form (or Cancel, when `deny`), and stops
 * at the first redirect to `stopAt` (the app's callback), which it answers unvisited.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  o: { login: string; stopAt: string; deny?: boolean },
): Promise<URL> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(c)) jar.delete(name);
      else jar.set(name, value);
    }
  };

  let url = new URL(authorizationUrl);
  let init: RequestInit = { method: 'GET' };
  for (let hop = 0; hop < 20; hop++) {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: cookieHeader() },
    });
    keep(res);
    if (res.status >= 300 && res.status < 400) {
      const next = new URL(res.headers.get('location')!, url);
      await res.body?.cancel();
      if (next.href.startsWith(o.stopAt)) return next;
      url = next;
      init = { method: 'GET' };
      continue;
    }
    const html = await res.text();
    if (res.status !== 200) throw new Error(`provider answered ${res.status}: ${html.slice(0, 300)}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([a-z]+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`no interaction form on ${url.pathname}`);
    if (o.deny) {
      const abort = /href="([^"]*\/abort)"/.exec(html)?.[1];
      if (!abort) throw new Error('no cancel link');
      url = new URL(abort.replace(/&amp;/g, '&'), url);
      init = { method: 'GET' };
      continue;
    }
    const body = new URLSearchParams(
      prompt === 'login' ? { prompt, login: o.login, password: 'any' } : { prompt },
    );
    url = new URL(action.replace(/&amp;/g, '&'), url);
    init = {
      method: 'POST',
      body: body.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  }
  throw new Error('too many redirects at the provider');
}

/**
 * Serves a test app on `origin` wired as server/index.ts does (`createServer: createServerWithSandbox(env)`),
 * so the sandbox Google issuer answers under /sandbox/google on the app's own port.
 */
export async function serveWithSandboxIssuer(
  app: { fetch: (req: Request) => Response | Promise<Response> },
  env: Env,
  origin: string,
): Promise<Server> {
  const server = serve({
    fetch: app.fetch,
    port: Number(new URL(origin).port),
    hostname: '127.0.0.1',
    createServer: createServerWithSandbox(env),
  }) as Server;
  await once(server, 'listening');
  return server;
}
