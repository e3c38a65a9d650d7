import { instant, localInput } from '@/lib/local-time';

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

/** Field problems found before sending, as the server's messages (coupons.errors.ts turns them into text). */
export function issueProblems(v: IssueValues): Partial<Record<keyof IssueValues, string>> {
  const out: Partial<Record<keyof IssueValues, string>> = {};
  if (!v.name.trim()) out.name = 'required';
  if (v.method === 'FIXPRICE' && !(toCents(v.amount) && toCents(v.amount) !== '0')) out.amount = 'required';
  if (v.method === 'PERCENT' && !/^\d{1,3}(\.\d{1,2})?$/.test(v.percent.trim()))
    out.percent = 'percent_format';
  if (!instant(v.validFrom)) out.validFrom = 'datetime_format';
  if (!instant(v.validTo)) out.validTo = 'datetime_format';
  else if (instant(v.validFrom) && new Date(v.validTo) <= new Date(v.validFrom))
    out.validTo = 'ends_before_start';
  if (!/^\d+$/.test(v.quantity) || Number(v.quantity) < 1) out.quantity = 'required';
  if (!/^\d+$/.test(v.perMemberLimit) || Number(v.perMemberLimit) < 1) out.perMemberLimit = 'required';
  else if (Number(v.perMemberLimit) > Number(v.quantity)) out.perMemberLimit = 'above_quantity';
  if (v.price.trim() && toCents(v.price) === null) out.price = 'amount_format';
  if (!v.isForAll && v.productIds.length === 0) out.productIds = 'required';
  return out;
}

/** The issueCoupons fields. */
export function issueFields(v: IssueValues): Record<string, string | string[]> {
  return {
    name: v.name.trim(),
    description: v.description.trim(),
    method: v.method,
    ...(v.method === 'FIXPRICE' ? { value: toCents(v.amount) ?? '' } : { percent: v.percent.trim() }),
    currency: 'HKD',
    validFrom: instant(v.validFrom),
    validTo: instant(v.validTo),
    quantity: v.quantity,
    perMemberLimit: v.perMemberLimit,
    price: v.price.trim() ? (toCents(v.price) ?? '') : '',
    isForAll: v.isForAll ? 'true' : 'false',
    productIds: v.isForAll ? [] : v.productIds,
  };
}
