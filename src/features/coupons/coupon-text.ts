import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { CouponBatch, CouponViewState } from '@schemas/coupons';
import { formatMinor } from '@/lib/minor-money';

/** What a coupon takes off: "HK$10.00 off" or "20% off". */
export function offText(
  i18n: I18n,
  b: Pick<CouponBatch, 'method' | 'value' | 'currency' | 'percentBp'>,
): string {
  const amount =
    b.method === 'FIXPRICE' ? formatMinor(b.value, b.currency, i18n.locale) : `${b.percentBp / 100}%`;
  return i18n._(msg`${amount} off`);
}

export const STATE_LABEL: Record<CouponViewState, MessageDescriptor> = {
  AVAILABLE: msg`Available`,
  RESERVED: msg`Reserved`,
  USED: msg`Used`,
  EXPIRED: msg`Expired`,
};
export const STATE_COLOR: Record<CouponViewState, string> = {
  AVAILABLE: 'teal',
  RESERVED: 'yellow',
  USED: 'gray',
  EXPIRED: 'red',
};
