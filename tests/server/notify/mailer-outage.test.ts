import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { oneTimeCodes, outbox } from '../../../server/db/schema';
import { ApiError } from '../../../server/http/errors';
import { createMailer } from '../../../server/notify/mailer';
import { createSmsProvider } from '../../../server/notify/sms';
import { Code } from '../../../server/schemas/codes';
import { issueCode } from '../../../server/services/members/otp';
import { freshDatabase } from '../../support/server';

/** A TCP server on a loopback port that does `onConnect` to every connection (drop it, or hold it silently). */
async function tcpServer(onConnect: (socket: Socket) => void, port = 0): Promise<Server> {
  const server = createServer(onConnect);
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return server;
}
const portOf = (s: Server) => (s.address() as AddressInfo).port;
const close = (s: Server) => new Promise((r) => s.close(r));

/** A free port with nothing listening: connections are refused. */
async function refusedPort() {
  const s = await tcpServer(() => {});
  const port = portOf(s);
  await close(s);
  return port;
}

/** A logger whose lines the test can read. */
function recordingLog() {
  const lines: { msg: string; err?: { message?: string } }[] = [];
  const log = pino({ level: 'info' }, { write: (l: string) => void lines.push(JSON.parse(l)) });
  return { log, lines, warnings: () => lines.filter((l) => l.msg === 'mail delivery failed').length };
}

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const rowsTo = (to: string) => database.db.select().from(outbox).where(eq(outbox.recipient, to));

describe('mail while the SMTP server is down', () => {
  it('keeps a mail stored through a refused connection, logs the outage once, and sends it when SMTP is back', async () => {
    const port = await refusedPort();
    const { log, lines, warnings } = recordingLog();
    const mailer = createMailer({
      db: database.db,
      smtpUrl: `smtp://user:pw@127.0.0.1:${port}`,
      from: 'a@x',
      log,
    });
    await mailer.send({ to: 'later@example.com', subject: 's', text: 'kept for later' });
    await mailer.deliverPending();
    const [row] = await rowsTo('later@example.com');
    expect(row).toMatchObject({ status: 'stored' });
    expect(row!.error).toMatch(/ECONNREFUSED/);
    expect(warnings()).toBe(1);
    expect(JSON.stringify(lines)).not.toContain(':pw@');

    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onAuth: (_auth, _session, cb) => cb(null, { user: 'user' }),
      onData(stream, _session, cb) {
        let data = '';
        stream.on('data', (c: Buffer) => (data += c.toString()));
        stream.on('end', () => (received.push(data), cb()));
      },
    });
    await new Promise<void>((r) => smtp.listen(port, '127.0.0.1', () => r()));
    try {
      await mailer.deliverPending();
      expect((await rowsTo('later@example.com'))[0]).toMatchObject({ status: 'sent', error: null });
      expect(received.join()).toContain('kept for later');
      expect(lines.some((l) => l.msg === 'smtp server reachable again')).toBe(true);
    } finally {
      await new Promise<void>((r) => smtp.close(() => r()));
    }
  });

  it('answers a login code UNAVAILABLE when the server drops the connection, and keeps no code or mail to send', async () => {
    const sockets: Socket[] = [];
    const dropping = await tcpServer((s) => (sockets.push(s), s.destroy()));
    const { log } = recordingLog();
    const db = database.db;
    const deps = {
      db,
      mailer: createMailer({ db, smtpUrl: `smtp://127.0.0.1:${portOf(dropping)}`, from: 'a@x', log }),
      sms: createSmsProvider({ SMS_PROVIDER: 'dev', SMS_HTTP_URL: '', SMS_HTTP_TOKEN: '' }, db, log),
      now: () => new Date(),
    };
    try {
      const err = await issueCode(deps, {
        channel: 'email',
        recipient: 'drop@example.com',
        purpose: 'login',
      }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiError);
      expect((err as ApiError).code).toBe(Code.UNAVAILABLE);
      expect(sockets.length).toBeGreaterThan(0);
      expect(
        await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.recipient, 'drop@example.com')),
      ).toEqual([]);
      // Failed, not stored: the sweep must not send a dead code later.
      expect((await rowsTo('drop@example.com')).map((r) => r.status)).toEqual(['failed']);
    } finally {
      await close(dropping);
    }
  });

  it('gives up within the greeting timeout on a server that accepts and never speaks', async () => {
    const held: Socket[] = [];
    const silent = await tcpServer((s) => void held.push(s));
    const mailer = createMailer({
      db: database.db,
      smtpUrl: `smtp://127.0.0.1:${portOf(silent)}`,
      from: 'a@x',
      log: recordingLog().log,
    });
    try {
      const [id] = await mailer.enqueue(database.db, { to: 'silent@example.com', subject: 's', text: 't' });
      const t0 = Date.now();
      expect(await mailer.deliverNow([id!])).toBe(false);
      expect(Date.now() - t0).toBeLessThan(7_000);
      expect((await rowsTo('silent@example.com'))[0]?.status).toBe('failed');
    } finally {
      held.forEach((s) => s.destroy());
      await close(silent);
    }
  }, 15_000);

  it('survives a pooled transport whose connections are dropped (no unhandled error event)', async () => {
    const dropping = await tcpServer((s) => s.destroy());
    const mailer = createMailer({
      db: database.db,
      smtpUrl: `smtp://127.0.0.1:${portOf(dropping)}?pool=true`,
      from: 'a@x',
      log: recordingLog().log,
    });
    try {
      await mailer.send({ to: 'pooled@example.com', subject: 's', text: 't' });
      await new Promise((r) => setTimeout(r, 200));
      expect((await rowsTo('pooled@example.com'))[0]?.status).toBe('stored');
    } finally {
      await close(dropping);
    }
  });
});
