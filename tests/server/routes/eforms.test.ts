import { randomBytes } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  custodialWallets,
  eformSubmissions,
  merchants,
  members,
  memberWallets,
  outbox,
  sessions,
} from '../../../server/db/schema';
import { hashToken } from '../../../server/http/session';
import { Code } from '../../../server/schemas/codes';
import { createTestSession } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
  // The QR codes below are SHOP1's: a mini page registers only for a known merchant.
  await s.deps.db.insert(merchants).values({ mcId: 'SHOP1', name: 'Shop one', type: 'COUPON' });
});
afterAll(() => s.close());
// The otp bucket allows 10 requests a minute per client: each test starts in a new minute.
beforeEach(() => {
  s.clock.now = new Date(s.clock.now.getTime() + 61_000);
});

/** A real captcha and its answer, read from the generator's own result. */
async function photoCode() {
  const spy = vi.spyOn(svgCaptcha, 'create');
  const r = await s.request('GET', '/api/captcha');
  const text = (spy.mock.results.at(-1)!.value as { text: string }).text;
  spy.mockRestore();
  return { captchaId: r.data.captchaId as string, captchaText: text };
}

const mails = (to: string) =>
  s.deps.db.select().from(outbox).where(eq(outbox.recipient, to)).orderBy(desc(outbox.id));
const lastCode = async (to: string) => /\b(\d{6})\b/.exec((await mails(to))[0]!.body)![1]!;
const unique = (name: string) => `${name}-${randomBytes(4).toString('hex')}@example.com`;
type Session = { memberId: string; token: string };

const submit = async (email: string, session?: Session, extra: Record<string, string> = {}) =>
  s.request('POST', '/api/eforms', {
    form: { type: 'mcard', mcId: 'SHOP1', email, ...(await photoCode()), ...extra },
    ...(session ? { session } : {}),
  });
const complete = (form: Record<string, string>, session?: Session) =>
  s.request('POST', '/api/eforms/complete', {
    form: { termsAccepted: 'true', ...form },
    ...(session ? { session } : {}),
  });
const memberByEmail = async (email: string) =>
  (
    await s.deps.db
      .select()
      .from(members)
      .where(eq(sql`lower(${members.email})`, email))
  )[0];
const bindingsOf = (memberId: string) =>
  s.deps.db
    .select({
      blockchain: memberWallets.blockchain,
      address: memberWallets.address,
      type: memberWallets.walletType,
    })
    .from(memberWallets)
    .where(eq(memberWallets.memberId, memberId))
    .orderBy(memberWallets.blockchain);

