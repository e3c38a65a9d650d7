import { createHash, createHmac, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../../server/db/schema';
import { DEV_SIGNING_KEY } from '../../../server/env';
import { canonicalString } from '../../../server/schemas/signature';
import {
  ALWAYS,
  baseline,
  CORPUS,
  type CorpusName,
  type Operation,
  operationsOf,
  rotating,
} from '../../support/malformed';
import { createTestSession } from '../../support/members';
import { startOidcProvider } from '../../support/oidc-provider';
import { formBody, startTestServer, type TestServer } from '../../support/server';

/**
 * Issue 12 part 6: every operation of /api/openapi.json, every parameter, a fixed corpus of hostile values,
 * logged out and logged in as a demo member. No answer may be a 5xx or show a stack, SQL or a file path.
 * Nothing is skipped: uploads and provider callbacks get the same per-parameter corpus as the rest.
 */

/** What an answer must never show: stack frames, SQL or server file paths. */
const LEAKS: [string, RegExp][] = [
  ['stack frame', /\n\s+at |\bat [\w.<>]+ \(/],
  ['file path', /\/work\/|node_modules|\/server\/|\.ts:\d+/],
  ['SQL text', /\bSELECT\b|\bINSERT INTO\b|\bviolates\b|syntax error|\bpglite\b|\bpostgres\b|SQLSTATE/i],
];

type Session = { memberId: string; token: string } | null;
type Case = {
  op: Operation;
  label: string;
  session: Session;
  path?: string;
  query?: Record<string, string | string[]>;
  form?: Record<string, string | string[]>;
  multipart?: boolean;
  headers?: Record<string, string>;
};

let s: TestServer;
let dataDir: string;
let member: { memberId: string; token: string };
let ops: Operation[];
let ipCounter = 0;
let provider: Awaited<ReturnType<typeof startOidcProvider>>;
/** Values PostgreSQL refused (the safety net in app.ts onError): each means a schema let a bad value through. */
const refusedBelow: string[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'malformed-walk-'));
  // A reachable Google issuer, so googleLogin answers from its own checks and not "issuer unavailable".
  const APP = 'http://marketplace.test';
  const client = { clientId: 'walk', clientSecret: 'walk-secret-0123456789' };
  provider = await startOidcProvider({ ...client, redirectUri: `${APP}/api/callbacks/google` });
  const log = pino(
    { level: 'warn' },
    {
      write: (line: string) => {
        const entry = JSON.parse(line) as { msg: string; path?: string; err?: { message?: string } };
        refusedBelow.push(`${entry.path}: ${entry.msg}: ${entry.err?.message?.slice(0, 160)}`);
      },
    },
  );
  // Each request comes from its own X-Forwarded-For address, so no rate limit (fixed or env) can answer 429
  // by chance and hide what the parameter would have caused.
  s = await startTestServer(
    {
      DATA_DIR: dataDir,
      TRUST_PROXY: true,
      GOOGLE_ISSUER: provider.issuer,
      GOOGLE_CLIENT_ID: client.clientId,
      GOOGLE_CLIENT_SECRET: client.clientSecret,
      PUBLIC_URL: APP,
    },
    { log },
  );
  member = await createTestSession(s.deps.db, { name: 'Demo Creator', email: 'creator@demo.local' });
  await s.deps.db
    .update(members)
    .set({ loginName: 'demo_creator', permiTagValues: ['CREATE'] })
    .where(eq(members.id, member.memberId));
  const res = await s.app.request('/api/openapi.json');
  ops = operationsOf(await res.json());
}, 60_000);
afterAll(async () => {
  await s?.close();
  await provider?.close();
  await rm(dataDir, { recursive: true, force: true });
});

function append(p: URLSearchParams | FormData, values: Record<string, string | string[]>) {
  for (const [k, v] of Object.entries(values)) for (const x of Array.isArray(v) ? v : [v]) p.append(k, x);
}

/** Sends one case signed as DESIGN §4 says; answers the status and the body (and Location) as text. */
async function send(c: Case): Promise<{ status: number; text: string }> {
  const qs = c.query && Object.keys(c.query).length ? `?${formBody(c.query)}` : '';
  const path = (c.path ?? c.op.path) + qs;
  let body: Uint8Array<ArrayBuffer> | undefined;
  let contentType: string | undefined;
  if (c.form && c.multipart) {
    const fd = new FormData();
    append(fd, c.form);
    const req = new Request('http://local/', { method: 'POST', body: fd });
    body = new Uint8Array(await req.arrayBuffer());
    contentType = req.headers.get('content-type')!;
  } else if (c.form) {
    body = new TextEncoder().encode(formBody(c.form));
    contentType = 'application/x-www-form-urlencoded';
  }
  const ts = String(s.clock.now.getTime());
  const nonce = randomBytes(12).toString('hex');
  const hash = createHash('sha256')
    .update(body ?? '')
    .digest('hex');
  const sig = createHmac('sha256', DEV_SIGNING_KEY)
    .update(canonicalString(c.op.method, path, ts, nonce, hash))
    .digest('hex');
  ipCounter += 1;
  const headers: Record<string, string> = {
    'X-Timestamp': ts,
    'X-Nonce': nonce,
    'X-Signature': sig,
    'X-Forwarded-For': `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`,
    ...(contentType ? { 'Content-Type': contentType } : {}),
    ...(c.session ? { 'X-Member-Id': c.session.memberId, 'X-Token': c.session.token } : {}),
    ...c.headers,
  };
  const res = await s.app.request(path, { method: c.op.method, headers, ...(body ? { body } : {}) });
  return { status: res.status, text: `${res.headers.get('location') ?? ''}\n${await res.text()}` };
}

