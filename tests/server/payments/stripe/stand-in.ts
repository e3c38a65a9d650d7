import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in was asked: path, bearer key, idempotency key and the form fields as Stripe reads them. */
export type StripeCall = {
  method: string;
  path: string;
  auth: string | undefined;
  key: string | undefined;
  form: Record<string, string>;
};
export type Intent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  metadata: Record<string, string>;
  client_secret: string;
  latest_charge: string | null;
  last_payment_error: { code: string; decline_code?: string } | null;
};

const read = (req: IncomingMessage) =>
  new Promise<string>((done) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => done(text));
  });

/**
 * A local stand-in of Stripe's API, just what the adapter uses: POST /v1/payment_intents, GET
 * /v1/payment_intents/:id and POST /v1/refunds, refusing a wrong bearer key (401) and answering a repeated
 * Idempotency-Key with the first answer, as Stripe does. Tests move an intent's state with `set`.
 */
export async function startStripeStandIn(secretKey: string) {
  const calls: StripeCall[] = [];
  const intents = new Map<string, Intent>();
  const byKey = new Map<string, string>();
  let n = 0;
  const server: Server = createServer(async (req, res) => {
    const form = Object.fromEntries(new URLSearchParams(await read(req)));
    const key = req.headers['idempotency-key'] as string | undefined;
    const path = (req.url ?? '').split('?')[0]!;
    calls.push({ method: req.method ?? '', path, auth: req.headers.authorization, key, form });
    res.setHeader('Content-Type', 'application/json');
    const answer = (status: number, body: unknown) => {
      res.statusCode = status;
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== `Bearer ${secretKey}`)
      return answer(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
    if (req.method === 'POST' && key && byKey.has(`${path}:${key}`))
      return res.end(byKey.get(`${path}:${key}`));
    const remember = (body: unknown) => {
      const text = JSON.stringify(body);
      if (key) byKey.set(`${path}:${key}`, text);
      res.end(text);
    };
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const id = `pi_standin${++n}`;
      const metadata: Record<string, string> = {};
      for (const [k, v] of Object.entries(form)) {
        const m = /^metadata\[(\w+)\]$/.exec(k);
        if (m) metadata[m[1]!] = v;
      }
      const pi: Intent = {
        id,
        object: 'payment_intent',
        amount: Number(form.amount),
        amount_received: 0,
        currency: form.currency!,
        status: 'requires_payment_method',
        metadata,
        client_secret: `${id}_secret_standin`,
        latest_charge: null,
        last_payment_error: null,
      };
      intents.set(id, pi);
      return remember(pi);
    }
    const get = /^\/v1\/payment_intents\/(\w+)$/.exec(path);
    if (req.method === 'GET' && get) {
      const pi = intents.get(get[1]!);
      return pi ? answer(200, pi) : answer(404, { error: { type: 'invalid_request_error' } });
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      if (!intents.has(form.payment_intent!))
        return answer(404, { error: { type: 'invalid_request_error' } });
      return remember({
        id: `re_standin${++n}`,
        object: 'refund',
        amount: Number(form.amount),
        payment_intent: form.payment_intent,
        status: 'succeeded',
        metadata: { key: form['metadata[key]'] },
      });
    }
    answer(404, { error: { type: 'invalid_request_error' } });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    intent: (id: string) => intents.get(id)!,
    /** Moves an intent as the buyer's confirmation at Stripe would. */
    set(id: string, change: Partial<Intent>) {
      const pi = intents.get(id)!;
      Object.assign(pi, change);
      if (pi.status === 'succeeded')
        Object.assign(pi, { amount_received: pi.amount, latest_charge: `ch_${id}` });
      return pi;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
