import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, members, merchantApplications, merchantDocuments } from '../../../server/db/schema';
import { Code } from '../../../server/schemas/codes';
import { createTestSession } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/server';
import {
  file,
  gif,
  mailedCode,
  mailsTo,
  pdf,
  png,
  register,
  registered,
  requestCode,
  tagged,
} from './merchants-fixtures';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000 });
}, 60_000);
afterAll(() => s.close());

const fresh = () => `apply-${Math.random().toString(36).slice(2, 10)}@example.com`;
const validate = (email: string) => s.request('GET', '/api/merchants/validate', { query: { email } });
const applicationCount = async () => (await s.deps.db.select().from(merchantApplications)).length;

describe('validateMerchant', () => {
  it('tells whether a member or a merchant already has the e-mail', async () => {
    const email = fresh();
    expect((await validate(email)).data).toEqual({ registered: false, merchant: false });
    await registered(s, email);
    expect((await validate(email.toUpperCase())).data).toEqual({ registered: true, merchant: true });
    expect((await validate('not-an-email')).meta.code).toBe(Code.VALIDATION_FAILED);
  });
});

describe('registerBusiness', () => {
  it('creates the business account (signed in, e-mail verified, B2B), the pending application and its documents', async () => {
    const email = fresh();
    await requestCode(s, email);
    const r = await register(s, email, {
      files: {
        docBr: file(await png(), 'br.png', 'image/png'),
        docCi: file(pdf(), 'ci.pdf', 'application/pdf'),
        docBank: file(pdf(), 'bank.pdf', 'application/pdf'),
        docOther: file(await png(), 'menu.png', 'image/png'),
      },
    });
    expect(r.meta.code).toBe(Code.OK);
    expect(r.data).toMatchObject({
      name: 'Harbour Tea House',
      memberId: expect.any(String),
      token: expect.any(String),
    });
    const [member] = await s.deps.db.select().from(members).where(eq(members.id, r.data.memberId));
    expect(member).toMatchObject({
      email,
      memberType: 'B2B',
      language: 'zh_TW',
      optIns: { marketing: true },
    });
    expect(member!.emailVerifiedAt).not.toBeNull();
    expect(member!.passwordHash).toMatch(/^\$argon2id\$/);

    const session = { memberId: r.data.memberId, token: r.data.token };
    const mine = await s.request('GET', '/api/merchants/application', { session });
    expect(mine.data).toMatchObject({
      id: r.data.applicationId,
      status: 'PENDING',
      companyName: 'Harbour Tea House',
      region: 'HK',
      contactAreaCode: '+852',
      promoConsent: true,
      mcId: null,
    });
    expect(mine.data.documents.map((d: { kind: string }) => d.kind).sort()).toEqual([
      'BANK_STATEMENT',
      'BR',
      'CI',
      'OTHER',
    ]);
    const stored = await s.deps.db.select().from(files).where(eq(files.ownerId, r.data.memberId));
    expect(stored.every((f) => f.path.startsWith('private/merchant_document/'))).toBe(true);
    expect(stored.map((f) => f.mime).sort()).toEqual([
      'application/pdf',
      'application/pdf',
      'image/png',
      'image/png',
    ]);

    // The applicant is told in the language they registered in; the reviewers get a notice.
    const mails = await mailsTo(s, email);
    expect(mails.at(-1)!.subject).toBe('我們已收到您的商戶申請');
    const notice = await mailsTo(s, s.deps.env.CONTACT_TO);
    expect(notice.at(-1)!.subject).toBe('[Merchant application] Harbour Tea House');
  });

  it('refuses a wrong or missing code (4301, 4302) and leaves nothing behind', async () => {
    const email = fresh();
    const before = await applicationCount();
    expect((await register(s, email, { code: '000000' })).meta.code).toBe(Code.CODE_EXPIRED);
    await requestCode(s, email);
    const code = await mailedCode(s, email);
    const wrong = code === '111111' ? '222222' : '111111';
    expect((await register(s, email, { code: wrong })).meta.code).toBe(Code.CODE_WRONG);
    expect(await applicationCount()).toBe(before);
    expect((await register(s, email, { code })).meta.code).toBe(Code.OK);
  });

  it('checks documents by content (JPG/JPEG/PNG/PDF only) before spending the code', async () => {
    const email = fresh();
    await requestCode(s, email);
    const asGif = await register(s, email, {
      files: {
        docBr: file(gif(), 'br.gif', 'image/gif'),
        docCi: file(pdf(), 'ci.pdf'),
        docBank: file(pdf(), 'bank.pdf'),
      },
    });
    expect(asGif.meta.code).toBe(Code.VALIDATION_FAILED);
    expect(asGif.data).toEqual([{ path: 'docBr', message: 'file_type' }]);
    // A text file named .pdf is told by its bytes.
    const fake = await register(s, email, {
      files: {
        docBr: file(await png(), 'br.png'),
        docCi: file(Buffer.from('not a pdf at all, just text'), 'ci.pdf', 'application/pdf'),
        docBank: file(pdf(), 'bank.pdf'),
      },
    });
    expect(fake.data).toEqual([{ path: 'docCi', message: 'file_type' }]);
    const missing = await register(s, email, {
      files: { docBr: file(await png(), 'br.png'), docCi: file(pdf(), 'c.pdf') },
    });
    expect(missing.meta.code).toBe(Code.VALIDATION_FAILED);
    expect(missing.data).toContainEqual(expect.objectContaining({ path: 'docBank' }));
    // The code was not used by the refusals.
    expect((await register(s, email)).meta.code).toBe(Code.OK);
  });

  it('applies the password rules and the field rules of each step', async () => {
    const email = fresh();
    await requestCode(s, email);
    const weak = await register(s, email, { fields: { password: 'short', confirm: 'short' } });
    expect(weak.data).toContainEqual({ path: 'password', message: 'password_length' });
    const mismatch = await register(s, email, { fields: { confirm: 'Different2026' } });
    expect(mismatch.data).toContainEqual({ path: 'confirm', message: 'password_mismatch' });
    const bad = await register(s, email, {
      fields: {
        companyName: ' ',
        contactNumber: '12',
        website: 'not a site',
        region: 'XX',
        termsAccepted: 'false',
      },
    });
    const paths = (bad.data as { path: string }[]).map((i) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining(['companyName', 'contactNumber', 'website', 'region', 'termsAccepted']),
    );
    // Business demand is the one optional field.
    expect((await register(s, email, { fields: { businessDemand: '' } })).meta.code).toBe(Code.OK);
  });

  it('refuses an e-mail a member already has (4304)', async () => {
    const taken = await createTestSession(s.deps.db, { email: fresh() });
    const [m] = await s.deps.db.select().from(members).where(eq(members.id, taken.memberId));
    expect((await requestCode(s, m!.email!)).meta.code).toBe(Code.ALREADY_REGISTERED);
    expect((await register(s, m!.email!, { code: '123456' })).meta.code).toBe(Code.ALREADY_REGISTERED);
  });
});