/** The parameters of an operation with plausible values, so each case varies exactly one of them. */
function baselineOf(op: Operation, where: 'query' | 'form') {
  const out: Record<string, string> = {};
  for (const [name, schema] of Object.entries(op[where])) {
    const v = baseline(name, schema, member.memberId);
    if (v !== undefined) out[name] = v;
  }
  return out;
}

function pathWith(op: Operation, values: Record<string, string>) {
  return op.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(values[k] ?? 'x'));
}

/**
 * The path, query and form cases of one operation for one session. `full` sends the whole sample per
 * parameter; otherwise (a logged-out caller of a login-only operation, refused before validation) only NUL.
 */
function casesOf(op: Operation, session: Session, n: { i: number }, full: boolean): Case[] {
  const query = baselineOf(op, 'query');
  const form = baselineOf(op, 'form');
  const pathBase = Object.fromEntries(op.pathParams.map((p) => [p, 'a'.repeat(24)]));
  const base = { op, session, query, ...(op.method !== 'GET' ? { form } : {}), path: pathWith(op, pathBase) };
  const cases: Case[] = [{ ...base, label: 'baseline' }];
  const params = [
    ...op.pathParams.map((p) => ['path', p] as const),
    ...Object.keys(op.query).map((p) => ['query', p] as const),
    ...Object.keys(op.form).map((p) => ['form', p] as const),
  ];
  for (const [where, name] of params) {
    const names: CorpusName[] = full ? [...ALWAYS, ...rotating(n.i++, 3)] : ['nul'];
    for (const value of names) {
      const v = CORPUS[value]!;
      const label = `${where}.${name}=${value}`;
      if (where === 'path') {
        const one = Array.isArray(v) ? v.join(',') : v;
        cases.push({ ...base, label, path: pathWith(op, { ...pathBase, [name]: one }) });
      } else if (where === 'query') cases.push({ ...base, label, query: { ...query, [name]: v } });
      else cases.push({ ...base, label, form: { ...form, [name]: v } });
    }
    if (!full) continue;
    // The same field as multipart (the uploads' encoding) and as a bracketed object where a scalar is due.
    if (where === 'form') {
      const nul = { ...form, [name]: CORPUS.nul! };
      cases.push({ ...base, label: `form.${name}=nul (multipart)`, multipart: true, form: nul });
      cases.push({ ...base, label: `form.${name}[x][y]=nested`, form: { ...form, [`${name}[x][y]`]: 'z' } });
    } else if (where === 'query') {
      cases.push({ ...base, label: `query.${name}[x]=nested`, query: { ...query, [`${name}[x]`]: 'z' } });
    }
  }
  return cases;
}

/** Headers read outside the validator: the session pair, the client address, the signature's timestamp. */
const HEADER_CASES: Record<string, Record<string, string>> = {
  memberIdDashes: { 'X-Member-Id': '------------------------------------', 'X-Token': 'x'.repeat(64) },
  memberIdNotHex: { 'X-Member-Id': '00000000-0000-0000-0000-00000000000g', 'X-Token': 'x' },
  memberIdHuge: { 'X-Member-Id': 'x'.repeat(100_000), 'X-Token': 'x' },
  tokenC1: { 'X-Member-Id': '00000000-0000-4000-8000-000000000000', 'X-Token': 'a\u0085\u009b' },
  forwardedHuge: { 'X-Forwarded-For': '1'.repeat(20_000) },
  forwardedSql: { 'X-Forwarded-For': "'; DROP TABLE rate_limits; --" },
  forwardedC1: { 'X-Forwarded-For': '\u0085\u0090, 10.0.0.1' },
  timestampHuge: { 'X-Timestamp': '99999999999999999999' },
};

async function pool<T>(items: T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

describe('malformed input walk over /api/openapi.json', () => {
  it('covers every operation and never answers 5xx, a stack, SQL or a file path', async () => {
    expect(ops.length).toBeGreaterThanOrEqual(91);
    // Operations a logged-out caller is refused before validation get a lighter logged-out walk.
    const loginOnly = new Set<string>();
    await pool(ops, 8, async (op) => {
      const q = baselineOf(op, 'query');
      const form = op.method !== 'GET' ? { form: baselineOf(op, 'form') } : {};
      const { status } = await send({
        op,
        session: null,
        label: 'probe',
        query: q,
        ...form,
        path: pathWith(op, {}),
      });
      if (status === 401) loginOnly.add(op.id);
    });

    const n = { i: 0 };
    const cases: Case[] = [];
    ops.forEach((op, k) => {
      cases.push(...casesOf(op, null, n, !loginOnly.has(op.id)), ...casesOf(op, member, n, true));
      // Every header case, each on half of the operations (alternating), all logged in.
      Object.entries(HEADER_CASES).forEach(([name, headers], i) => {
        if (i % 2 !== k % 2) return;
        cases.push({ op, session: member, label: `header ${name}`, headers, path: pathWith(op, {}) });
      });
    });

    const failures: string[] = [];
    const covered = new Set<string>();
    await pool(cases, 8, async (c) => {
      const { status, text } = await send(c);
      covered.add(c.op.id);
      const who = c.session ? 'member' : 'anonymous';
      if (status >= 500) failures.push(`${c.op.id} ${c.label} (${who}): ${status} ${text.slice(0, 120)}`);
      for (const [what, re] of LEAKS) {
        if (re.test(text))
          failures.push(`${c.op.id} ${c.label} (${who}): shows ${what}: ${text.slice(0, 200)}`);
      }
    });

    expect([...covered].sort()).toEqual(ops.map((o) => o.id).sort());
    expect(failures).toEqual([]);
    // A value PostgreSQL had to refuse (answered 400 by the safety net) still means a schema let it through.
    expect(refusedBelow).toEqual([]);
  }, 120_000);
});
