import { createHash, createHmac, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, sessions as sessionRows } from '../../../server/db/schema';
import { hashToken } from '../../../server/http/session';
import { DEV_SIGNING_KEY } from '../../../server/env';
import { canonicalString } from '../../../server/schemas/signature';
import {
  ALWAYS,
  baseline,
  CORPUS,
  type CorpusName,
  encodeCase,
  HEADER_CASES,
  LEAKS,
  type Operation,
  operationsOf,
  pathWith,
  pool,
  rotating,
  type WalkCase,
} from '../../support/malformed';
import { createTestSession } from '../../support/members';
import { startOidcProvider } from '../../support/oidc-provider';
import { fileOf, newCollection, newProduct, productForm } from '../routes/catalogue-fixtures';
import { startTestServer, type TestServer } from '../../support/server';

/**
 * Every operation of /api/openapi.json, every parameter, a fixed corpus of hostile values,
 * logged out and logged in as a demo member. No answer may be a 5xx or show a stack, SQL or a file path.
 * Nothing is skipped: uploads and provider callbacks get the same per-parameter corpus as the rest.
 */

/** Logged out, or logged in as the demo member (a session of the operation's own, see sessionHeaders). */
type Session = 'member' | null;
type Case = WalkCase<Session>;

let s: TestServer;
let dataDir: string;
let member: { memberId: string; token: string };
/** One session per operation, so an operation that ends sessions (logout) cannot log the others out. */
const sessions = new Map<string, { memberId: string; token: string }>();
/** Operations whose plain call ends the caller's session: every one of their cases gets a new session. */
const endsSession = new Set<string>();
let ops: Operation[];
let records: {
  main: [string, string];
  spare: [string, string];
  files: Record<string, string>;
  /** Whole valid forms (nested fields included) for the operations whose schema alone cannot make one. */
  forms: Record<string, Record<string, string>>;
};
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
        if (!['input refused outside the validator', 'unhandled error'].includes(entry.msg)) return;
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
  // A collection and an item of the demo member (and a spare pair for the deleting operations).
  const collection = await newCollection(s, member);
  const spare = await newCollection(s, member);
  records = {
    main: [collection, await newProduct(s, member, collection)],
    spare: [spare, await newProduct(s, member, spare)],
    files: {
      logoFileId: await fileOf(s, member.memberId, 'collection_logo'),
      featuredFileId: await fileOf(s, member.memberId, 'collection_featured'),
      bannerFileId: await fileOf(s, member.memberId, 'collection_banner'),
      coverFileId: await fileOf(s, member.memberId, 'item_cover'),
      fileId: await fileOf(s, member.memberId, 'item_file', 'video'),
    },
    forms: {},
  };
  const item = await productForm(s, member, collection);
  records.forms = { createProduct: item, updateProduct: { ...item, id: records.main[1] } };
  const res = await s.app.request('/api/openapi.json');
  ops = operationsOf(await res.json());
}, 60_000);
afterAll(async () => {
  await s?.close();
  await provider?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Sends one case signed as DESIGN §4 says; answers the status and the body (and Location) as text. */
async function send(c: Case): Promise<{ status: number; text: string }> {
  const { path, body, contentType } = await encodeCase(c);
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
    ...(c.session ? await sessionHeaders(c.op) : {}),
    ...c.headers,
  };
  const res = await s.app.request(path, { method: c.op.method, headers, ...(body ? { body } : {}) });
  return { status: res.status, text: `${res.headers.get('location') ?? ''}\n${await res.text()}` };
}

/** Another live session of the demo member, as a second login would give. */
async function newSession() {
  const token = randomBytes(32).toString('hex');
  await s.deps.db.insert(sessionRows).values({
    tokenHash: hashToken(token),
    memberId: member.memberId,
    expiresAt: new Date(s.clock.now.getTime() + 24 * 3600_000),
  });
  return { memberId: member.memberId, token };
}

async function sessionHeaders(op: Operation) {
  let session = endsSession.has(op.id) ? undefined : sessions.get(op.id);
  if (!session) {
    session = await newSession();
    if (!endsSession.has(op.id)) sessions.set(op.id, session);
  }
  return { 'X-Member-Id': session.memberId, 'X-Token': session.token };
}

/** Ids of records the demo member owns, by parameter name, for the operations of a path. */
function knownFor(op: Operation): Record<string, string> {
  // Deleting operations get records of their own, so their plain call leaves the others' in place.
  const [collectionId, productId] = op.id.startsWith('delete') ? records.spare : records.main;
  const id = op.path.startsWith('/api/collections') ? collectionId : productId;
  return { ...records.files, memberId: member.memberId, collectionId, productId, id };
}

/** The parameters of an operation with plausible values, so each case varies exactly one of them. */
function baselineOf(op: Operation, where: 'query' | 'form') {
  const out: Record<string, string> = {};
  const known = knownFor(op);
  for (const [name, schema] of Object.entries(op[where])) {
    if (name === 'id' && !/^\/api\/(collections|products|favourites)/.test(op.path)) delete known.id;
    const v = baseline(name, schema, known);
    if (v !== undefined) out[name] = v;
  }
  return out;
}

/**
 * The path, query and form cases of one operation for one session. `full` sends the whole sample per
 * parameter; otherwise (a logged-out caller of a login-only operation, refused before validation) only NUL.
 */
function casesOf(op: Operation, session: Session, n: { i: number }, full: boolean): Case[] {
  const query = baselineOf(op, 'query');
  const form = { ...baselineOf(op, 'form'), ...records.forms[op.id] };
  const pathBase = Object.fromEntries(
    Object.entries(op.pathParams).map(([p, schema]) => [
      p,
      baseline(p, schema, knownFor(op)) ?? 'a'.repeat(24),
    ]),
  );
  const base = { op, session, query, ...(op.method !== 'GET' ? { form } : {}), path: pathWith(op, pathBase) };
  const cases: Case[] = [{ ...base, label: 'baseline' }];
  const params = [
    ...Object.keys(op.pathParams).map((p) => ['path', p] as const),
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

describe('malformed input walk over /api/openapi.json', () => {
  it('covers every operation and never answers 5xx, a stack, SQL or a file path', async () => {
    expect(ops.length).toBeGreaterThanOrEqual(91);
    // Probe each operation with its plain call, logged out and in. Operations a logged-out caller is refused
    // before validation get a lighter logged-out walk; those that end the session get a session per case.
    const settings = ops.find((o) => o.id === 'getLoginSettings')!;
    const loginOnly = new Set<string>();
    const refusedMember: string[] = [];
    // 32 operations at once, as the walk below: each has a session of its own and probes one after another, so
    // concurrency changes no answer, and more requests arriving together share the nonce inserts (2.9 s -> 2.1 s).
    await pool(ops, 32, async (op) => {
      const plain = (session: Session): Case => ({
        op,
        session,
        label: 'probe',
        query: baselineOf(op, 'query'),
        ...(op.method !== 'GET' ? { form: { ...baselineOf(op, 'form'), ...records.forms[op.id] } } : {}),
        path: pathWith(op, {}),
      });
      if ((await send(plain(null))).status === 401) loginOnly.add(op.id);
      if ((await send(plain('member'))).status === 401) refusedMember.push(op.id);
      const still = await send({
        op: settings,
        session: 'member',
        label: 'probe',
        headers: await sessionHeaders(op),
      });
      if (still.status === 401) endsSession.add(op.id);
    });
    // The logged-in walk must really be logged in (a lost session would turn it into a 401 walk); these four
    // answer 401 to the plain call's made-up credentials or ticket.
    expect(refusedMember.sort()).toEqual([
      'byonCallback',
      'exchangeTokenLogin',
      'googleLoginComplete',
      'login',
      'loginByName',
      // A provider callback without the provider's signature is refused 401 (SIGNATURE_INVALID).
      'mastercardCallback',
      'spiralCallback',
      'stripeWebhook',
    ]);

    const n = { i: 0 };
    const cases: Case[] = [];
    ops.forEach((op, k) => {
      cases.push(...casesOf(op, null, n, !loginOnly.has(op.id)), ...casesOf(op, 'member', n, true));
      // Every header case, each on half of the operations (alternating), all logged in.
      Object.entries(HEADER_CASES).forEach(([name, headers], i) => {
        if (i % 2 !== k % 2) return;
        cases.push({ op, session: 'member', label: `header ${name}`, headers, path: pathWith(op, {}) });
      });
    });

    const failures: string[] = [];
    const covered = new Set<string>();
    // 32 cases in flight, not 8: the server writes the nonces of requests that arrive together in one insert
    // (server/http/nonce-recorder.ts), so the walk took a third less time for the same cases.
    await pool(cases, 32, async (c) => {
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
    // The walk grows with every operation added: about 4 minutes on a loaded 2-core machine.
  }, 300_000);
});
