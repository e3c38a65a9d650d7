/*
 * The coin tender's answers as the payment routes give them (getCoinTender, payWithCoins), written here until
 * the server's contract schemas (server/schemas/coins.ts) carry them; the shapes are the same. Amounts are
 * digit strings: whole coins, money in HKD cents.
 */
export type CoinTenderQuote = {
  available: boolean;
  reason: null | 'no_coin' | 'currency' | 'nothing_left';
  coin: null | { mcId: string; name: string; symbol: string; artwork: string | null; valueHkdCents: string };
  spendable: string;
  maxCoins: string;
  leftAmount: string;
};

export type CoinPayment = {
  orderId: string;
  paymentId: string;
  coins: string;
  amount: string;
  paidAmount: string;
  leftAmount: string;
  spendable: string;
};

/** A refusal as the page words it: the code, a 4200 reason, and the balance the coin codes carry. */
export type CoinRefusal = {
  code: number;
  reason: string | null;
  spendable: string | null;
  nextSpendableAt: string | null;
};
