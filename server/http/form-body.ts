import type { IncomingMessage } from 'node:http';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';

const URLENCODED = /^application\/x-www-form-urlencoded\s*(;|$)/i;

/**
 * Reads an urlencoded body (every signed form call but uploads) straight from Node's request stream into
 * Hono's body cache, where the signature check's `c.req.arrayBuffer()` and the form validator find it.
 * Otherwise @hono/node-server builds a whole fetch Request for the body (undici's Request, an AbortController,
 * a web stream over the Node stream), and Hono parses the form through a fetch Response: a fifth of the CPU of
 * a refused createOrder in a drop, where every buyer sends one (`--cpu-prof`). The form is decoded as
 * the fetch standard decodes urlencoded bodies (URLSearchParams), so the fields are the same. Multipart bodies
 * (uploads, with their own size limits) and requests without a Node stream (`app.request` in tests) keep
 * Hono's own path.
 */
export const urlencodedBody = createMiddleware<AppEnv>(async (c, next) => {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const type = incoming?.headers['content-type'];
  if (!incoming || !type || !URLENCODED.test(type) || c.req.method === 'GET' || c.req.method === 'HEAD') {
    return next();
  }
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  const body = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  const form = new FormData();
  for (const [key, value] of new URLSearchParams(bytes.toString('utf8'))) form.append(key, value);
  // Promises, as Hono's own cache holds them (its types name the values).
  const cache = c.req.bodyCache as Record<string, Promise<unknown>>;
  cache.arrayBuffer = Promise.resolve(body);
  cache.formData = Promise.resolve(form);
  return next();
});
