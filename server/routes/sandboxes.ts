import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { sandboxPolicy } from '../sandboxes/registry';
import { SandboxesAnswer } from '../schemas/sandboxes';

/**
 * The sandbox providers running on this server (server/sandboxes/registry.ts), so the app shows a banner on
 * every page while any is on. Answers the configuration only, never a secret.
 */
export const sandboxRoutes = new Hono<AppEnv>().get(
  '/sandboxes',
  operation('listSandboxes', SandboxesAnswer, {
    tags: ['platform'],
    summary: 'List the sandbox providers',
    description:
      'The sandbox providers running on this server and what replaces each (empty in production), so the app can show its banner. Never a secret.',
  }),
  (c) => ok(c, { sandboxes: sandboxPolicy(c.var.deps.env).on }),
);
