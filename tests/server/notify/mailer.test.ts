import { eq } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { outbox } from '../../../server/db/schema';
import { createMailer } from '../../../server/notify/mailer';
import { freshDatabase } from '../../support/server';

/** A local SMTP stand-in: records what it receives and refuses one recipient. */
const received: { to: string[]; data: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onRcptTo(address, _session, cb) {
    cb(address.address === 'refused@example.com' ? new Error('550 mailbox unavailable') : undefined);
  },
  onData(stream, session, cb) {
    let data = '';
    stream.on('data', (c: Buffer) => (data += c.toString()));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
      cb();
    });
  },
});

let database: Database;
let port = 0;
beforeAll(async () => {
  database = await freshDatabase();
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', () => r()));
  port = (smtp.server.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise<void>((r) => smtp.close(() => r()));
  await database.close();
});

const log = pino({ level: 'silent' });
const mailerFor = (url: string) =>
  createMailer({ db: database.db, smtpUrl: url, from: 'shop@example.com', log });

describe('mailer (transactional outbox)', () => {
  it('delivers a committed mail through SMTP and marks it sent', async () => {
    const mailer = mailerFor(`smtp://127.0.0.1:${port}`);
    await mailer.send({ to: 'member@example.com', subject: 'Hello', text: 'Body text' });
    expect(received.at(-1)?.to).toEqual(['member@example.com']);
    expect(received.at(-1)?.data).toContain('Body text');
    const [row] = await database.db.select().from(outbox).where(eq(outbox.recipient, 'member@example.com'));
    expect(row?.status).toBe('sent');
  });

  it('records nothing and sends nothing when the transaction rolls back', async () => {
    const mailer = mailerFor(`smtp://127.0.0.1:${port}`);
    const before = received.length;
    await expect(
      database.db.transaction(async (tx) => {
        await mailer.enqueue(tx as never, { to: 'ghost@example.com', subject: 'x', text: 'y' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await mailer.deliverPending();
    expect(received.length).toBe(before);
    expect(await database.db.select().from(outbox).where(eq(outbox.recipient, 'ghost@example.com'))).toEqual(
      [],
    );
  });

  it('marks a refused mail failed with the reason, and later mails still go out', async () => {
    const mailer = mailerFor(`smtp://127.0.0.1:${port}`);
    await mailer.enqueue(
      database.db,
      { to: 'refused@example.com', subject: 'a', text: 'b' },
      { to: 'next@example.com', subject: 'c', text: 'd' },
    );
    await mailer.deliverPending();
    const rows = await database.db.select().from(outbox);
    expect(rows.find((r) => r.recipient === 'refused@example.com')).toMatchObject({ status: 'failed' });
    expect(rows.find((r) => r.recipient === 'refused@example.com')?.error).toMatch(/550/);
    expect(rows.find((r) => r.recipient === 'next@example.com')?.status).toBe('sent');
  });

  it('keeps mail as the dev outbox when no SMTP server is configured', async () => {
    const mailer = mailerFor('');
    await mailer.send({ to: 'dev@example.com', subject: 'Code', text: '123456' });
    const [row] = await database.db.select().from(outbox).where(eq(outbox.recipient, 'dev@example.com'));
    expect(row).toMatchObject({ status: 'stored', body: '123456' });
  });
});
