import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchantApplications, merchants } from '../../db/schema';
import type { Deps, SessionMember } from '../../http/context';
import { fail } from '../../http/errors';
import type { MerchantApplication, ReviewForm } from '../../schemas/merchant-registration';
import { applicationView } from './applications';
import { appLink, merchantMail, type MerchantMail } from './mails';
import { requireAdmin } from './staff';

type ApplicationRow = typeof merchantApplications.$inferSelect;

/**
 * A new merchant code: 'M' and 8 random base-32 characters (40 bits; a collision, caught by the unique index,
 * is practically impossible), so several API processes never ask each other for the next number.
 */
export function newMcId(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  let code = 'M';
  for (const b of randomBytes(8)) code += alphabet[b & 31];
  return code;
}

const OPEN = ['PENDING', 'DOCUMENT_REQUESTED'] as const;

/**
 * reviewMerchant (ADMIN): decides an open application (PENDING or DOCUMENT_REQUESTED) in one transaction, and
 * tells the applicant by e-mail in their language (outbox, same transaction):
 * - APPROVE creates the merchant (a new mcId, the applicant its owner, the chosen type, no plan yet);
 * - REJECT closes it with the reason;
 * - REQUEST_DOCUMENT asks for one more document (uploadMerchantDocument answers it).
 * The state change is one conditional UPDATE: of two reviews at once only one decides (the other 409
 * `application_not_open`), so two approvals never make two merchants (the owner's unique key backs this up).
 */
export async function reviewMerchant(
  deps: Pick<Deps, 'db' | 'mailer' | 'now' | 'env'>,
  reviewer: Pick<SessionMember, 'id' | 'permiTagValues'>,
  id: string,
  form: ReviewForm,
): Promise<MerchantApplication> {
  requireAdmin(reviewer);
  const now = deps.now();
  const reviewed = { reviewedBy: reviewer.id, reviewedAt: now, updatedAt: now };
  const row = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const decide = async (values: Partial<ApplicationRow>) => {
      const [moved] = await tx
        .update(merchantApplications)
        .set({ ...values, ...reviewed })
        .where(and(eq(merchantApplications.id, id), inArray(merchantApplications.status, [...OPEN])))
        .returning();
      if (moved) return moved;
      const [exists] = await tx
        .select({ id: merchantApplications.id })
        .from(merchantApplications)
        .where(eq(merchantApplications.id, id));
      return fail(
        exists ? 'CONFLICT' : 'NOT_FOUND',
        exists ? 'application_not_open' : 'application_not_found',
      );
    };
    let moved: ApplicationRow;
    let mail: MerchantMail;
    if (form.action === 'APPROVE') {
      moved = await decide({ status: 'APPROVED', reviewNote: '', requestedDocument: null });
      const [merchant] = await tx
        .insert(merchants)
        .values({
          mcId: newMcId(),
          ownerId: moved.memberId,
          name: moved.companyName,
          type: form.type,
          contactEmail: moved.email,
          website: moved.website,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      [moved] = (await tx
        .update(merchantApplications)
        .set({ merchantId: merchant!.id })
        .where(eq(merchantApplications.id, id))
        .returning()) as [ApplicationRow];
      mail = { kind: 'approved', company: moved.companyName, mcId: merchant!.mcId };
    } else if (form.action === 'REJECT') {
      moved = await decide({ status: 'REJECTED', reviewNote: form.reason, requestedDocument: null });
      mail = { kind: 'rejected', company: moved.companyName, reason: form.reason };
    } else {
      moved = await decide({
        status: 'DOCUMENT_REQUESTED',
        reviewNote: form.note,
        requestedDocument: form.document,
      });
      mail = {
        kind: 'documentRequested',
        company: moved.companyName,
        document: form.document,
        note: form.note,
      };
    }
    const page = form.action === 'APPROVE' ? 'pricing' : 'registerForm';
    await deps.mailer.enqueue(tx, merchantMail(moved.email, moved.locale, mail, appLink(deps.env, page)));
    return moved;
  });
  await deps.mailer.deliverPending();
  return applicationView(deps.db, row);
}
