import type { Locale } from '../../../schemas/common';
import { ACCOUNT_FAQ } from './faq-account';
import { BUYING_FAQ } from './faq-buying';
import { CARDS_FAQ } from './faq-cards';
import { PAYMENTS_FAQ } from './faq-payments';
import { SELLING_FAQ } from './faq-selling';
import { WALLET_FAQ } from './faq-wallet';

/** One help-centre question in every interface language: [question, answer]. */
export type FaqSeed = {
  key: string;
  category: 'account' | 'buying' | 'selling' | 'wallet' | 'cards' | 'payments';
  text: Record<Locale, readonly [question: string, answer: string]>;
};

/** The help centre as shipped; each category file keeps its questions in display order. */
export const FAQ_SEED: FaqSeed[] = [
  ...ACCOUNT_FAQ,
  ...BUYING_FAQ,
  ...SELLING_FAQ,
  ...WALLET_FAQ,
  ...CARDS_FAQ,
  ...PAYMENTS_FAQ,
];
