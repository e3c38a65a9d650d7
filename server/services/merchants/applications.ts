import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files, merchantApplications, merchantDocuments, merchants } from '../../db/schema';
import type { Deps, SessionMember } from '../../http/context';
import { fail } from '../../http/errors';
import type { MerchantApplication } from '../../schemas/merchant-registration';
import type { ApplicationStatus, DocumentKind } from '../../schemas/merchants';
import { UPLOAD_LIMITS } from '../../schemas/uploads';
import { readPrivateFile, readUpload, storePrivateFile } from '../content/files';
import { applicationOfMember } from './registration';
import { ADMIN_TAG, requireAdmin } from './staff';

type ApplicationRow = typeof merchantApplications.$inferSelect;

/** The wire shape of an application with its documents (newest first) and, once approved, its merchant code. */
export async function applicationView(db: Db, row: ApplicationRow): Promise<MerchantApplication> {
  const docs = await db
    .select({ doc: merchantDocuments, mime: files.mime, size: files.size })
    .from(merchantDocuments)
    .innerJoin(files, eq(files.id, merchantDocuments.fileId))
    .where(eq(merchantDocuments.applicationId, row.id))
    .orderBy(desc(merchantDocuments.createdAt), desc(merchantDocuments.id));
  const [merchant] = row.merchantId
    ? await db.select({ mcId: merchants.mcId }).from(merchants).where(eq(merchants.id, row.merchantId))
    : [];
  return {
    id: row.id,
    status: row.status,
    companyName: row.companyName,
    entityType: row.entityType,
    industry: row.industry,
    mainBusiness: row.mainBusiness,
    region: row.region,
    address: row.address,
    businessDemand: row.businessDemand,
    contactFirstName: row.contactFirstName,
    contactLastName: row.contactLastName,
    position: row.position,
    contactAreaCode: row.contactAreaCode as MerchantApplication['contactAreaCode'],
    contactNumber: row.contactNumber,
    email: row.email,
    website: row.website,
    promoConsent: row.promoConsent,
    locale: row.locale,
    reviewNote: row.reviewNote,
    requestedDocument: row.requestedDocument,
    mcId: merchant?.mcId ?? null,
    documents: docs.map((d) => ({
      id: d.doc.id,
      kind: d.doc.kind,
      fileName: d.doc.fileName,
      mime: d.mime,
      size: d.size,
      createdAt: d.doc.createdAt.toISOString(),
    })),
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** getMyMerchantApplication: the caller's own application (404 when they never applied). */
export async function myApplication(db: Db, memberId: string): Promise<MerchantApplication> {
  const row = await applicationOfMember(db, memberId);
  if (!row) fail('NOT_FOUND', 'no_application');
  return applicationView(db, row);
}

/** listMerchantApplications (ADMIN): newest first, optionally of one status; open ones by default. */
export async function listApplications(
  db: Db,
  member: Pick<SessionMember, 'permiTagValues'>,
  status: ApplicationStatus | undefined,
): Promise<MerchantApplication[]> {
  requireAdmin(member);
  const rows = await db
    .select()
    .from(merchantApplications)
    .where(
      status
        ? eq(merchantApplications.status, status)
        : inArray(merchantApplications.status, ['PENDING', 'DOCUMENT_REQUESTED']),
    )
    .orderBy(desc(merchantApplications.createdAt))
    .limit(200);
  return Promise.all(rows.map((r) => applicationView(db, r)));
}

/** getMerchantApplication (ADMIN): one application (404 when unknown). */
export async function getApplication(
  db: Db,
  member: Pick<SessionMember, 'permiTagValues'>,
  id: string,
): Promise<MerchantApplication> {
  requireAdmin(member);
  const [row] = await db.select().from(merchantApplications).where(eq(merchantApplications.id, id));
  if (!row) fail('NOT_FOUND', 'application_not_found');
  return applicationView(db, row);
}

/**
 * uploadMerchantDocument: the applicant sends the document a reviewer asked for (DOCUMENT_REQUESTED), checked
 * by content like the registration's; the application goes back to PENDING by one conditional update, so the
 * request is answered once. Any other state answers 409 `no_document_requested`.
 */
export async function uploadRequestedDocument(
  deps: Pick<Deps, 'db' | 'storage' | 'now'>,
  memberId: string,
  form: { kind: DocumentKind; file: Blob },
): Promise<MerchantApplication> {
  const now = deps.now();
  const row = await applicationOfMember(deps.db, memberId);
  if (!row) fail('NOT_FOUND', 'no_application');
  if (row.status !== 'DOCUMENT_REQUESTED') fail('CONFLICT', 'no_document_requested');
  const upload = await readUpload(form.file, 'merchant_document', UPLOAD_LIMITS, 'file');
  const fileRow = await storePrivateFile(deps.storage, memberId, 'merchant_document', upload, now);
  const name = form.file instanceof File ? form.file.name.slice(0, 200) : '';
  const updated = await deps.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(merchantApplications)
      .set({ status: 'PENDING', requestedDocument: null, updatedAt: now })
      .where(and(eq(merchantApplications.id, row.id), eq(merchantApplications.status, 'DOCUMENT_REQUESTED')))
      .returning();
    if (!moved) fail('CONFLICT', 'no_document_requested');
    await tx.insert(files).values(fileRow);
    await tx
      .insert(merchantDocuments)
      .values({ applicationId: row.id, kind: form.kind, fileId: fileRow.id, fileName: name, createdAt: now });
    return moved;
  });
  return applicationView(deps.db, updated);
}

/**
 * readMerchantDocument: a document's bytes for its applicant or a platform operator (others, and unknown ids,
 * 404: a document's existence is not told to strangers).
 */
export async function readDocument(
  deps: Pick<Deps, 'db' | 'storage'>,
  member: Pick<SessionMember, 'id' | 'permiTagValues'>,
  documentId: string,
): Promise<{ bytes: Buffer; mime: string; fileName: string }> {
  const [row] = await deps.db
    .select({ file: files, fileName: merchantDocuments.fileName, owner: merchantApplications.memberId })
    .from(merchantDocuments)
    .innerJoin(files, eq(files.id, merchantDocuments.fileId))
    .innerJoin(merchantApplications, eq(merchantApplications.id, merchantDocuments.applicationId))
    .where(eq(merchantDocuments.id, documentId));
  if (!row || (row.owner !== member.id && !member.permiTagValues.includes(ADMIN_TAG))) {
    fail('NOT_FOUND', 'document_not_found');
  }
  const bytes = await readPrivateFile(deps.storage, row.file);
  if (!bytes) fail('NOT_FOUND', 'document_not_found');
  return { bytes, mime: row.file.mime, fileName: row.fileName };
}
