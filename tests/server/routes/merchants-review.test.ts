import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../../../server/db/schema';
import { Code } from '../../../server/schemas/codes';
import { requireMerchantFeature } from '../../../server/services/merchants/access';
import { createTestSession } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/server';
import { postMultipart } from '../../support/uploads';
import { file, gif, mailsTo, pdf, registered, review, tagged, type Session } from './merchants-fixtures';

let s: TestServer;
let admin: Session;
beforeAll(async () => {
  s = await startTestServer({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000 });
  admin = await tagged(s, 'ADMIN');
}, 60_000);
afterAll(() => s.close());

const list = (session: Session, status?: string) =>
  s.request('GET', '/api/admin/merchant-applications', { session, ...(status ? { query: { status } } : {}) });
const detail = (session: Session, type: string, extra: Record<string, string> = {}) =>
  s.request('GET', '/api/merchants/detail', { session, query: { noMcId: 'true', type, ...extra } });
const sendDocument = (session: Session, kind: string, f: File) =>
  postMultipart(s, '/api/merchants/application/documents', { kind, file: f }, session);

describe('reviewing applications', () => {
  it('is for platform operators only (403 admin_only)', async () => {
    const a = await registered(s);
    const member = await createTestSession(s.deps.db);
    expect((await list(member)).meta).toEqual({ code: Code.FORBIDDEN, message: 'admin_only' });
    expect(
      (await review(s, a.session, a.applicationId, { action: 'APPROVE', type: 'COUPON' })).meta.code,
    ).toBe(Code.FORBIDDEN);
    const open = await list(admin);
    expect(open.data.map((x: { id: string }) => x.id)).toContain(a.applicationId);
    const one = await s.request('GET', `/api/admin/merchant-applications/${a.applicationId}`, {
      session: admin,
    });
    expect(one.data).toMatchObject({ id: a.applicationId, status: 'PENDING', documents: expect.any(Array) });
  });

  it('asks for a document, which the applicant sends (checked by content); then the application is pending again', async () => {
    const a = await registered(s);
    const asked = await review(s, admin, a.applicationId, {
      action: 'REQUEST_DOCUMENT',
      document: 'BANK_STATEMENT',
      note: 'Please send the latest month.',
    });
    expect(asked.data).toMatchObject({ status: 'DOCUMENT_REQUESTED', requestedDocument: 'BANK_STATEMENT' });
    const mail = (await mailsTo(s, a.email)).at(-1)!;
    expect(mail.subject).toBe('請補交一份文件');
    expect(mail.body).toContain('銀行月結單');
    expect(mail.body).toContain('Please send the latest month.');

    expect((await sendDocument(a.session, 'BANK_STATEMENT', file(gif(), 'b.gif'))).data).toEqual([
      { path: 'file', message: 'file_type' },
    ]);
    const sent = await sendDocument(a.session, 'BANK_STATEMENT', file(pdf(), 'march.pdf'));
    expect(sent.data).toMatchObject({ status: 'PENDING', requestedDocument: null });
    expect(sent.data.documents.filter((d: { kind: string }) => d.kind === 'BANK_STATEMENT')).toHaveLength(2);
    // Nothing asked any more.
    expect((await sendDocument(a.session, 'OTHER', file(pdf(), 'x.pdf'))).meta).toEqual({
      code: Code.CONFLICT,
      message: 'no_document_requested',
    });
  });

  it('rejects with a reason, told by e-mail; a decided application is not reviewed again (409)', async () => {
    const a = await registered(s);
    expect((await review(s, admin, a.applicationId, { action: 'REJECT', reason: '' })).meta.code).toBe(
      Code.VALIDATION_FAILED,
    );
    const rejected = await review(s, admin, a.applicationId, {
      action: 'REJECT',
      reason: 'The documents do not match.',
    });
    expect(rejected.data).toMatchObject({ status: 'REJECTED', reviewNote: 'The documents do not match.' });
    expect((await mailsTo(s, a.email)).at(-1)!.body).toContain('原因：The documents do not match.');
    expect((await review(s, admin, a.applicationId, { action: 'APPROVE', type: 'COUPON' })).meta).toEqual({
      code: Code.CONFLICT,
      message: 'application_not_open',
    });
    expect(
      (await review(s, admin, '00000000-0000-4000-8000-00000000abcd', { action: 'REJECT', reason: 'x' })).meta
        .code,
    ).toBe(Code.NOT_FOUND);
  });

  it('approves: the merchant exists with the applicant as owner, no plan yet, and its detail answers', async () => {
    const a = await registered(s);
    const approved = await review(s, admin, a.applicationId, { action: 'APPROVE', type: 'COUPON' });
    expect(approved.data).toMatchObject({
      status: 'APPROVED',
      mcId: expect.stringMatching(/^M[0-9A-Z]{8}$/),
    });
    expect((await mailsTo(s, a.email)).at(-1)!.subject).toBe('您的商戶申請已獲批准');

    const coupon = await detail(a.session, 'COUPON');
    expect(coupon.data).toMatchObject({
      mcId: approved.data.mcId,
      name: 'Harbour Tea House',
      type: 'COUPON',
      status: 'ACTIVE',
      contactEmail: a.email,
      plan: 'NONE',
      features: [],
    });
    // Spec §7: 404 when the member has no merchant of that type, or none at all.
    expect((await detail(a.session, 'PMS')).meta.code).toBe(Code.NOT_FOUND);
    expect((await detail(await createTestSession(s.deps.db), 'COUPON')).meta.code).toBe(Code.NOT_FOUND);
    // noMcId=false scopes to the request's mcId.
    expect((await detail(a.session, 'COUPON', { noMcId: 'false', mcId: 'COM' })).meta.code).toBe(
      Code.NOT_FOUND,
    );
    expect((await detail(a.session, 'COUPON', { noMcId: 'false', mcId: approved.data.mcId })).meta.code).toBe(
      Code.OK,
    );
    // An approved merchant without a plan uses no feature yet.
    await expect(requireMerchantFeature(s.deps.db, a.session.memberId, 'COUPONS')).rejects.toMatchObject({
      message: 'plan_lacks_feature',
    });
  });

  it('finds a merchant by the member e-mail matching its contact e-mail (spec §6 coupon entry)', async () => {
    const member = await createTestSession(s.deps.db, { email: 'Staff@Shop.example' });
    await s.deps.db
      .insert(merchants)
      .values({ mcId: 'STAFFSHOP', name: 'Shop', type: 'PMS', contactEmail: 'staff@shop.example' });
    expect((await detail(member, 'PMS')).data).toMatchObject({ mcId: 'STAFFSHOP', type: 'PMS' });
    const [row] = await s.deps.db.select().from(merchants).where(eq(merchants.mcId, 'STAFFSHOP'));
    expect(row!.ownerId).toBeNull();
  });
});