describe('a visitor with a new e-mail', () => {
  it('refuses a wrong photo code and stores and sends nothing', async () => {
    const email = unique('wrong');
    const r = await submit(email, undefined, { captchaText: 'zzzz9' });
    expect(r.meta.code).toBe(Code.CAPTCHA_WRONG);
    expect(await s.deps.db.select().from(eformSubmissions).where(eq(eformSubmissions.email, email))).toEqual(
      [],
    );
    expect(await mails(email)).toEqual([]);
  });

  it('refuses a type other than mcard', async () => {
    const r = await submit(unique('type'), undefined, { type: 'coupon' });
    expect(r.meta.code).toBe(Code.VALIDATION_FAILED);
  });

  it('submits, then registers with the mailed code: member, session, custodial wallet bound on every chain', async () => {
    const email = unique('New.Member').toLowerCase();
    const sent = await submit(email.toUpperCase());
    expect(sent.meta.code).toBe(200);
    expect(sent.data).toMatchObject({
      email,
      mcId: 'SHOP1',
      type: 'mcard',
      status: 'SUBMITTED',
      codePurpose: 'signup',
      resendAfterSeconds: 60,
      expiresInSeconds: 600,
      wallets: [],
      completedAt: null,
    });
    expect(await mails(email)).toHaveLength(1);

    const wrong = await complete({
      id: sent.data.id,
      code: '000000' === (await lastCode(email)) ? '111111' : '000000',
    });
    expect(wrong.meta.code).toBe(Code.CODE_WRONG);
    expect(await memberByEmail(email)).toBeUndefined();
    const noTerms = await complete({ id: sent.data.id, code: await lastCode(email), termsAccepted: 'false' });
    expect(noTerms.meta.code).toBe(Code.VALIDATION_FAILED);

    const done = await complete({ id: sent.data.id, code: await lastCode(email) });
    expect(done.meta.code).toBe(200);
    const member = (await memberByEmail(email))!;
    expect(member.emailVerifiedAt).not.toBeNull();
    expect(member.passwordHash).toBeNull();
    expect(done.data.login).toMatchObject({ memberId: member.id, name: email.slice(0, email.indexOf('@')) });
    const [wallet] = await s.deps.db
      .select()
      .from(custodialWallets)
      .where(eq(custodialWallets.memberId, member.id));
    expect(await bindingsOf(member.id)).toEqual([
      { blockchain: 'ETHEREUM', address: wallet!.address, type: 'OWN' },
      { blockchain: 'POLYGON', address: wallet!.address, type: 'OWN' },
    ]);
    expect(done.data.eform).toMatchObject({ status: 'COMPLETED', completedAt: expect.any(String) });
    expect(done.data.eform.wallets.map((w: { walletAddress: string }) => w.walletAddress)).toEqual([
      wallet!.address,
      wallet!.address,
    ]);

    // The new session works, and the mini page finds the completed form.
    const session = { memberId: member.id, token: done.data.login.token as string };
    const mine = await s.request('GET', '/api/eforms/mine', {
      query: { type: 'mcard', mcId: 'SHOP1' },
      session,
    });
    expect(mine.data).toMatchObject({ id: sent.data.id, status: 'COMPLETED' });
    const elsewhere = await s.request('GET', '/api/eforms/mine', {
      query: { type: 'mcard', mcId: 'OTHER' },
      session,
    });
    expect(elsewhere.meta.code).toBe(200);
    expect(elsewhere.data).toBeNull();

    // The code was used up: completing again changes nothing.
    const again = await complete({ id: sent.data.id, code: await lastCode(email) });
    expect(again.meta.code).toBe(Code.CODE_EXPIRED);
    expect(await s.deps.db.select().from(members).where(eq(members.email, email))).toHaveLength(1);
  });

  it('a resubmission inside 60 s sends no second mail and the first code still completes it', async () => {
    const email = unique('twice');
    const first = await submit(email);
    s.clock.now = new Date(s.clock.now.getTime() + 20_000);
    const second = await submit(email);
    expect(second.meta.code).toBe(200);
    expect(second.data.id).toBe(first.data.id);
    // The first code, sent 20 s ago, is still the live one.
    expect(second.data).toMatchObject({ resendAfterSeconds: 40, expiresInSeconds: 580 });
    expect(await mails(email)).toHaveLength(1);
    const done = await complete({ id: first.data.id, code: await lastCode(email) });
    expect(done.data.eform.status).toBe('COMPLETED');
  });

  it('leaves nothing half-written when the e-mail is taken after the code was sent', async () => {
    const email = unique('race');
    const sent = await submit(email);
    await s.deps.db.insert(members).values({ name: 'Quicker', email });
    const r = await complete({ id: sent.data.id, code: await lastCode(email) });
    expect(r.meta.code).toBe(Code.ALREADY_REGISTERED);
    const owners = await s.deps.db.select().from(members).where(eq(members.email, email));
    expect(owners.map((m) => m.name)).toEqual(['Quicker']);
    expect(
      await s.deps.db.select().from(custodialWallets).where(eq(custodialWallets.memberId, owners[0]!.id)),
    ).toEqual([]);
    const [row] = await s.deps.db
      .select()
      .from(eformSubmissions)
      .where(eq(eformSubmissions.id, sent.data.id));
    expect(row).toMatchObject({ status: 'SUBMITTED', completedAt: null });
  });

  it('two completions at once with the right code register one member with one wallet', async () => {
    const email = unique('double');
    const sent = await submit(email);
    const code = await lastCode(email);
    const answers = await Promise.all([
      complete({ id: sent.data.id, code }),
      complete({ id: sent.data.id, code }),
    ]);
    expect(answers.map((a) => a.meta.code).sort()).toEqual([200, Code.CODE_EXPIRED]);
    const created = await s.deps.db.select().from(members).where(eq(members.email, email));
    expect(created).toHaveLength(1);
    const wallets = await s.deps.db
      .select()
      .from(custodialWallets)
      .where(eq(custodialWallets.memberId, created[0]!.id));
    expect(wallets).toHaveLength(1);
  });

  it('answers 404 for an unknown form', async () => {
    const r = await complete({ id: crypto.randomUUID(), code: '123456' });
    expect(r.meta.code).toBe(Code.NOT_FOUND);
  });
});

