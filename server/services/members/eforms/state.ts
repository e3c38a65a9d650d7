import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { eformSubmissions, members } from '../../../db/schema';
import type { EformState, EformType } from '../../../schemas/eforms';
import { listBindings } from '../../wallets/bindings';
import { qrCardOf } from '../../loyalty/cards/qr-registration';

export type EformRow = typeof eformSubmissions.$inferSelect;

/**
 * The answer shape; the wallets are the completing member's bindings (none before completion), the card the
 * one the merchant's membership card QR issued with the registration.
 */
export async function eformState(
  db: Db,
  row: EformRow,
  code: { resendAfterSeconds: number; expiresInSeconds: number } = {
    resendAfterSeconds: 0,
    expiresInSeconds: 0,
  },
): Promise<EformState> {
  const done = row.status === 'COMPLETED' && row.memberId;
  const wallets = done ? await listBindings(db, row.memberId!) : [];
  const card = done ? await qrCardOf(db, row.mcId, row.memberId!, new Date()) : null;
  return {
    id: row.id,
    type: row.type,
    mcId: row.mcId,
    email: row.email,
    status: row.status,
    codePurpose: row.codePurpose,
    ...code,
    wallets,
    card,
    submittedAt: row.submittedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/**
 * myEform: the member's e-form for this merchant and type, found by member or by the member's e-mail (a form
 * filled on another device before logging in); a completed one first, then the newest.
 */
export async function myEform(
  db: Db,
  memberId: string,
  q: { type: EformType; mcId: string },
): Promise<EformState | null> {
  const [m] = await db.select({ email: members.email }).from(members).where(eq(members.id, memberId));
  const mine = m?.email
    ? or(eq(eformSubmissions.memberId, memberId), eq(eformSubmissions.email, m.email.toLowerCase()))
    : eq(eformSubmissions.memberId, memberId);
  const [row] = await db
    .select()
    .from(eformSubmissions)
    .where(and(eq(eformSubmissions.type, q.type), eq(eformSubmissions.mcId, q.mcId), mine))
    .orderBy(sql`${eformSubmissions.status} = 'COMPLETED' desc`, desc(eformSubmissions.submittedAt))
    .limit(1);
  return row ? eformState(db, row) : null;
}
