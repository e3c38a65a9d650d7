import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { requireMember } from '../http/session';
import { input } from '../http/validate';
import { LanguageAnswer, SaveLanguageForm } from '../schemas/content';
import { getLanguage, saveLanguage } from '../services/members/language';

const tags = ['members'] as const;

/** The member's saved interface language (spec §7 read/save language; en_JP and en_KR are never saved). */
export const languageRoutes = new Hono<AppEnv>()
  .get(
    '/language',
    operation('getLanguage', LanguageAnswer, {
      tags,
      summary: 'Read the saved interface language',
      description:
        "The member's saved language (`myLocation`); the app applies it when supported and not en_JP or en_KR (spec §7).",
    }),
    requireMember,
    async (c) => ok(c, await getLanguage(c.var.deps.db, c.var.member!.id)),
  )
  .post(
    '/language',
    operation('saveLanguage', LanguageAnswer, {
      tags,
      summary: 'Save the interface language',
      description:
        "Saves en_US, zh_TW or zh_CN as the member's language (en_JP and en_KR are display-only and never saved, spec §7).",
    }),
    requireMember,
    input('form', SaveLanguageForm),
    async (c) => ok(c, await saveLanguage(c.var.deps.db, c.var.member!.id, c.req.valid('form').myLocation)),
  );
