/** The coin tender's answers (getCoinTender, payWithCoins): the server's contract types. */
export type { CoinPayment, CoinTenderQuote } from '@schemas/coins';

/** A refusal as the page words it: the code, a 4200 reason, and the balance the coin codes carry. */
export type CoinRefusal = {
  code: number;
  reason: string | null;
  spendable: string | null;
  nextSpendableAt: string | null;
};
