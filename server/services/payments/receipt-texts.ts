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
type Texts = {
  subject: (kind: Kind, orderNumber: string) => string;
  intro: (kind: Kind, f: ReceiptFacts) => string;
  outro: (kind: Kind) => string;
  /** The labels, with the separator the language writes after a label. */
  sep: string;
  amount: string;
  method: string;
  time: string;
  receiptNo: string;
  orderNumber: string;
  items: string;
  /** "2 × HKD 10.00" */
  times: (quantity: number, unitPrice: string) => string;
  figures: Record<PriceLine['kind'], string>;
};

const EN: Texts = {
  subject: (k, n) => (k === 'CAPTURE' ? `Payment received for order ${n}` : `Refund for order ${n}`),
  intro: (k, f) =>
    k === 'CAPTURE'
      ? `We have received your payment for order ${f.orderNumber} (${f.title}).`
      : `We have refunded part or all of your payment for order ${f.orderNumber} (${f.title}).`,
  outro: (k) =>
    k === 'REFUND'
      ? 'The money goes back the way you paid; your bank or wallet may take a few days to show it.'
      : 'Thank you for your order.',
  sep: ': ',
  amount: 'Amount',
  method: 'Method',
  time: 'Time',
  receiptNo: 'Receipt number',
  orderNumber: 'Order number',
  items: 'Items',
  times: (q, p) => `${q} × ${p}`,
  figures: {
    ITEMS: 'Items subtotal',
    DISCOUNT: 'Discount',
    VIP_DISCOUNT: 'Member discount',
    PROMOTION: 'Promotion code',
    COUPON: 'Coupon',
    MIN_ORDER_CHARGE: 'Minimum order charge',
    ADDITIONAL: 'Additional charge',
    SHIPPING: 'Shipping',
    TOTAL: 'Order total',
  },
};

export const RECEIPT_TEXTS: Record<string, Texts> = {
  en_US: EN,
  zh_TW: {
    subject: (k, n) => (k === 'CAPTURE' ? `訂單 ${n} 已收到付款` : `訂單 ${n} 退款通知`),
    intro: (k, f) =>
      k === 'CAPTURE'
        ? `我們已收到您訂單 ${f.orderNumber}（${f.title}）的付款。`
        : `我們已退還您訂單 ${f.orderNumber}（${f.title}）的部分或全部付款。`,
    outro: (k) =>
      k === 'REFUND' ? '款項將按原付款方式退回，銀行或錢包可能需要數天才會顯示。' : '感謝您的訂購。',
    sep: '：',
    amount: '金額',
    method: '付款方式',
    time: '時間',
    receiptNo: '收據編號',
    orderNumber: '訂單編號',
    items: '商品',
    times: (q, p) => `${q} × ${p}`,
    figures: {
      ITEMS: '商品小計',
      DISCOUNT: '折扣',
      VIP_DISCOUNT: '會員折扣',
      PROMOTION: '優惠碼',
      COUPON: '優惠券',
      MIN_ORDER_CHARGE: '最低消費附加費',
      ADDITIONAL: '附加費用',
      SHIPPING: '運費',
      TOTAL: '訂單總額',
    },
  },
  zh_CN: {
    subject: (k, n) => (k === 'CAPTURE' ? `订单 ${n} 已收到付款` : `订单 ${n} 退款通知`),
    intro: (k, f) =>
      k === 'CAPTURE'
        ? `我们已收到您订单 ${f.orderNumber}（${f.title}）的付款。`
        : `我们已退还您订单 ${f.orderNumber}（${f.title}）的部分或全部付款。`,
    outro: (k) =>
      k === 'REFUND' ? '款项将按原付款方式退回，银行或钱包可能需要数天才会显示。' : '感谢您的订购。',
    sep: '：',
    amount: '金额',
    method: '付款方式',
    time: '时间',
    receiptNo: '收据编号',
    orderNumber: '订单编号',
    items: '商品',
    times: (q, p) => `${q} × ${p}`,
    figures: {
      ITEMS: '商品小计',
      DISCOUNT: '折扣',
      VIP_DISCOUNT: '会员折扣',
      PROMOTION: '优惠码',
      COUPON: '优惠券',
      MIN_ORDER_CHARGE: '最低消费附加费',
      ADDITIONAL: '附加费用',
      SHIPPING: '运费',
      TOTAL: '订单总额',
    },
  },
  en_JP: {
    subject: (k, n) => (k === 'CAPTURE' ? `ご注文 ${n} のお支払いを受け付けました` : `ご注文 ${n} の返金`),
    intro: (k, f) =>
      k === 'CAPTURE'
        ? `ご注文 ${f.orderNumber}（${f.title}）のお支払いを受け付けました。`
        : `ご注文 ${f.orderNumber}（${f.title}）のお支払いの一部または全額を返金しました。`,
    outro: (k) =>
      k === 'REFUND'
        ? 'お支払いと同じ方法で返金されます。銀行やウォレットへの反映には数日かかる場合があります。'
        : 'ご注文ありがとうございます。',
    sep: '：',
    amount: '金額',
    method: 'お支払い方法',
    time: '日時',
    receiptNo: '領収書番号',
    orderNumber: 'ご注文番号',
    items: '商品',
    times: (q, p) => `${q} × ${p}`,
    figures: {
      ITEMS: '商品小計',
      DISCOUNT: '割引',
      VIP_DISCOUNT: '会員割引',
      PROMOTION: 'プロモーションコード',
      COUPON: 'クーポン',
      MIN_ORDER_CHARGE: '最低注文金額の調整',
      ADDITIONAL: '追加料金',
      SHIPPING: '送料',
      TOTAL: 'ご注文合計',
    },
  },
  en_KR: {
    subject: (k, n) => (k === 'CAPTURE' ? `주문 ${n} 결제가 완료되었습니다` : `주문 ${n} 환불 안내`),
    intro: (k, f) =>
      k === 'CAPTURE'
        ? `주문 ${f.orderNumber}(${f.title})의 결제를 받았습니다.`
        : `주문 ${f.orderNumber}(${f.title})의 결제 금액 일부 또는 전액을 환불했습니다.`,
    outro: (k) =>
      k === 'REFUND'
        ? '결제하신 수단으로 환불되며, 은행이나 지갑에 표시되기까지 며칠이 걸릴 수 있습니다.'
        : '주문해 주셔서 감사합니다.',
    sep: ': ',
    amount: '금액',
    method: '결제 수단',
    time: '시간',
    receiptNo: '영수증 번호',
    orderNumber: '주문 번호',
    items: '상품',
    times: (q, p) => `${q} × ${p}`,
    figures: {
      ITEMS: '상품 소계',
      DISCOUNT: '할인',
      VIP_DISCOUNT: '회원 할인',
      PROMOTION: '프로모션 코드',
      COUPON: '쿠폰',
      MIN_ORDER_CHARGE: '최소 주문 금액 보정',
      ADDITIONAL: '추가 요금',
      SHIPPING: '배송비',
      TOTAL: '주문 합계',
    },
  },
};

