import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { members, outbox } from '../../../server/db/schema';
import { handleFulfilJob } from '../../../server/jobs/order-fulfil';
import { SANDBOX_CARDS } from '../../../server/schemas/payments';
import { createTestSession } from '../../support/members';
import type { TestServer } from '../../support/server';
import { postMultipart, type Answer } from '../../support/uploads';
import { cardPay, deliver, startPayment, takeJobs } from '../payments/fixtures';

export type Session = { memberId: string; token: string };

/** A small real PNG, a minimal PDF, and a GIF (not accepted for registration documents). */
export const png = async () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
export const pdf = () =>
  Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
export const gif = () => Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
export const file = (bytes: Buffer, name: string, type = 'application/octet-stream') =>
  new File([Uint8Array.from(bytes)], name, { type });

/** The newest code mailed to `email` (the dev outbox). */
export async function mailedCode(s: TestServer, email: string): Promise<string> {
  const [row] = await s.deps.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, email))
    .orderBy(desc(outbox.id))
    .limit(1);
  return /\b(\d{6})\b/.exec(row?.body ?? '')?.[1] ?? '';
}

/** The mails sent to `email`, oldest first. */
export const mailsTo = (s: TestServer, email: string) =>
  s.deps.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(outbox.id);

/** Every text field of a complete registration (the three steps). */
export function registrationFields(email: string, over: Record<string, string> = {}): Record<string, string> {
  return {
    companyName: 'Harbour Tea House',
    entityType: 'LIMITED_COMPANY',
    industry: 'FOOD_BEVERAGE',
    mainBusiness: 'Tea shop and cafe',
    region: 'HK',
    address: '1 Harbour Road, Wan Chai',
    businessDemand: 'E-coupons for regulars',
    contactFirstName: 'Mei',
    contactLastName: 'Chan',
    position: 'Owner',
    contactAreaCode: '+852',
    contactNumber: '23456789',
    email,
    website: 'https://tea.example.com',
    password: 'TeaHouse2026',
    confirm: 'TeaHouse2026',
    promoConsent: 'true',
    termsAccepted: 'true',
    locale: 'zh_TW',
    ...over,
  };
}

/** Asks for the sign-up code of `email`, as the account step does. */
export const requestCode = (s: TestServer, email: string) =>
  s.request('POST', '/api/codes/email', { form: { email, purpose: 'signup', locale: 'zh_TW' } });

/** registerBusiness with the three required documents (and `other` when given). */
export async function register(
  s: TestServer,
  email: string,
  o: { fields?: Record<string, string>; files?: Record<string, File | string>; code?: string } = {},
): Promise<Answer> {
  const code = o.code ?? (await mailedCode(s, email));
  const files = o.files ?? {
    docBr: file(await png(), 'br.png', 'image/png'),
    docCi: file(pdf(), 'ci.pdf', 'application/pdf'),
    docBank: file(pdf(), 'bank.pdf', 'application/pdf'),
  };
  return postMultipart(s, '/api/merchants/register', {
    ...registrationFields(email, o.fields),
    code,
    ...files,
  });
}

/** A fresh e-mail, its code requested, and a complete registration: the applicant's session and application. */
export async function registered(
  s: TestServer,
  email = `shop-${Math.random().toString(36).slice(2, 10)}@example.com`,
) {
  await requestCode(s, email);
  const r = await register(s, email);
  if (r.meta.code !== 200)
    throw new Error(`registration refused: ${JSON.stringify(r.meta)} ${JSON.stringify(r.data)}`);
  return {
    email,
    session: { memberId: r.data.memberId, token: r.data.token } as Session,
    applicationId: r.data.applicationId as string,
  };
}

/** A member holding `tag` (ADMIN, SUPPORT). */
export async function tagged(s: TestServer, tag: string): Promise<Session> {
  const session = await createTestSession(s.deps.db);
  await s.deps.db
    .update(members)
    .set({ permiTagValues: [tag] })
    .where(eq(members.id, session.memberId));
  return session;
}

export const review = (s: TestServer, admin: Session, id: string, form: Record<string, string>) =>
  s.request('POST', `/api/admin/merchant-applications/${id}/review`, { session: admin, form });

/** A registered and approved COUPON merchant: its owner's session and mcId. */
export async function approvedMerchant(s: TestServer, admin?: Session) {
  const a = await registered(s);
  const r = await review(s, admin ?? (await tagged(s, 'ADMIN')), a.applicationId, {
    action: 'APPROVE',
    type: 'COUPON',
  });
  if (r.meta.code !== 200) throw new Error(`approval refused: ${JSON.stringify(r.meta)}`);
  return { ...a, mcId: r.data.mcId as string };
}

/**
 * Pays an order in full with the sandbox card as a buyer would (payment, card form, the processor's signed
 * callbacks), then runs the fulfilment job the capture queued: a plan order switches its plan on there.
 */
export async function payWithCard(s: TestServer, session: Session, orderId: string) {
  const started = await startPayment(s, session, { orderId, method: 'SANDBOX_CARD' });
  if (started.meta.code !== 200) throw new Error(`payment refused: ${JSON.stringify(started.meta)}`);
  await cardPay(s, started.data.ref, SANDBOX_CARDS.approved);
  await deliver(s, takeJobs(s, 'payments.callback'));
  for (const job of takeJobs(s, 'orders.fulfil')) await handleFulfilJob(s.deps, job as never);
}
