import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/context';
import { refuse } from '../http/envelope';
import { refusalOf } from '../http/errors';
import { Code } from '../schemas/codes';
import { apiRoutes } from './index';

/**
 * Delivers a sandbox provider's HTTP request (a signed callback or webhook) to this app in-process, as the
 * provider's HTTP client would over the network: the whole API under /api, so every callback path
 * (/api/callbacks/…) answers as it does to the outside, with its own signature check.
 */
export function inProcessDeliver(deps: Deps) {
  const hub = new Hono<AppEnv>();
  hub.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  hub.onError((err, c) => {
    const refusal = refusalOf(err);
    return refusal ? refuse(c, refusal.code, refusal.message) : refuse(c, Code.SERVER_ERROR);
  });
  hub.route('/api', apiRoutes);
  return (path: string, init: RequestInit) => Promise.resolve(hub.request(path, init));
}

export type Deliver = ReturnType<typeof inProcessDeliver>;
