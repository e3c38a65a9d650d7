import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { rateLimit } from '../http/rate-limit';
import { requireMember } from '../http/session';
import { input } from '../http/validate';
import {
  EformCompleted,
  EformCompleteForm,
  EformMineQuery,
  EformState,
  EformSubmitForm,
  EformTarget,
  EformTargetQuery,
} from '../schemas/eforms';
import { completeEform } from '../services/members/eforms/complete';
import { myEform } from '../services/members/eforms/state';
import { submitEform } from '../services/members/eforms/submit';
import { eformTarget } from '../services/members/eforms/target';

const tags = ['wallet'] as const;

/**
 * E-forms of the QR mini page (spec §2 qpwallet, §5): the e-form step, then the registration step that creates
 * the wallet. Open to visitors (the code sent to the e-mail proves it); rate-limited like code requests.
 */
export const eformRoutes = new Hono<AppEnv>()
  .get(
    '/eforms/target',
    operation('getEformTarget', EformTarget, {
      tags,
      summary: 'Read what a QR code joins',
      description:
        "The merchant (null for the platform, COM) and the membership card a mini-page QR code's registration gives, for the page's first step. An unknown or suspended merchant answers 404.",
      codes: ['NOT_FOUND'],
    }),
    input('query', EformTargetQuery),
    async (c) => ok(c, await eformTarget(c.var.deps.db, c.req.valid('query'))),
  )
  .post(
    '/eforms',
    operation('submitEform', EformState, {
      tags,
      summary: 'Submit the e-form',
      description:
        "The QR mini page's e-form: e-mail and picture code; sends the e-mail code of the registration step (spec §2 qpwallet). At most 10 a minute.",
      codes: ['CAPTCHA_WRONG', 'ALREADY_REGISTERED', 'CODE_RESEND_TOO_SOON', 'NOT_FOUND'],
      session: 'optional',
    }),
    rateLimit('otp', 10),
    input('form', EformSubmitForm),
    async (c) => ok(c, await submitEform(c.var.deps, c.var.member?.id ?? null, c.req.valid('form'))),
  )
  .post(
    '/eforms/complete',
    operation('completeEform', EformCompleted, {
      tags,
      summary: 'Complete the registration',
      description:
        "Takes the e-mail code and the terms, creates the member (or logs in the e-mail's member) and its custodial wallet (spec §2 qpwallet).",
      codes: ['CODE_WRONG', 'CODE_EXPIRED', 'ALREADY_REGISTERED', 'NOT_FOUND'],
      session: 'optional',
    }),
    rateLimit('otp', 10),
    input('form', EformCompleteForm),
    async (c) => ok(c, await completeEform(c.var.deps, c.var.member?.id ?? null, c.req.valid('form'))),
  )
  .get(
    '/eforms/mine',
    operation('myEform', v.nullable(EformState), {
      tags,
      summary: 'Read my e-form',
      description: "The member's e-form of a type and merchant, or null.",
    }),
    requireMember,
    input('query', EformMineQuery),
    async (c) => ok(c, await myEform(c.var.deps.db, c.var.member!.id, c.req.valid('query'))),
  );
