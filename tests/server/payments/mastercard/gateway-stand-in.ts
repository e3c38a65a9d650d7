import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A recorded call to the stand-in. */
export type GatewayCall = { method: string; path: string; auth: string | undefined; body: any };
type Txn = { result: string; response?: { gatewayCode: string }; transaction: Record<string, string> };

export const MERCHANT = 'TESTMERCHANT01';
export const PASSWORD = 'api-password-0123';
const BASIC = `Basic ${Buffer.from(`merchant.${MERCHANT}:${PASSWORD}`).toString('base64')}`;

const read = (req: IncomingMessage) =>
  new Promise<string>((done) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => done(text));
  });

/**
 * A local stand-in of Mastercard Payment Gateway Services' REST API (version 100): INITIATE_CHECKOUT sessions,
 * Retrieve Order, and REFUND transactions PUT under the caller's transaction id (a taken id is refused, as the
 * gateway does). It checks HTTP basic auth `merchant.<id>:<password>`; a test sets an order's state directly
 * (`orders`) as a payer on the hosted page would, and may make the next call fail (`failNext`).
 */
export async function startGateway() {
  const calls: GatewayCall[] = [];
  const orders = new Map<string, { status: string; amount: string; currency: string; transaction: Txn[] }>();
  const state = { failNext: 0 };
  const server: Server = createServer(async (req, res) => {
    const text = await read(req);
    const body = text ? JSON.parse(text) : null;
    const path = req.url ?? '';
    calls.push({ method: req.method ?? '', path, auth: req.headers.authorization, body });
    res.setHeader('Content-Type', 'application/json');
    const send = (status: number, json: object) => {
      res.statusCode = status;
      res.end(JSON.stringify(json));
    };
    if (state.failNext > 0) {
      state.failNext--;
      return send(502, {});
    }
    if (req.headers.authorization !== BASIC)
      return send(401, { result: 'ERROR', error: { cause: 'INVALID_REQUEST' } });
    const base = `/api/rest/version/100/merchant/${MERCHANT}`;
    if (req.method === 'POST' && path === `${base}/session`) {
      return send(201, {
        result: 'SUCCESS',
        session: { id: `SESSION000${calls.length}`, updateStatus: 'SUCCESS' },
        successIndicator: 'abc',
      });
    }
    const m = new RegExp(`^${base}/order/([^/]+)(?:/transaction/([^/]+))?$`).exec(path);
    const order = m ? orders.get(decodeURIComponent(m[1]!)) : undefined;
    if (m && req.method === 'GET' && !m[2]) {
      return order ? send(200, { id: m[1], ...order }) : send(400, { result: 'ERROR' });
    }
    if (m && m[2] && order) {
      const found = order.transaction.find((t) => t.transaction.id === m[2]);
      if (req.method === 'GET') return found ? send(200, found) : send(400, { result: 'ERROR' });
      if (req.method === 'PUT' && body?.apiOperation === 'REFUND') {
        if (found) return send(400, { result: 'ERROR', error: { cause: 'INVALID_REQUEST' } });
        const txn: Txn = {
          result: 'SUCCESS',
          response: { gatewayCode: 'APPROVED' },
          transaction: { ...body.transaction, id: m[2], type: 'REFUND' },
        };
        order.transaction.push(txn);
        order.status = 'REFUNDED';
        return send(201, txn);
      }
    }
    send(400, { result: 'ERROR', error: { cause: 'INVALID_REQUEST' } });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** The payer paid (or failed) on the hosted page: the order and its PAYMENT transaction at the gateway. */
  function pay(ref: string, amount: string, outcome: 'APPROVED' | 'DECLINED' | 'EXPIRED_CARD', txnId = '1') {
    const ok = outcome === 'APPROVED';
    const txn: Txn = {
      result: ok ? 'SUCCESS' : 'FAILURE',
      response: { gatewayCode: outcome },
      transaction: { id: txnId, type: 'PAYMENT', amount, currency: 'HKD' },
    };
    const order = orders.get(ref) ?? { status: '', amount, currency: 'HKD', transaction: [] };
    order.status = ok ? 'CAPTURED' : 'FAILED';
    order.transaction.push(txn);
    orders.set(ref, order);
    return { ...txn, order: { id: ref, status: order.status, amount, currency: 'HKD' } };
  }

  return {
    url,
    calls,
    orders,
    state,
    pay,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
export type Gateway = Awaited<ReturnType<typeof startGateway>>;
