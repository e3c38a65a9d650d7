import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SpiralCheckout } from '../../../../server/schemas/payments-spiral';

type Seen = { method: string; path: string; auth?: string; key?: string; body: Record<string, string> };

const read = (req: IncomingMessage) =>
  new Promise<string>((done) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => done(text));
  });

/**
 * A local stand-in of Spiral's API (the contract server/payments/spiral/adapter.ts assumes): checkouts opened
 * once per Idempotency-Key, read back by id, refunds once per key. Tests move a checkout on with `settle` and
 * build the callback Spiral would send with `event`; `down` answers 503 to everything.
 */
export async function startSpiralStandIn() {
  const seen: Seen[] = [];
  const checkouts = new Map<string, SpiralCheckout>();
  const byKey = new Map<string, string>();
  const refunds = new Map<string, string>();
  const state = { down: false };
  const server: Server = createServer(async (req, res) => {
    const text = await read(req);
    const body = (text ? JSON.parse(text) : {}) as Record<string, string>;
    const key = req.headers['idempotency-key'] as string | undefined;
    const path = req.url ?? '';
    seen.push({ method: req.method ?? '', path, auth: req.headers.authorization, key, body });
    res.setHeader('Content-Type', 'application/json');
    const answer = (status: number, json: object) => {
      res.statusCode = status;
      res.end(JSON.stringify(json));
    };
    if (state.down) return answer(503, {});
    if (req.headers.authorization !== 'Bearer sk_spiral_test') return answer(401, {});
    if (req.method === 'POST' && path === '/v1/checkouts') {
      if (!byKey.has(key!)) {
        const id = `co_${randomBytes(8).toString('hex')}`;
        byKey.set(key!, id);
        checkouts.set(id, {
          id,
          reference: body.reference!,
          status: 'OPEN',
          amount: body.amount!,
          currency: body.currency!,
          paymentId: null,
          failureCode: null,
        });
      }
      const id = byKey.get(key!)!;
      return answer(200, { id, url: `https://pay.spiral.example/c/${id}` });
    }
    const got = /^\/v1\/checkouts\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && got) {
      const c = checkouts.get(decodeURIComponent(got[1]!));
      return c ? answer(200, c) : answer(404, {});
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      if (!refunds.has(key!)) refunds.set(key!, `rf_${refunds.size + 1}`);
      return answer(200, { id: refunds.get(key!) });
    }
    answer(404, {});
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

  /** Moves a checkout on at Spiral (the payer paid, failed or cancelled, or it ran out). */
  function settle(id: string, status: SpiralCheckout['status'], failureCode?: string) {
    const c = checkouts.get(id)!;
    c.status = status;
    if (status === 'PAID' || status === 'FAILED') c.paymentId = `pay_${id}`;
    c.failureCode = failureCode ?? null;
    return c;
  }

  /** The callback body Spiral sends for a checkout's current state. */
  function event(id: string, type: string, extra: Record<string, string> = {}) {
    const c = checkouts.get(id)!;
    return JSON.stringify({
      id: `evt_${randomBytes(6).toString('hex')}`,
      type,
      data: {
        checkoutId: c.id,
        reference: c.reference,
        amount: c.amount,
        currency: c.currency,
        paymentId: c.paymentId,
        failureCode: c.failureCode,
        ...extra,
      },
    });
  }

  return {
    url,
    seen,
    checkouts,
    refunds,
    state,
    settle,
    event,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
