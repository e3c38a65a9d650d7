import { randomBytes, randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { parseEther, Wallet } from 'ethers';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Database } from '../../server/db/client';
import {
  ledgerEntries,
  memberWallets,
  members,
  sessions,
  walletRequests,
  withdrawals,
} from '../../server/db/schema';
import { Code } from '../../server/schemas/codes';
import { creditSale } from '../../server/services/wallets/balances';
import { PAYOUT_QUEUE } from '../../server/services/wallets/withdrawals/decide';
import { findPgBin, startPgTestServer, type PgTestServer } from '../../scripts/pg-test-server.mjs';
import { startApiProcess, type ApiProcess } from '../support/api-process';
import { createTestSession } from '../support/members';
import { signedFetch, type Answer } from '../support/signed-fetch';

// The database outage drill, run by `npm test` in a stage of its own (OUTAGE_TEST=1): it starts and
// kills its own PostgreSQL, so it never shares the cluster of the other PostgreSQL tests.
const run = process.env.OUTAGE_TEST === '1' && findPgBin() !== null;
// Any password is accepted (trust auth): it is there to prove no log line ever shows it.
const SECRET = `pw-${randomBytes(6).toString('hex')}`;
const WITHDRAWERS = 150;

type Seen = Answer & { api: number; at: number; kind: 'read' | 'signup' | 'withdraw'; subject?: string };

