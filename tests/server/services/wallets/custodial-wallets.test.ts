import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { custodialWallets } from '../../../../server/db/schema';
import { createLogger } from '../../../../server/log';
import {
  custodialSigner,
  ensureCustodialWallet,
} from '../../../../server/services/wallets/custodial-wallets';
import { databaseText } from '../../../support/db-text';
import { createTestSession } from '../../../support/members';
import { startTestServer, type TestServer } from '../../../support/server';

// The server's own logger at debug level, so every log line the wallet paths write is checked too.
const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(chunk.toString());
    done();
  },
});
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({}, { log: createLogger({ LOG_LEVEL: 'debug' }, sink) });
});
afterAll(async () => s.close());

describe('custodial wallets', () => {
  it('creates one wallet per member, sealed, and signs with it', async () => {
    const { memberId } = await createTestSession(s.deps.db);
    const a = await ensureCustodialWallet(s.deps, memberId);
    const b = await ensureCustodialWallet(s.deps, memberId);
    expect(b).toEqual(a);
    const signer = await custodialSigner(s.deps, memberId, null);
    expect(signer.address).toBe(a.address);
    const [row] = await s.deps.db
      .select()
      .from(custodialWallets)
      .where(eq(custodialWallets.memberId, memberId));
    expect(row!.keyId).toBe(s.deps.custody.keyId);
    expect(row!.keyCiphertext).not.toContain(signer.privateKey.slice(2));
  });

  it('keeps the private key out of every table and every answer', async () => {
    const session = await createTestSession(s.deps.db);
    const step = await s.request('GET', '/api/wallet/connect-url', { session, query: { walletType: 'OWN' } });
    const connected = await s.request('POST', '/api/players/connect', {
      session,
      form: { ref: step.data.ref, walletType: 'OWN' },
    });
    expect(connected.meta.code).toBe(200);
    const signer = await custodialSigner(s.deps, session.memberId, null);
    const key = signer.privateKey.slice(2).toLowerCase();
    const [row] = await s.deps.db
      .select()
      .from(custodialWallets)
      .where(eq(custodialWallets.memberId, session.memberId));

    const dump = (await databaseText(s.database)).toLowerCase();
    expect(dump).toContain(signer.address.toLowerCase()); // the dump does see the wallet…
    expect(dump).not.toContain(key); // …but never its key in clear (hex)
    expect(dump).not.toContain(Buffer.from(key, 'hex').toString('base64').toLowerCase());

    const answers = [
      connected,
      await s.request('GET', '/api/players/detail', { session }),
      await s.request('GET', '/api/members/detail', { session }),
      await s.request('GET', '/api/wallet/step', { session, query: { ref: step.data.ref } }),
    ];
    for (const a of answers) {
      const text = JSON.stringify(a.data).toLowerCase();
      expect(text).not.toContain(key);
      for (const sealed of [row!.keyCiphertext, row!.keyIv, row!.keyTag])
        expect(text).not.toContain(sealed.toLowerCase());
    }
    expect(JSON.stringify(answers[0]!.data)).toContain(signer.address);
    const log = lines.join('\n').toLowerCase();
    expect(log).toContain('chain ready'); // the sink does receive the server's lines
    expect(log).not.toContain(key);
    expect(log).not.toContain(row!.keyCiphertext.toLowerCase());
    expect(log).not.toContain(s.deps.env.CUSTONOMY_CALLBACK_SECRET.toLowerCase());
  });
});
