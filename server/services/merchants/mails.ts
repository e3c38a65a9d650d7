import type { Env } from '../../env';
import type { Mail } from '../../notify/mailer';
import { sandboxOrigin } from '../../oidc/config';
import type { DocumentKind } from '../../schemas/merchants';

/**
 * The e-mails merchants receive about their application and plan, in the language they registered in
 * (en_JP and en_KR read English, as the one-time codes do). `link` is the app page the mail points at.
 */
type Lang = 'en' | 'zh_TW' | 'zh_CN';
const langOf = (locale: string): Lang => (locale === 'zh_TW' || locale === 'zh_CN' ? locale : 'en');

const DOCS: Record<Lang, Record<DocumentKind, string>> = {
  en: {
    BR: 'business registration',
    CI: 'certificate of incorporation',
    BANK_STATEMENT: 'bank statement',
    OTHER: 'other document',
  },
  zh_TW: { BR: '商業登記證', CI: '公司註冊證明書', BANK_STATEMENT: '銀行月結單', OTHER: '其他文件' },
  zh_CN: { BR: '商业登记证', CI: '公司注册证明书', BANK_STATEMENT: '银行月结单', OTHER: '其他文件' },
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

type Text = { subject: string; body: string };
const TEXTS: Record<Lang, (m: MerchantMail) => Text> = {
  en: (m) => {
    switch (m.kind) {
      case 'received':
        return {
          subject: 'We received your merchant application',
          body: `Thank you for registering ${m.company}. Our team reviews applications within three working days; we will write to you with the result.`,
        };
      case 'approved':
        return {
          subject: 'Your merchant application is approved',
          body: `${m.company} is now a merchant on the marketplace (merchant code ${m.mcId}). Choose a plan on the pricing page to switch on coupons, membership cards and more.`,
        };
      case 'rejected':
        return {
          subject: 'Your merchant application was not approved',
          body: `We are sorry: the application of ${m.company} was not approved.\n\nReason: ${m.reason}`,
        };
      case 'documentRequested':
        return {
          subject: 'Please send one more document',
          body: `To finish reviewing ${m.company}, please upload your ${DOCS.en[m.document]} on the merchant registration page.\n\n${m.note}`,
        };
      case 'renewalDue':
        return {
          subject: `Your ${m.plan} plan renews soon`,
          body: `Your ${m.plan} plan runs until ${m.periodEnd}. Please pay the next month (${m.amount}) on the pricing page to keep it on.`,
        };
      case 'pastDue':
        return {
          subject: `Payment of your ${m.plan} plan is overdue`,
          body: `We have not received the payment of your ${m.plan} plan. It stays on until ${m.graceUntil}; please pay on the pricing page before then.`,
        };
      case 'planEnded':
        return {
          subject: `Your ${m.plan} plan has ended`,
          body: `Your ${m.plan} plan has ended and its features are switched off. You can subscribe again on the pricing page at any time.`,
        };
      case 'planActive':
        return {
          subject: `Your ${m.plan} plan is active`,
          body: `Thank you for your payment. Your ${m.plan} plan is active until ${m.periodEnd}.`,
        };
    }
  },
  zh_TW: (m) => {
    switch (m.kind) {
      case 'received':
        return {
          subject: '我們已收到您的商戶申請',
          body: `感謝您為${m.company}登記。我們會於三個工作天內審核申請，並以電郵通知結果。`,
        };
      case 'approved':
        return {
          subject: '您的商戶申請已獲批准',
          body: `${m.company}已成為市集商戶（商戶代碼 ${m.mcId}）。請到價格方案頁面選擇方案，以啟用優惠券、會員卡等功能。`,
        };
      case 'rejected':
        return {
          subject: '您的商戶申請未獲批准',
          body: `很抱歉，${m.company}的申請未獲批准。\n\n原因：${m.reason}`,
        };
      case 'documentRequested':
        return {
          subject: '請補交一份文件',
          body: `為完成${m.company}的審核，請到商戶登記頁面上載您的${DOCS.zh_TW[m.document]}。\n\n${m.note}`,
        };
      case 'renewalDue':
        return {
          subject: `您的${m.plan}方案即將續期`,
          body: `您的${m.plan}方案有效至 ${m.periodEnd}。請到價格方案頁面支付下月費用（${m.amount}），以繼續使用。`,
        };
      case 'pastDue':
        return {
          subject: `您的${m.plan}方案費用逾期未付`,
          body: `我們尚未收到您${m.plan}方案的付款。方案會保留至 ${m.graceUntil}，請於此前到價格方案頁面付款。`,
        };
      case 'planEnded':
        return {
          subject: `您的${m.plan}方案已結束`,
          body: `您的${m.plan}方案已結束，相關功能已關閉。您可隨時到價格方案頁面重新訂閱。`,
        };
      case 'planActive':
        return {
          subject: `您的${m.plan}方案已啟用`,
          body: `感謝您的付款。您的${m.plan}方案有效至 ${m.periodEnd}。`,
        };
    }
  },
  zh_CN: (m) => {
    switch (m.kind) {
      case 'received':
        return {
          subject: '我们已收到您的商户申请',
          body: `感谢您为${m.company}注册。我们会在三个工作日内审核申请，并以电邮通知结果。`,
        };
      case 'approved':
        return {
          subject: '您的商户申请已获批准',
          body: `${m.company}已成为市集商户（商户代码 ${m.mcId}）。请到价格方案页面选择方案，以启用优惠券、会员卡等功能。`,
        };
      case 'rejected':
        return {
          subject: '您的商户申请未获批准',
          body: `很抱歉，${m.company}的申请未获批准。\n\n原因：${m.reason}`,
        };
      case 'documentRequested':
        return {
          subject: '请补交一份文件',
          body: `为完成${m.company}的审核，请到商户注册页面上传您的${DOCS.zh_CN[m.document]}。\n\n${m.note}`,
        };
      case 'renewalDue':
        return {
          subject: `您的${m.plan}方案即将续期`,
          body: `您的${m.plan}方案有效至 ${m.periodEnd}。请到价格方案页面支付下月费用（${m.amount}），以继续使用。`,
        };
      case 'pastDue':
        return {
          subject: `您的${m.plan}方案费用逾期未付`,
          body: `我们尚未收到您${m.plan}方案的付款。方案会保留至 ${m.graceUntil}，请在此之前到价格方案页面付款。`,
        };
      case 'planEnded':
        return {
          subject: `您的${m.plan}方案已结束`,
          body: `您的${m.plan}方案已结束，相关功能已关闭。您可随时到价格方案页面重新订阅。`,
        };
      case 'planActive':
        return {
          subject: `您的${m.plan}方案已启用`,
          body: `感谢您的付款。您的${m.plan}方案有效至 ${m.periodEnd}。`,
        };
    }
  },
};

const PLAN_NAMES: Record<Lang, Record<string, string>> = {
  en: { BASIC: 'Basic', BUSINESS: 'Business', ENTERPRISE: 'Enterprise' },
  zh_TW: { BASIC: '基本', BUSINESS: '商業', ENTERPRISE: '企業' },
  zh_CN: { BASIC: '基本', BUSINESS: '商业', ENTERPRISE: '企业' },
};

/** A plan's name in the mail's language. */
export function planName(plan: string, locale: string): string {
  return PLAN_NAMES[langOf(locale)][plan] ?? plan;
}

/** A date as the mail's reader writes it (Hong Kong time: the platform's own day). */
export function mailDate(d: Date, locale: string): string {
  const tag = { en: 'en-GB', zh_TW: 'zh-TW', zh_CN: 'zh-CN' }[langOf(locale)];
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'Asia/Hong_Kong' }).format(d);
}

/** The mail `m` to `to` in `locale`, with the page it points at. */
export function merchantMail(to: string, locale: string, m: MerchantMail, link: string): Mail {
  const t = TEXTS[langOf(locale)](m);
  return { to, subject: t.subject, text: `${t.body}\n\n${link}` };
}

/** The app's page `route` (with its query) as a link for a mail: the site's origin and the hash route. */
export function appLink(env: Pick<Env, 'PUBLIC_URL' | 'HOST' | 'PORT'>, route: string): string {
  return `${sandboxOrigin(env)}/#/${route}`;
}
