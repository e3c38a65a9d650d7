import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { files, members, merchantApplications, merchantDocuments, merchants } from '../../db/schema';
import type { Deps } from '../../http/context';
import { fail } from '../../http/errors';
import {
  DOCUMENT_FIELDS,
  type RegisterAnswer,
  type RegisterBusinessForm,
  type ValidateMerchantAnswer,
} from '../../schemas/merchant-registration';
import { SAVABLE_LOCALES } from '../../schemas/common';
import type { DocumentKind } from '../../schemas/merchants';
import { UPLOAD_LIMITS } from '../../schemas/uploads';
import { readUpload, storePrivateFile, type CheckedUpload } from '../content/files';
import { startSession } from '../members/auth';
import { consumeCode } from '../members/otp';
import { hashPassword } from '../members/passwords';
import { appLink, merchantMail } from './mails';

type RegisterDeps = Pick<Deps, 'db' | 'storage' | 'mailer' | 'now' | 'env'>;

/**
 * validateMerchant (spec §7 "merchant validate by e-mail"): whether a member already has the e-mail (a business
 * account cannot be registered with it) and whether a merchant or an application uses it.
 */
export async function validateMerchant(db: Db, email: string): Promise<ValidateMerchantAnswer> {
  const lower = email.toLowerCase();
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(sql`lower(${members.email}) = ${lower}`)
    .limit(1);
  const [merchant] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(sql`lower(${merchants.contactEmail}) = ${lower}`)
    .limit(1);
  const [application] = await db
    .select({ id: merchantApplications.id })
    .from(merchantApplications)
    .where(sql`lower(${merchantApplications.email}) = ${lower}`)
    .limit(1);
  return { registered: !!member, merchant: !!merchant || !!application };
}

/** Reads and checks every document of the form (type by content, size), before anything is spent. */
async function checkedDocuments(f: RegisterBusinessForm) {
  const docs: { kind: DocumentKind; name: string; upload: CheckedUpload }[] = [];
  for (const [kind, field] of Object.entries(DOCUMENT_FIELDS) as [DocumentKind, keyof typeof f][]) {
    const blob = f[field];
    if (!(blob instanceof Blob)) continue;
    const upload = await readUpload(blob, 'merchant_document', UPLOAD_LIMITS, field);
    docs.push({ kind, name: blob instanceof File ? blob.name.slice(0, 200) : '', upload });
  }
  return docs;
}

/**
 * registerBusiness (spec §2 merchant registration, §7 business registration): the three steps in one request.
 * Order, so that a refusal spends nothing it should not: the e-mail free (else ALREADY_REGISTERED), every
 * document checked by content (4200 on its field), then the e-mail's sign-up code consumed (CODE_WRONG /
 * CODE_EXPIRED count as for sign-up), then the documents stored privately and, in one transaction, the business
 * account (its e-mail verified, member type B2B), the files, the application (PENDING), its documents, the
 * applicant's acknowledgement and the reviewers' notice (outbox) and a session: the applicant is signed in.
 */
export async function registerBusiness(deps: RegisterDeps, f: RegisterBusinessForm): Promise<RegisterAnswer> {
  const now = deps.now();
  if ((await validateMerchant(deps.db, f.email)).registered) fail('ALREADY_REGISTERED');
  const docs = await checkedDocuments(f);
  await consumeCode(deps, { channel: 'email', recipient: f.email, purpose: 'signup', code: f.code });
  const memberId = randomUUID();
  const fileRows = await Promise.all(
    docs.map((d) => storePrivateFile(deps.storage, memberId, 'merchant_document', d.upload, now)),
  );
  const passwordHash = await hashPassword(f.password);
  try {
    const answer = await deps.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await tx.insert(members).values({
        id: memberId,
        email: f.email,
        passwordHash,
        name: f.companyName,
        memberType: 'B2B',
        emailVerifiedAt: now,
        optIns: { marketing: f.promoConsent },
        language: (SAVABLE_LOCALES as readonly string[]).includes(f.locale) ? f.locale : null,
        createdAt: now,
      });
      await tx.insert(files).values(fileRows);
      const [application] = await tx
        .insert(merchantApplications)
        .values({
          memberId,
          companyName: f.companyName,
          entityType: f.entityType,
          industry: f.industry,
          mainBusiness: f.mainBusiness,
          region: f.region,
          address: f.address,
          businessDemand: f.businessDemand,
          contactFirstName: f.contactFirstName,
          contactLastName: f.contactLastName,
          position: f.position,
          contactAreaCode: f.contactAreaCode,
          contactNumber: f.contactNumber,
          email: f.email,
          website: f.website,
          promoConsent: f.promoConsent,
          locale: f.locale,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: merchantApplications.id });
      await tx.insert(merchantDocuments).values(
        docs.map((d, i) => ({
          applicationId: application!.id,
          kind: d.kind,
          fileId: fileRows[i]!.id,
          fileName: d.name,
          createdAt: now,
        })),
      );
      await deps.mailer.enqueue(
        tx,
        merchantMail(
          f.email,
          f.locale,
          { kind: 'received', company: f.companyName },
          appLink(deps.env, 'registerForm'),
        ),
        {
          to: deps.env.CONTACT_TO,
          subject: `[Merchant application] ${f.companyName}`,
          text: `${f.companyName} (${f.email}) applied to become a merchant. Review it at ${appLink(deps.env, `merchantReview?id=${application!.id}`)}`,
        },
      );
      const token = await startSession(
        { db: tx, now: deps.now, ttlDays: deps.env.SESSION_TTL_DAYS },
        memberId,
      );
      return { memberId, token, name: f.companyName, applicationId: application!.id };
    });
    await deps.mailer.deliverPending();
    return answer;
  } catch (err) {
    // Another request registered the e-mail meanwhile (the code was consumed once, by whichever came first).
    if (isUniqueViolation(err)) fail('ALREADY_REGISTERED');
    throw err;
  }
}

/** A member's own application, if any. */
export async function applicationOfMember(db: Db, memberId: string) {
  const [row] = await db
    .select()
    .from(merchantApplications)
    .where(eq(merchantApplications.memberId, memberId));
  return row ?? null;
}
