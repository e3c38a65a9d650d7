import * as v from 'valibot';
import { CommonParams, LocaleSchema } from './common';
import { LoginAnswer } from './members';
import { CodeSchema, EmailSchema } from './otp';
import { BoundWallet } from './wallets';
import { CardSummary } from './cards';

/**
 * The QR mini page (spec §2 qpwallet, §5 "Mini page e-form"): a merchant's QR code opens
 * `#/qpwallet?type=mcard&mcId=…`, where a visitor or member fills the e-form (e-mail and photo code), confirms
 * it, and the next step completes the registration and creates the wallet.
 */

/** What a mini-page QR code is for; `mcard` = membership-card registration (spec §2 "qpwallet: type=mcard"). */
export const EFORM_TYPES = ['mcard'] as const;
export type EformType = (typeof EFORM_TYPES)[number];
export const EformType = v.picklist(EFORM_TYPES);
export const EFORM_STATUSES = ['SUBMITTED', 'COMPLETED'] as const;
/**
 * Which one-time code the registration step asks for (the app resends with the same purpose through
 * requestEmailCode): `signup` for a new e-mail, `login` for a member's e-mail, `bind` for a logged-in member
 * without an e-mail; null when no code is needed (a logged-in member whose bound e-mail is the form's).
 */
export const EFORM_CODE_PURPOSES = ['signup', 'login', 'bind'] as const;

/** POST /api/eforms (submitEform): the e-form; the photo code is the image captcha of GET /api/captcha. */
export const EformSubmitForm = v.object({
  ...CommonParams,
  type: EformType,
  email: EmailSchema,
  // Optional so a missing picture code answers CAPTCHA_WRONG like the code requests do.
  captchaId: v.optional(v.string()),
  captchaText: v.optional(v.string()),
  locale: v.optional(LocaleSchema),
});
export type EformSubmitForm = v.InferOutput<typeof EformSubmitForm>;

/** POST /api/eforms/complete (completeEform): the registration step. */
export const EformCompleteForm = v.object({
  ...CommonParams,
  id: v.pipe(v.string(), v.uuid()),
  /** The e-mail code; required unless the e-form's codePurpose is null. */
  code: v.optional(CodeSchema),
  /** Spec §5: the terms and the privacy policy are accepted before login. */
  termsAccepted: v.literal('true', 'terms'),
});
export type EformCompleteForm = v.InferOutput<typeof EformCompleteForm>;

/** GET /api/eforms/mine (myEform): the logged-in member's e-form for this merchant and type, or null. */
export const EformMineQuery = v.object({ ...CommonParams, type: EformType });

/** GET /api/eforms/target (getEformTarget): what the QR code of `type` and `mcId` joins. */
export const EformTargetQuery = v.object({ ...CommonParams, type: EformType });

/**
 * What a mini-page QR code joins, shown from the first step: the merchant (null for the platform itself, mcId
 * COM: a wallet and no card) and the membership card a completed registration issues (the merchant's default
 * programme, first tier; null when the merchant has none). An unknown or suspended merchant answers 404.
 */
export const EformTarget = v.object({
  type: EformType,
  mcId: v.string(),
  merchant: v.nullable(v.object({ name: v.string(), logo: v.nullable(v.string()) })),
  card: v.nullable(v.object({ name: v.string(), description: v.string(), tier: v.string() })),
});
export type EformTarget = v.InferOutput<typeof EformTarget>;

/** An e-form as the mini page sees it. */
export const EformState = v.object({
  id: v.string(),
  type: EformType,
  mcId: v.string(),
  email: v.string(),
  status: v.picklist(EFORM_STATUSES),
  codePurpose: v.nullable(v.picklist(EFORM_CODE_PURPOSES)),
  /** Seconds until another code may be sent to the e-mail (0 when none was sent). */
  resendAfterSeconds: v.number(),
  /** Seconds until the sent code expires (0 when none was sent). */
  expiresInSeconds: v.number(),
  /** The member's bound wallets once the registration is complete (the custodial one created by it). */
  wallets: v.array(BoundWallet),
  /** The membership card the registration issued (the merchant's default programme), once complete. */
  card: v.optional(v.nullable(CardSummary)),
  submittedAt: v.string(),
  completedAt: v.nullable(v.string()),
});
export type EformState = v.InferOutput<typeof EformState>;

/** completeEform's answer: the e-form, and the new session when a visitor registered or logged in. */
export const EformCompleted = v.object({ eform: EformState, login: v.nullable(LoginAnswer) });
export type EformCompleted = v.InferOutput<typeof EformCompleted>;
