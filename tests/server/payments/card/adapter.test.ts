import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../../../server/env';
import { ApiError } from '../../../../server/http/errors';
import { cardHttpProvider } from '../../../../server/payments/card/adapter';
import { signCallback } from '../../../../server/payments/provider';
import { Code } from '../../../../server/schemas/codes';

/** A local stand-in of a card processor's REST API: sessions and refunds, idempotent by Idempotency-Key. */
type Seen = { path: string; auth: string | undefined; key: string | undefined; body: Record<string, string> };
const seen: Seen[] = [];
const refunds = new Map<string, string>();
let server: Server;
let url = '';
let failNext = false;

const read = (req: IncomingMessage) =>
  new Promise<string>((done) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => done(text));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = JSON.parse(await read(req)) as Record<string, string>;
    const key = req.headers['idempotency-key'] as string | undefined;
    seen.push({ path: req.url ?? '', auth: req.headers.authorization, key, body });
    res.setHeader('Content-Type', 'application/json');
    if (failNext) {
      failNext = false;
      res.statusCode = 502;
      return res.end('{}');
    }
    if (req.url === '/api/v1/sessions') {
      return res.end(
        JSON.stringify({ id: `cs_${body.reference}`, url: `https://pay.example/cs_${body.reference}` }),
      );
    }
    if (req.url === '/api/v1/refunds') {
      if (!refunds.has(key!)) refunds.set(key!, `re_${refunds.size + 1}`);
      return res.end(JSON.stringify({ id: refunds.get(key!) }));
    }
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const env = () =>
  readEnv({
    PAYMENT_CARD_PROVIDER: 'http',
    CARD_HTTP_URL: url,
    CARD_HTTP_API_KEY: 'sk_test_key',
    CARD_CALLBACK_SECRET: 'whsec_real',
  });

describe('the card HTTP adapter', () => {
  it('opens a hosted session with the bearer key, our ref as idempotency key, and answers its page', async () => {
    const p = cardHttpProvider(env());
    const out = await p.createSession({
      ref: 'ref_abcdefghijklmnop',
      amount: 2000n,
      currency: 'HKD',
      orderNumber: 'N1',
      title: 'Mug',
      returnUrl: '#/checkpay?ref=ref_abcdefghijklmnop',
    });
    expect(out).toEqual({
      providerRef: 'cs_ref_abcdefghijklmnop',
      redirectUrl: 'https://pay.example/cs_ref_abcdefghijklmnop',
    });
    expect(seen.at(-1)).toMatchObject({
      path: '/api/v1/sessions',
      auth: 'Bearer sk_test_key',
      key: 'ref_abcdefghijklmnop',
      body: { reference: 'ref_abcdefghijklmnop', amount: '2000', currency: 'HKD' },
    });
  });

  it('refunds a capture (or part of it) once per key; a processor error answers 1005', async () => {
    const p = cardHttpProvider(env());
    const capture = { providerRef: 'pay_1', amount: '2000', currency: 'HKD' } as never;
    const whole = { amount: 2000n, key: 'refund:pay_1', reason: 'test' };
    const first = await p.refund(capture, whole);
    expect(await p.refund(capture, whole)).toEqual(first);
    expect(seen.at(-1)).toMatchObject({ key: 'refund:pay_1', body: { payment: 'pay_1', amount: '2000' } });
    await p.refund(capture, { amount: 300n, key: 'refund:pay_1:excess', reason: 'overpaid' });
    expect(seen.at(-1)).toMatchObject({ key: 'refund:pay_1:excess', body: { amount: '300' } });
    failNext = true;
    const err = await p.refund(capture, whole).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe(Code.NETWORK_UNSTABLE);
  });

  it('reads signed JSON callbacks: success, decline, expired card; a forged signature is refused', () => {
    const p = cardHttpProvider(env());
    const now = new Date();
    const cb = (type: string, failureCode?: string) =>
      JSON.stringify({
        type,
        data: { reference: 'ref_1', id: 'pay_9', amount: '2000', currency: 'HKD', failureCode },
      });
    const parse = (body: string, secret = 'whsec_real') =>
      p.parseCallback(body, signCallback(secret, body, now.getTime()), now)!;
    expect(parse(cb('payment.succeeded'))).toEqual({
      ref: 'ref_1',
      providerRef: 'pay_9',
      outcome: 'APPROVED',
      amount: 2000n,
      currency: 'HKD',
    });
    expect(parse(cb('payment.failed', 'card_declined')).outcome).toBe('DECLINED');
    expect(parse(cb('payment.failed', 'expired_card')).outcome).toBe('EXPIRED_CARD');
    expect(() => parse(cb('payment.succeeded'), 'card-sandbox-secret')).toThrow(
      expect.objectContaining({ code: Code.SIGNATURE_INVALID }),
    );
  });
});