describe("a visitor with a member's e-mail", () => {
  it('logs in with the code and keeps a browser wallet already bound; the custodial one goes on the free chain', async () => {
    const email = unique('known');
    const [m] = await s.deps.db.insert(members).values({ name: 'Known', email }).returning();
    const metamask = '0x00000000000000000000000000000000000000A1';
    await s.deps.db
      .insert(memberWallets)
      .values({ memberId: m!.id, blockchain: 'ETHEREUM', address: metamask, walletType: 'METAMASK' });
    const sent = await submit(email);
    expect(sent.data.codePurpose).toBe('login');
    const done = await complete({ id: sent.data.id, code: await lastCode(email) });
    expect(done.data.login).toMatchObject({ memberId: m!.id, name: 'Known' });
    const bound = await bindingsOf(m!.id);
    expect(bound[0]).toEqual({ blockchain: 'ETHEREUM', address: metamask, type: 'METAMASK' });
    expect(bound[1]).toMatchObject({ blockchain: 'POLYGON', type: 'OWN' });
  });
});

describe('a logged-in member', () => {
  it('with an e-mail: needs no code for it and cannot use another one', async () => {
    const email = unique('mine');
    const session = await createTestSession(s.deps.db, { email });
    const other = await submit(unique('other'), session);
    expect(other.meta.code).toBe(Code.VALIDATION_FAILED);
    expect(other.data).toEqual([{ path: 'email', message: 'eform_email_not_yours' }]);

    const sent = await submit(email, session);
    expect(sent.data).toMatchObject({ codePurpose: null, resendAfterSeconds: 0, expiresInSeconds: 0 });
    expect(await mails(email)).toEqual([]);
    expect((await complete({ id: sent.data.id })).meta.code).toBe(Code.UNAUTHORIZED);
    const stranger = await createTestSession(s.deps.db);
    expect((await complete({ id: sent.data.id }, stranger)).meta.code).toBe(Code.NOT_FOUND);

    const done = await complete({ id: sent.data.id }, session);
    expect(done.meta.code).toBe(200);
    expect(done.data.login).toBeNull();
    expect(done.data.eform.wallets).toHaveLength(2);
    expect((await bindingsOf(session.memberId)).map((b) => b.type)).toEqual(['OWN', 'OWN']);
  });

  it('without an e-mail: binds the form e-mail with the code; one taken by another member is refused', async () => {
    const [m] = await s.deps.db
      .insert(members)
      .values({ name: 'NoMail', loginName: `nomail${Date.now()}` })
      .returning();
    const token = randomBytes(32).toString('hex');
    await s.deps.db.insert(sessions).values({
      tokenHash: hashToken(token),
      memberId: m!.id,
      expiresAt: new Date(s.clock.now.getTime() + 3600_000),
    });
    const session = { memberId: m!.id, token };

    const takenEmail = unique('taken');
    await s.deps.db.insert(members).values({ name: 'Owner', email: takenEmail });
    expect((await submit(takenEmail, session)).meta.code).toBe(Code.ALREADY_REGISTERED);

    const email = unique('bind');
    const sent = await submit(email, session);
    expect(sent.data.codePurpose).toBe('bind');
    const done = await complete({ id: sent.data.id, code: await lastCode(email) }, session);
    expect(done.meta.code).toBe(200);
    expect(done.data.login).toBeNull();
    const [after] = await s.deps.db.select().from(members).where(eq(members.id, m!.id));
    expect(after).toMatchObject({ email, emailVerifiedAt: expect.any(Date) });
    expect(done.data.eform.wallets).toHaveLength(2);
  });
});

it('documents the four operations in the OpenAPI description', async () => {
  const doc = (await (await s.app.request('/api/openapi.json')).json()) as { paths: Record<string, any> };
  expect(doc.paths['/api/eforms']?.post?.operationId).toBe('submitEform');
  expect(doc.paths['/api/eforms/complete']?.post?.operationId).toBe('completeEform');
  expect(doc.paths['/api/eforms/mine']?.get?.operationId).toBe('myEform');
  expect(doc.paths['/api/eforms/target']?.get?.operationId).toBe('getEformTarget');
});
