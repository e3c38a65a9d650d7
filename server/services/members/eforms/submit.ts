import { eq, sql } from 'drizzle-orm';
import { eformSubmissions, members } from '../../../db/schema';
import type { Deps } from '../../../http/context';
import { ApiError, fail } from '../../../http/errors';
import { createSmsProvider } from '../../../notify/sms';
import { Code } from '../../../schemas/codes';
import type { EformState, EformSubmitForm } from '../../../schemas/eforms';
import type { CodeIssued } from '../../../schemas/otp';
import { checkCaptcha } from '../captcha';
import { issueCode, OTP_RESEND_MS, OTP_TTL_MS, type OtpPurpose } from '../otp';
import { eformState } from './state';
import { eformTarget } from './target';

type Purpose = Extract<OtpPurpose, 'signup' | 'login' | 'bind'> | null;

/**
 * Which code completes the form: a visitor signs up (new e-mail) or logs in (a member's e-mail); a logged-in
 * member without an e-mail binds this one (unless another member has it); one whose bound e-mail is this one
 * needs no code, and another e-mail is refused (the wallet belongs to the account's own contact).
 */
async function purposeFor(deps: Deps, memberId: string | null, email: string): Promise<Purpose> {
  const [owner] = await deps.db
    .select({ id: members.id })
    .from(members)
    .where(eq(sql`lower(${members.email})`, email))
    .limit(1);
  if (!memberId) return owner ? 'login' : 'signup';
  if (owner?.id === memberId) return null;
  const [me] = await deps.db.select({ email: members.email }).from(members).where(eq(members.id, memberId));
  if (me?.email) {
    fail('VALIDATION_FAILED', 'validation_failed', [{ path: 'email', message: 'eform_email_not_yours' }]);
  }
  if (owner) fail('ALREADY_REGISTERED');
  return 'bind';
}

/** Sends the code; a code sent less than 60 s ago stays valid and is not sent again (the form was resubmitted). */
async function sendCode(
  deps: Deps,
  email: string,
  purpose: OtpPurpose,
  locale?: string,
): Promise<CodeIssued> {
  const sms = createSmsProvider(deps.env, deps.db, deps.log);
  try {
    const issued = await issueCode(
      { db: deps.db, mailer: deps.mailer, sms, now: deps.now },
      { channel: 'email', recipient: email, purpose, ...(locale ? { locale } : {}) },
    );
    return issued;
  } catch (err) {
    if (err instanceof ApiError && err.code === Code.CODE_RESEND_TOO_SOON) {
      const { resendAfterSeconds } = err.data as { resendAfterSeconds: number };
      // The live code was sent (OTP_RESEND_MS - wait) ago and lives OTP_TTL_MS from then.
      return {
        resendAfterSeconds,
        expiresInSeconds: (OTP_TTL_MS - OTP_RESEND_MS) / 1000 + resendAfterSeconds,
      };
    }
    throw err;
  }
}

/**
 * submitEform (spec §5 mini page e-form): the QR code's merchant must be known and active, the photo code (image captcha) must match, then the e-mail code for
 * the registration step is sent and the form stored. A completed form stays completed: submitting it again
 * (say on a new phone) only sends a code to log in with.
 */
export async function submitEform(
  deps: Deps,
  memberId: string | null,
  form: EformSubmitForm,
): Promise<EformState> {
  // An unknown or suspended merchant's QR code stores and sends nothing.
  await eformTarget(deps.db, form);
  await checkCaptcha(deps.db, deps.now(), form.captchaId, form.captchaText);
  const purpose = await purposeFor(deps, memberId, form.email);
  const code = purpose ? await sendCode(deps, form.email, purpose, form.locale) : undefined;
  const t = deps.now();
  const [row] = await deps.db
    .insert(eformSubmissions)
    .values({
      type: form.type,
      mcId: form.mcId,
      email: form.email,
      memberId,
      codePurpose: purpose,
      submittedAt: t,
    })
    .onConflictDoUpdate({
      target: [eformSubmissions.type, eformSubmissions.mcId, eformSubmissions.email],
      set: {
        // A completed form keeps the member it registered when a visitor submits it again.
        memberId: sql`coalesce(${memberId}::uuid, case when ${eformSubmissions.status} = 'COMPLETED' then ${eformSubmissions.memberId} end)`,
        codePurpose: purpose,
        submittedAt: t,
      },
    })
    .returning();
  return eformState(deps.db, row!, code);
}
