import { msg } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';

/** FAQ category keys sent by the server, shown as translated topic names; unknown keys show as sent. */
const LABELS: Record<string, MessageDescriptor> = {
  account: msg`Account`,
  buying: msg`Buying`,
  selling: msg`Selling`,
  wallet: msg`Wallets`,
  cards: msg`Membership cards and coupons`,
  payments: msg`Payments`,
};

export function faqCategoryLabel(key: string): string {
  const d = LABELS[key];
  return d ? i18n._(d) : key;
}
