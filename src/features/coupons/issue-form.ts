import { IssueCouponsForm } from '@schemas/coupons';
import { atFormPaths, schemaIssues, type FieldIssue } from '@/lib/field-issues';
import { endsBeforeStart, instant, localInput } from '@/lib/local-time';

/** The issue form as typed: amounts in HK dollars, times as the browser's local date-time. */
export type IssueValues = {
  name: string;
  description: string;
  method: 'FIXPRICE' | 'PERCENT';
  amount: string;
  percent: string;
  validFrom: string;
  validTo: string;
  quantity: string;
  perMemberLimit: string;
  price: string;
  isForAll: boolean;
  productIds: string[];
};

export function emptyIssue(now = new Date()): IssueValues {
  const month = new Date(now.getTime() + 30 * 86_400_000);
  return {
    name: '',
    description: '',
    method: 'FIXPRICE',
    amount: '',
    percent: '',
    validFrom: localInput(now),
    validTo: localInput(month),
    quantity: '100',
    perMemberLimit: '1',
    price: '',
    isForAll: true,
    productIds: [],
  };
}

const MONEY = /^\d{1,9}(\.\d{1,2})?$/;
/** HK dollars as typed to cents, exactly ('12.5' → '1250'); null when not an amount. */
export function toCents(text: string): string | null {
  const s = text.trim();
  if (!MONEY.test(s)) return null;
  const [whole = '0', frac = ''] = s.split('.');
  return String(BigInt(whole) * 100n + BigInt(frac.padEnd(2, '0')));
}

/** The wire's names for the form's fields, to mark the server's issues where they were typed. */
export const ISSUE_PATHS = { value: 'amount', productIds: 'productIds' };

/**
 * The form's issues before sending, with the server's reason keys (coupons.errors.ts words them): its own
 * checks across fields first, then the server's schema (IssueCouponsForm) on what it would send.
 */
export function issueIssues(v: IssueValues): FieldIssue[] {
  const out: FieldIssue[] = [];
  const add = (path: keyof IssueValues, message: string) => out.push({ path, message });
  const cents = toCents(v.amount);
  if (v.method === 'FIXPRICE' && !(cents && cents !== '0')) add('amount', 'required');
  if (v.method === 'PERCENT' && !v.percent.trim()) add('percent', 'percent_format');
  if (endsBeforeStart(v.validFrom, v.validTo)) add('validTo', 'ends_before_start');
  if (/^\d+$/.test(v.perMemberLimit) && Number(v.perMemberLimit) > Number(v.quantity))
    add('perMemberLimit', 'above_quantity');
  if (!v.isForAll && v.productIds.length === 0) add('productIds', 'required');
  return [...out, ...atFormPaths(schemaIssues(IssueCouponsForm, issueFields(v)), ISSUE_PATHS)];
}

/** The issueCoupons fields. */
export function issueFields(v: IssueValues): Record<string, string | string[]> {
  return {
    name: v.name.trim(),
    description: v.description.trim(),
    method: v.method,
    // An amount that is not one goes as typed, for the schema to refuse (amount_format).
    ...(v.method === 'FIXPRICE'
      ? { value: toCents(v.amount) ?? v.amount.trim() }
      : { percent: v.percent.trim() }),
    currency: 'HKD',
    validFrom: instant(v.validFrom),
    validTo: instant(v.validTo),
    quantity: v.quantity,
    perMemberLimit: v.perMemberLimit,
    price: v.price.trim() ? (toCents(v.price) ?? v.price.trim()) : '',
    isForAll: v.isForAll ? 'true' : 'false',
    productIds: v.isForAll ? [] : v.productIds,
  };
}