/** Figures that take money off: shown with a minus sign. */
const OFF = new Set<PriceLine['kind']>(['DISCOUNT', 'VIP_DISCOUNT', 'PROMOTION', 'COUPON']);

/** The receipt's text in `locale` (en_US when unknown): what was paid, the order's lines and its figures. */
export function receiptMail(locale: string, kind: Kind, f: ReceiptFacts): { subject: string; text: string } {
  const t = RECEIPT_TEXTS[locale] ?? EN;
  const row = (label: string, value: string) => `${label}${t.sep}${value}`;
  const lines = [
    t.intro(kind, f),
    '',
    row(t.orderNumber, f.orderNumber),
    row(t.receiptNo, f.receiptNo),
    row(t.time, f.time),
    row(t.method, f.method),
    row(t.amount, f.amount),
    '',
    `${t.items}${t.sep.trim()}`,
    ...f.items.map((i) => `- ${i.name}  ${t.times(i.quantity, i.unitPrice)}  ${i.total}`),
    '',
    ...f.figures.map((g) => {
      const label = g.detail && g.kind !== 'ITEMS' ? `${t.figures[g.kind]} (${g.detail})` : t.figures[g.kind];
      return row(label, OFF.has(g.kind) ? `-${g.amount}` : g.amount);
    }),
    '',
    t.outro(kind),
  ];
  return { subject: t.subject(kind, f.orderNumber), text: lines.join('\n') };
}

/** Method names as a receipt shows them (brand names are not translated). */
export const METHOD_NAMES: Record<string, string> = {
  SANDBOX_CARD: 'Card',
  STRIPE: 'Stripe',
  MASTERCARD: 'Mastercard',
  BYON: 'BYON QR',
  SPIRAL: 'Spiral',
  CRYPTO: 'Crypto',
};

/** Intl tags of the interface languages (en_JP and en_KR read their own language's dates). */
export const INTL_TAGS: Record<string, string> = {
  en_US: 'en-US',
  zh_TW: 'zh-TW',
  zh_CN: 'zh-CN',
  en_JP: 'ja-JP',
  en_KR: 'ko-KR',
};
