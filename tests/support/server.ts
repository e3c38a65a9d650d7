import { createHash, createHmac, randomBytes } from 'node:crypto';
import type PgBoss from 'pg-boss';
import pino, { type Logger } from 'pino';
import { createApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { DEV_SIGNING_KEY, readEnv, type Env } from '../../server/env';
import type { Deps } from '../../server/http/context';
import type { Queue } from '../../server/jobs/queue';
import { createMailer } from '../../server/notify/mailer';
import { createChains } from '../../server/chain/chains';
import { createCustody } from '../../server/chain/custody';
import { canonicalString } from '../../server/schemas/signature';
import { createStorage } from '../../server/storage/select';
import { pgliteDatabase, postgresDatabase } from './db-template';

/**
 * A fresh database per test file: in-memory PGlite, or a new PostgreSQL database when TEST_DATABASE_URL is
 * set (the test script starts one on a free loopback port); both copies of the run's migrated template.
 */
export async function freshDatabase(): Promise<Database> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return pgliteDatabase();
  return (await postgresDatabase(base)).database;
}

/**
 * A queue that records jobs instead of running pg-boss; tests that need real jobs start startQueue. `options`
 * holds each sent job's options (same index as `sent`); a recorded job is never run, so it stays open.
 */
export function recordingQueue(): Queue & {
  sent: { name: string; data: object }[];
  options: (PgBoss.SendOptions | undefined)[];
} {
  const sent: { name: string; data: object }[] = [];
  const options: (PgBoss.SendOptions | undefined)[] = [];
  return {
    sent,
    options,
    boss: undefined as never,
    async send(name, data, opts) {
      sent.push({ name, data });
      options.push(opts);
      return String(sent.length);
    },
    async ensure() {},
    created: () => true,
    async openKeys(name) {
      const keys = sent.flatMap((j, i) => (j.name === name && options[i]?.singletonKey) || []);
      return new Set(keys);
    },
    async work() {
      return 'recording-worker';
    },
    healthy: () => true,
    async stop() {},
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * The real app over a fresh database, with a clock tests may move and a signed-request helper. `opts.log`
 * replaces the silent logger (e.g. the server's own, writing to a test's stream).
 */
export async function startTestServer(overrides: Partial<Env> = {}, opts: { log?: Logger } = {}) {
  const database = await freshDatabase();
  const env = { ...readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_DATA: 'false' }), ...overrides };
  const log = opts.log ?? pino({ level: 'silent' });
  const clock = { now: new Date() };
  const deps: Deps = {
    db: database.db,
    env,
    log,
    mailer: createMailer({ db: database.db, smtpUrl: '', from: env.MAIL_FROM, log }),
    queue: recordingQueue(),
    // In-process chains start on first use, so tests that never touch a chain pay nothing for them.
    chains: createChains({ ...env, DATA_DIR: '' }, { log, db: database.db }),
    custody: createCustody(randomBytes(32)),
    // STORAGE=s3 with S3_* overrides puts uploads in a bucket (tests/server/routes/files-s3.test.ts).
    storage: createStorage(env, log),
    now: () => clock.now,
  };
  const app = createApp(deps);

  type Options = {
    query?: Record<string, string>;
    form?: Record<string, string | string[]>;
    session?: { memberId: string; token: string };
    headers?: Record<string, string>;
    timestamp?: number;
    nonce?: string;
    key?: string;
    unsigned?: boolean;
    /** Sent instead of the signed body, to prove tampering is caught. */
    sendBody?: string;
  };

  /** Sends a request signed exactly as DESIGN §4 says; options let tests break each part. Answers the Response. */
  async function requestRaw(method: string, path: string, o: Options = {}): Promise<Response> {
    const qs = o.query ? `?${new URLSearchParams(o.query)}` : '';
    const body = o.form ? formBody(o.form) : '';
    const ts = String(o.timestamp ?? clock.now.getTime());
    const nonce = o.nonce ?? randomBytes(12).toString('hex');
    const sig = createHmac('sha256', o.key ?? DEV_SIGNING_KEY)
      .update(canonicalString(method, path + qs, ts, nonce, createHash('sha256').update(body).digest('hex')))
      .digest('hex');
    const headers: Record<string, string> = {
      ...(o.unsigned ? {} : { 'X-Timestamp': ts, 'X-Nonce': nonce, 'X-Signature': sig }),
      ...(o.form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
      ...(o.session ? { 'X-Member-Id': o.session.memberId, 'X-Token': o.session.token } : {}),
      ...o.headers,
    };
    return app.request(path + qs, {
      method,
      headers,
      ...(o.form ? { body: o.sendBody ?? body } : {}),
    });
  }

  /** requestRaw's answer read as the JSON envelope. */
  async function request(method: string, path: string, o: Options = {}) {
    const res = await requestRaw(method, path, o);
    const json = (await res.json()) as { meta: { code: number; message: string }; data: any };
    return { status: res.status, ...json, headers: res.headers };
  }

  return {
    app,
    deps,
    database,
    clock,
    request,
    requestRaw,
    close: async () => {
      await deps.chains.close();
      await database.close();
    },
  };
}

export function formBody(form: Record<string, string | string[]>): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(form)) for (const x of Array.isArray(v) ? v : [v]) p.append(k, x);
  return p.toString();
}