describe.skipIf(!run)('a database restart under traffic (two API processes on PostgreSQL)', () => {
  let pg: PgTestServer;
  let database: Database;
  const apis: ApiProcess[] = [];
  const withdrawers: { memberId: string; token: string }[] = [];

  beforeAll(async () => {
    pg = await startPgTestServer({ durable: true });
    const url = pg.url.replace('postgres@', `postgres:${SECRET}@`);
    database = await createDb({ url, dataDir: '' });
    await database.migrate();
    for (let i = 0; i < WITHDRAWERS; i++) {
      const session = await createTestSession(database.db);
      await database.db.insert(memberWallets).values({
        memberId: session.memberId,
        blockchain: 'ETHEREUM',
        address: Wallet.createRandom().address,
        walletType: 'METAMASK',
      });
      await creditSale(database.db, {
        memberId: session.memberId,
        blockchain: 'ETHEREUM',
        kind: 'FIXED',
        amountWei: parseEther('1'),
        orderId: randomUUID(),
      });
      withdrawers.push(session);
    }
    const shared = {
      DATABASE_URL: url,
      JOBS: 'true',
      OPEN_POLYGON: 'false',
      CUSTODY_KEY: randomBytes(32).toString('base64'),
      CHAIN_PLATFORM_KEY: `0x${randomBytes(32).toString('hex')}`,
      RATE_LIMIT_PER_MINUTE: '1000000',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
    };
    // One after the other: the second replays the first one's chain journal instead of racing its deploys.
    apis.push(await startApiProcess(shared));
    apis.push(await startApiProcess(shared));
  }, 400_000);

  afterAll(async () => {
    for (const api of apis) await api.stop();
    await database?.close();
    await pg?.stop();
  }, 60_000);

  it('answers 503/4503 within 2 s while it is down, 200 within 5 s after, no process exits, no write doubled', async () => {
    const seen: Seen[] = [];
    const failures: string[] = [];
    let stopTraffic = false;
    const record = async (api: number, kind: Seen['kind'], call: () => Promise<Answer>, subject?: string) => {
      const at = Date.now();
      try {
        seen.push({ ...(await call()), api, at, kind, ...(subject ? { subject } : {}) });
      } catch (err) {
        failures.push(`api ${api} ${kind}: ${(err as Error).message}`);
      }
    };
    const readers = apis.map(async (api, i) => {
      while (!stopTraffic) {
        await record(i, 'read', () => signedFetch(api.base, 'GET', '/api/wallet/rates'));
        await new Promise((r) => setTimeout(r, 50));
      }
    });
    let next = 0;
    const writers = apis.map(async (api, i) => {
      for (let who = withdrawers[next++]; who && !stopTraffic; who = withdrawers[next++]) {
        const session = who;
        const loginName = `fault_${randomBytes(5).toString('hex')}`;
        const form = { loginName, password: 'Passw0rd!x', confirm: 'Passw0rd!x', termsAccepted: 'true' };
        await record(
          i,
          'signup',
          () => signedFetch(api.base, 'POST', '/api/auth/signup-by-name', { form }),
          loginName,
        );
        const withdraw = () =>
          signedFetch(api.base, 'POST', '/api/wallet/withdraw', {
            form: { blockchain: 'ETHEREUM' },
            session,
          });
        await record(i, 'withdraw', withdraw, session.memberId);
        await new Promise((r) => setTimeout(r, 50));
      }
    });

    await new Promise((r) => setTimeout(r, 1500));
    await pg.crash();
    const downAt = Date.now();
    // Liveness stays up, readiness says the database is down.
    for (const api of apis) {
      expect((await fetch(`${api.base}/api/health`)).status).toBe(200);
      let ready: { status: number; body: any } | null = null;
      for (let t = Date.now(); Date.now() - t < 5000; await new Promise((r) => setTimeout(r, 200))) {
        const res = await fetch(`${api.base}/api/ready`);
        ready = { status: res.status, body: await res.json() };
        if (ready.body.data.database === 'down') break;
      }
      expect(ready).toMatchObject({ status: 503, body: { data: { status: 'down', database: 'down' } } });
    }
    await new Promise((r) => setTimeout(r, Math.max(0, downAt + 3000 - Date.now())));
    const upStarting = Date.now();
    await pg.restart();
    const upAt = Date.now();
    // Every process answers a database-bound call with 200 again within 5 s, without a restart.
    const backAfter: number[] = [];
    for (const [i, api] of apis.entries()) {
      let back = false;
      while (!back && Date.now() - upAt < 15_000) {
        const a = await signedFetch(api.base, 'GET', '/api/wallet/rates').catch(() => null);
        back = a?.status === 200;
        if (!back) await new Promise((r) => setTimeout(r, 100));
      }
      backAfter.push(Date.now() - upAt);
      expect(Date.now() - upAt, `api ${i} answered 200 again`).toBeLessThanOrEqual(5000);
    }
    await new Promise((r) => setTimeout(r, 1500));
    stopTraffic = true;
    await Promise.all([...readers, ...writers]);

    // No process exited, none stopped answering, nothing answered other than 200 or 503/4503.
    expect(apis.map((a) => a.exited())).toEqual([null, null]);
    expect(failures).toEqual([]);
    const outage = (s: Seen) => s.status === 503 && s.code === Code.DATABASE_UNAVAILABLE;
    expect(seen.filter((s) => s.status !== 200 && !outage(s))).toEqual([]);
    const whileDown = seen.filter((s) => s.at > downAt + 200 && s.at + s.ms < upStarting);
    console.log(
      `outage drill: ${seen.length} answers, ${whileDown.length} while down (slowest ` +
        `${Math.max(...whileDown.map((s) => s.ms))} ms), 200 again after ${backAfter.join(' / ')} ms`,
    );
    expect(whileDown.length).toBeGreaterThan(0);
    for (const s of whileDown) {
      expect(s).toMatchObject({ status: 503, code: Code.DATABASE_UNAVAILABLE });
      expect(s.ms).toBeLessThanOrEqual(2000);
    }
    expect(seen.filter((s) => s.kind === 'read' && s.at > upAt + 5000).every((s) => s.status === 200)).toBe(
      true,
    );

    await checkWrites(seen);
    await checkLogs();
    await checkJobsResume();
  }, 120_000);

  /** Every sign-up and withdrawal is wholly there or wholly absent; asked again, none is doubled. */
  async function checkWrites(seen: Seen[]) {
    const db = database.db;
    const signups = seen.filter((s) => s.kind === 'signup');
    expect(signups.some((s) => s.status === 200)).toBe(true);
    for (const s of signups) {
      const rows = await db.select({ id: members.id }).from(members).where(eq(members.loginName, s.subject!));
      if (s.status === 200) expect(rows).toHaveLength(1);
      expect(rows.length).toBeLessThanOrEqual(1);
      if (rows[0])
        expect(await db.$count(sessions, eq(sessions.memberId, rows[0].id))).toBeGreaterThanOrEqual(1);
      // The client asks again after a 503: it is created now, or it was there (ALREADY_REGISTERED); once.
      const form = {
        loginName: s.subject!,
        password: 'Passw0rd!x',
        confirm: 'Passw0rd!x',
        termsAccepted: 'true',
      };
      const again = await signedFetch(apis[0]!.base, 'POST', '/api/auth/signup-by-name', { form });
      expect([Code.OK, Code.ALREADY_REGISTERED]).toContain(again.code);
      if (rows.length === 1) expect(again.code).toBe(Code.ALREADY_REGISTERED);
      expect(await db.$count(members, eq(members.loginName, s.subject!))).toBe(1);
    }
    for (const s of seen.filter((x) => x.kind === 'withdraw')) {
      const memberId = s.subject!;
      const count = async () => {
        const w = await db
          .select({ id: withdrawals.id })
          .from(withdrawals)
          .where(eq(withdrawals.memberId, memberId));
        const ids = w.map((x) => x.id);
        const debits = ids.length ? await db.$count(ledgerEntries, inArray(ledgerEntries.refId, ids)) : 0;
        const steps = await db.$count(walletRequests, eq(walletRequests.memberId, memberId));
        return { withdrawals: ids.length, debits, steps };
      };
      const before = await count();
      if (s.status === 200) expect(before.withdrawals).toBe(1);
      expect(before.withdrawals).toBeLessThanOrEqual(1);
      expect(before).toEqual({
        withdrawals: before.withdrawals,
        debits: 2 * before.withdrawals,
        steps: before.withdrawals,
      });
      const session = { memberId, token: withdrawers.find((w) => w.memberId === memberId)!.token };
      const again = await signedFetch(apis[1]!.base, 'POST', '/api/wallet/withdraw', {
        form: { blockchain: 'ETHEREUM' },
        session,
      });
      expect(again.code).toBe(before.withdrawals === 1 ? Code.WITHDRAW_BELOW_MINIMUM : Code.OK);
      expect(await count()).toEqual({ withdrawals: 1, debits: 2, steps: 1 });
    }
  }

  /** The outage is logged once per process, its end too, and the connection string's password never. */
  async function checkLogs() {
    for (const api of apis) {
      const out = api.output();
      expect(out).not.toContain(SECRET);
      expect(out.match(/database unreachable/g)?.length ?? 0).toBe(1);
      expect(out).toContain('database reachable again');
      expect(out).not.toMatch(/Unhandled 'error' event|unhandled rejection/i);
    }
  }

  /** pg-boss workers poll again: a job sent after the restart is taken and completed by one of them. */
  async function checkJobsResume() {
    const boss = new PgBoss({
      connectionString: pg.url,
      schema: 'pgboss',
      supervise: false,
      schedule: false,
      migrate: false,
    });
    boss.on('error', () => {});
    await boss.start();
    try {
      const id = await boss.send(PAYOUT_QUEUE, { withdrawalId: randomUUID() });
      let state = '';
      for (let t = Date.now(); state !== 'completed' && Date.now() - t < 20_000;) {
        await new Promise((r) => setTimeout(r, 250));
        const { rows } = await database.executeSql('select state from pgboss.job where id = $1', [id]);
        state = String((rows[0] as { state?: string } | undefined)?.state ?? '');
      }
      expect(state).toBe('completed');
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
    for (const api of apis) expect((await fetch(`${api.base}/api/ready`)).status).toBe(200);
  }
});
