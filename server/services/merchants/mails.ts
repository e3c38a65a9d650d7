import type { I18n } from '@lingui/core';
import type { Env } from '../../env';
import { serverI18n } from '../../i18n/catalogs';
import type { Mail } from '../../notify/mailer';
import { sandboxOrigin } from '../../oidc/config';
import type { DocumentKind } from '../../schemas/merchants';

/** Document names as a mail names them (texts of the server catalog, server/i18n/catalogs.ts). */
const DOCUMENT_NAMES: Record<DocumentKind, string> = {
  BR: /*i18n*/ 'business registration',
  CI: /*i18n*/ 'certificate of incorporation',
  BANK_STATEMENT: /*i18n*/ 'bank statement',
  OTHER: /*i18n*/ 'other document',
};

/** Plan names as a mail names them; a plan not listed keeps its code. */
const PLAN_NAMES: Record<string, string> = {
  BASIC: /*i18n*/ 'Basic',
  BUSINESS: /*i18n*/ 'Business',
  ENTERPRISE: /*i18n*/ 'Enterprise',
};

export type MerchantMail =
  | { kind: 'received'; company: string }
  | { kind: 'approved'; company: string; mcId: string }
  | { kind: 'rejected'; company: string; reason: string }
  | { kind: 'documentRequested'; company: string; document: DocumentKind; note: string }
  | { kind: 'renewalDue'; plan: string; amount: string; periodEnd: string }
  | { kind: 'pastDue'; plan: string; graceUntil: string }
  | { kind: 'planEnded'; plan: string }
  | { kind: 'planActive'; plan: string; periodEnd: string };

/**
 * The e-mails merchants receive about their application and plan, in the language they registered in (en_JP
 * and en_KR read English, as the one-time codes do).
 */
function mailText(i18n: I18n, m: MerchantMail): { subject: string; body: string } {
  switch (m.kind) {
    case 'received':
      return {
        subject: i18n._('We received your merchant application'),
        body: i18n._(
          'Thank you for registering {company}. Our team reviews applications within three working days; we will write to you with the result.',
          { company: m.company },
        ),
      };
    case 'approved':
      return {
        subject: i18n._('Your merchant application is approved'),
        body: i18n._(
          '{company} is now a merchant on the marketplace (merchant code {mcId}). Choose a plan on the pricing page to switch on coupons, membership cards and more.',
          { company: m.company, mcId: m.mcId },
        ),
      };
    case 'rejected':
      return {
        subject: i18n._('Your merchant application was not approved'),
        body: i18n._('We are sorry: the application of {company} was not approved.\n\nReason: {reason}', {
          company: m.company,
          reason: m.reason,
        }),
      };
    case 'documentRequested':
      return {
        subject: i18n._('Please send one more document'),
        body: i18n._(
          'To finish reviewing {company}, please upload your {document} on the merchant registration page.\n\n{note}',
          { company: m.company, document: i18n._(DOCUMENT_NAMES[m.document]), note: m.note },
        ),
      };
    case 'renewalDue':
      return {
        subject: i18n._('Your {plan} plan renews soon', { plan: m.plan }),
        body: i18n._(
          'Your {plan} plan runs until {periodEnd}. Please pay the next month ({amount}) on the pricing page to keep it on.',
          { plan: m.plan, periodEnd: m.periodEnd, amount: m.amount },
        ),
      };
    case 'pastDue':
      return {
        subject: i18n._('Payment of your {plan} plan is overdue', { plan: m.plan }),
        body: i18n._(
          'We have not received the payment of your {plan} plan. It stays on until {graceUntil}; please pay on the pricing page before then.',
          { plan: m.plan, graceUntil: m.graceUntil },
        ),
      };
    case 'planEnded':
      return {
        subject: i18n._('Your {plan} plan has ended', { plan: m.plan }),
        body: i18n._(
          'Your {plan} plan has ended and its features are switched off. You can subscribe again on the pricing page at any time.',
          { plan: m.plan },
        ),
      };
    case 'planActive':
      return {
        subject: i18n._('Your {plan} plan is active', { plan: m.plan }),
        body: i18n._('Thank you for your payment. Your {plan} plan is active until {periodEnd}.', {
          plan: m.plan,
          periodEnd: m.periodEnd,
        }),
      };
  }
}

/** A plan's name in the mail's language. */
export function planName(plan: string, locale: string): string {
  const name = PLAN_NAMES[plan];
  return name === undefined ? plan : serverI18n(locale)._(name);
}

/** A date as the mail's reader writes it (Hong Kong time: the platform's own day); en_JP and en_KR read English. */
export function mailDate(d: Date, locale: string): string {
  const tag = locale === 'zh_TW' ? 'zh-TW' : locale === 'zh_CN' ? 'zh-CN' : 'en-GB';
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'Asia/Hong_Kong' }).format(d);
}

/** The mail `m` to `to` in `locale`, with the page it points at (`link`). */
export function merchantMail(to: string, locale: string, m: MerchantMail, link: string): Mail {
  const t = mailText(serverI18n(locale), m);
  return { to, subject: t.subject, text: `${t.body}\n\n${link}` };
}

/** The app's page `route` (with its query) as a link for a mail: the site's origin and the hash route. */
export function appLink(env: Pick<Env, 'PUBLIC_URL' | 'HOST' | 'PORT'>, route: string): string {
  return `${sandboxOrigin(env)}/#/${route}`;
}