describe('merchant documents', () => {
  it('are read by their applicant and the platform operators only, never by others', async () => {
    const a = await registered(s);
    const app = await s.request('GET', '/api/merchants/application', { session: a.session });
    const doc = app.data.documents.find((d: { kind: string }) => d.kind === 'CI');
    const read = async (session: { memberId: string; token: string }) => {
      const res = await s.app.request(`/api/merchants/documents/${doc.id}`, {
        headers: {
          ...(await signedHeaders(`/api/merchants/documents/${doc.id}`)),
          'X-Member-Id': session.memberId,
          'X-Token': session.token,
        },
      });
      return {
        status: res.status,
        type: res.headers.get('content-type'),
        bytes: Buffer.from(await res.arrayBuffer()),
      };
    };
    const own = await read(a.session);
    expect([own.status, own.type, own.bytes.toString('latin1').slice(0, 8)]).toEqual([
      200,
      'application/pdf',
      '%PDF-1.4',
    ]);
    expect((await read(await tagged(s, 'ADMIN'))).status).toBe(200);
    expect((await read(await createTestSession(s.deps.db))).status).toBe(404);
    const [row] = await s.deps.db.select().from(merchantDocuments).where(eq(merchantDocuments.id, doc.id));
    expect(row!.fileName).toBe('ci.pdf');
  });
});

async function signedHeaders(path: string) {
  const { createHash, createHmac, randomBytes } = await import('node:crypto');
  const { DEV_SIGNING_KEY } = await import('../../../server/env');
  const { canonicalString } = await import('../../../server/schemas/signature');
  const ts = String(s.clock.now.getTime());
  const nonce = randomBytes(12).toString('hex');
  const sig = createHmac('sha256', DEV_SIGNING_KEY)
    .update(canonicalString('GET', path, ts, nonce, createHash('sha256').update('').digest('hex')))
    .digest('hex');
  return { 'X-Timestamp': ts, 'X-Nonce': nonce, 'X-Signature': sig };
}
