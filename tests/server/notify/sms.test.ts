import { createServer, type IncomingMessage, type Server } from 'node:http';
import { desc } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { outbox } from '../../../server/db/schema';
import { createSmsProvider } from '../../../server/notify/sms';
import { createHttpSmsProvider } from '../../../server/notify/sms-http';
import { freshDatabase } from '../../support/server';

const TOKEN = 'gateway-token-123';
/** A local SMS gateway stand-in: checks the bearer token, records messages, fails when asked to. */
const received: { to: string; text: string }[] = [];
let failNext = 0;
let hang = false;
const gateway: Server = createServer((req: IncomingMessage, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    if (hang) return; // never answers
    if (req.headers.authorization !== `Bearer ${TOKEN}`) {
      res.writeHead(401).end();
      return;
    }
    if (req.method !== 'POST' || req.headers['content-type'] !== 'application/json') {
      res.writeHead(400).end();
      return;
    }
    if (failNext > 0) {
      failNext--;
      res.writeHead(500).end('boom');
      return;
    }
    received.push(JSON.parse(body) as { to: string; text: string });
    res.writeHead(202, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
});

let database: Database;
let url = '';
const log = pino({ level: 'silent' });
beforeAll(async () => {
  database = await freshDatabase();
  await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', () => r()));
  url = `http://127.0.0.1:${(gateway.address() as { port: number }).port}/sms`;
});
afterAll(async () => {
  gateway.closeAllConnections();
  await new Promise<void>((r) => gateway.close(() => r()));
  await database.close();
});

const lastRow = async () => (await database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1))[0];

describe('http SMS provider', () => {
  it('posts {to, text} with the bearer token and records the message as sent', async () => {
    const sms = createSmsProvider(
      { SMS_PROVIDER: 'http', SMS_HTTP_URL: url, SMS_HTTP_TOKEN: TOKEN },
      database.db,
      log,
    );
    await sms.send('+85291234567', 'Your code is 123456');
    expect(received.at(-1)).toEqual({ to: '+85291234567', text: 'Your code is 123456' });
    const row = await lastRow();
    expect(row).toMatchObject({ channel: 'sms', recipient: '+85291234567', status: 'sent' });
    expect(row?.sentAt).not.toBeNull();
  });

  it('a 500 answer throws and records the message as failed; the next send works', async () => {
    const sms = createSmsProvider(
      { SMS_PROVIDER: 'http', SMS_HTTP_URL: url, SMS_HTTP_TOKEN: TOKEN },
      database.db,
      log,
    );
    failNext = 1;
    const before = received.length;
    await expect(sms.send('+8613812345678', 'one')).rejects.toThrow(/HTTP 500/);
    expect(received.length).toBe(before);
    expect(await lastRow()).toMatchObject({ status: 'failed', error: expect.stringContaining('500') });
    await sms.send('+8613812345678', 'two');
    expect(received.at(-1)?.text).toBe('two');
  });

  it('a wrong token is a failure too', async () => {
    const sms = createSmsProvider(
      { SMS_PROVIDER: 'http', SMS_HTTP_URL: url, SMS_HTTP_TOKEN: 'wrong' },
      database.db,
      log,
    );
    await expect(sms.send('+85291234567', 'x')).rejects.toThrow(/HTTP 401/);
    const row = await lastRow();
    expect(row?.status).toBe('failed');
    expect(row?.error).not.toContain('wrong');
  });

  it('gives up after the timeout', async () => {
    hang = true;
    try {
      const post = createHttpSmsProvider({ url, token: TOKEN, timeoutMs: 200 });
      await expect(post.send('+85291234567', 'x')).rejects.toThrow(/timeout|abort/i);
    } finally {
      hang = false;
    }
  });
});

describe('dev SMS provider', () => {
  it('stores the message in the outbox for the dev mailbox', async () => {
    const sms = createSmsProvider(
      { SMS_PROVIDER: 'dev', SMS_HTTP_URL: '', SMS_HTTP_TOKEN: '' },
      database.db,
      log,
    );
    await sms.send('+85261234567', 'dev text');
    expect(await lastRow()).toMatchObject({
      channel: 'sms',
      recipient: '+85261234567',
      body: 'dev text',
      status: 'stored',
    });
  });
});
