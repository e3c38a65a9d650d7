import { serverI18n } from '../../i18n/catalogs';
import type { PriceLine } from '../../schemas/orders';

/** A receipt's order line: item name, quantity, unit price and the line's total, already formatted. */
export type ReceiptItem = { name: string; quantity: number; unitPrice: string; total: string };
/** One figure of the order's price below the lines (discounts, shipping, total), formatted. */
export type ReceiptFigure = { kind: PriceLine['kind']; amount: string; detail: string | null };

/** The payment receipts' facts; `receiptNo` is the order number and the row's place in the order's ledger. */
export type ReceiptFacts = {
  orderNumber: string;
  title: string;
  amount: string;
  method: string;
  time: string;
  receiptNo: string;
  items: ReceiptItem[];
  figures: ReceiptFigure[];
};
type Kind = 'CAPTURE' | 'REFUND';

/** The order's figures as a receipt names them (texts of the server catalog, server/i18n/catalogs.ts). */
const FIGURES: Record<PriceLine['kind'], string> = {
  ITEMS: /*i18n*/ 'Items subtotal',
  DISCOUNT: /*i18n*/ 'Discount',
  VIP_DISCOUNT: /*i18n*/ 'Member discount',
  PROMOTION: /*i18n*/ 'Promotion code',
  COUPON: /*i18n*/ 'Coupon',
  MIN_ORDER_CHARGE: /*i18n*/ 'Minimum order charge',
  ADDITIONAL: /*i18n*/ 'Additional charge',
  SHIPPING: /*i18n*/ 'Shipping',
  TOTAL: /*i18n*/ 'Order total',
};

/** Figures that take money off: shown with a minus sign. */
const OFF = new Set<PriceLine['kind']>(['DISCOUNT', 'VIP_DISCOUNT', 'PROMOTION', 'COUPON']);

/** The receipt's text in `locale` (en_US when unknown): what was paid, the order's lines and its figures. */
export function receiptMail(locale: string, kind: Kind, f: ReceiptFacts): { subject: string; text: string } {
  const i18n = serverI18n(locale);
  const { orderNumber, title } = f;
  // The separator after a label is the language's own ("Amount: …", "金額：…").
  const row = (label: string, value: string) => i18n._('{label}: {value}', { label, value });
  const lines = [
    kind === 'CAPTURE'
      ? i18n._('We have received your payment for order {orderNumber} ({title}).', { orderNumber, title })
      : i18n._('We have refunded part or all of your payment for order {orderNumber} ({title}).', {
          orderNumber,
          title,
        }),
    '',
    row(i18n._('Order number'), f.orderNumber),
    row(i18n._('Receipt number'), f.receiptNo),
    row(i18n._('Time'), f.time),
    row(i18n._('Method'), f.method),
    row(i18n._('Amount'), f.amount),
    '',
    i18n._('Items:'),
    ...f.items.map((i) => `- ${i.name}  ${i.quantity} × ${i.unitPrice}  ${i.total}`),
    '',
    ...f.figures.map((g) => {
      const name = i18n._(FIGURES[g.kind]);
      const label = g.detail && g.kind !== 'ITEMS' ? `${name} (${g.detail})` : name;
      return row(label, OFF.has(g.kind) ? `-${g.amount}` : g.amount);
    }),
    '',
    kind === 'REFUND'
      ? i18n._('The money goes back the way you paid; your bank or wallet may take a few days to show it.')
      : i18n._('Thank you for your order.'),
  ];
  const subject =
    kind === 'CAPTURE'
      ? i18n._('Payment received for order {orderNumber}', { orderNumber })
      : i18n._('Refund for order {orderNumber}', { orderNumber });
  return { subject, text: lines.join('\n') };
}

/** Method names as a receipt shows them (brand names are not translated). */
export const METHOD_NAMES: Record<string, string> = {
  /** Not a method: the provider of a payment with the merchant's coins (payWithCoins). */
  coins: 'Loyalty coins',
  SANDBOX_CARD: 'Card',
  STRIPE: 'Stripe',
  MASTERCARD: 'Mastercard',
  BYON: 'BYON QR',
  SPIRAL: 'Spiral',
  CRYPTO: 'Crypto',
};
