import * as v from 'valibot';
import { CryptoAmount } from '@schemas/products';

/** A typed coin amount above zero (a bid, a bid step), or null: the forms say "Enter an amount". */
export function positiveAmount(text: string): string | null {
  const parsed = v.safeParse(CryptoAmount, text);
  return parsed.success && Number(parsed.output) > 0 ? parsed.output : null;
}
