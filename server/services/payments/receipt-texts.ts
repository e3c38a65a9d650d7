/** The payment receipts' texts per interface language (members.language; en_US when unknown). */
export type ReceiptFacts = {
  orderNumber: string;
  title: string;
  amount: string;
  method: string;
  time: string;
  receiptNo: string;
};
type Texts = {
  subject: (kind: 'CAPTURE' | 'REFUND', orderNumber: string) => string;
  lines: (kind: 'CAPTURE' | 'REFUND', f: ReceiptFacts) => string[];
};

const EN: Texts = {
  subject: (k, n) => (k === 'CAPTURE' ? `Payment received for order ${n}` : `Refund for order ${n}`),
  lines: (k, f) => [
    k === 'CAPTURE'
      ? `We have received your payment for order ${f.orderNumber} (${f.title}).`
      : `We have refunded part or all of your payment for order ${f.orderNumber} (${f.title}).`,
    `Amount: ${f.amount}`,
    `Method: ${f.method}`,
    `Time: ${f.time}`,
    `Receipt number: ${f.receiptNo}`,
    k === 'REFUND'
      ? 'The money goes back the way you paid; your bank or wallet may take a few days to show it.'
      : 'Thank you for your order.',
  ],
};

export const RECEIPT_TEXTS: Record<string, Texts> = {
  en_US: EN,
  zh_TW: {
    subject: (k, n) => (k === 'CAPTURE' ? `訂單 ${n} 已收到付款` : `訂單 ${n} 退款通知`),
    lines: (k, f) => [
      k === 'CAPTURE'
        ? `我們已收到您訂單 ${f.orderNumber}（${f.title}）的付款。`
        : `我們已退還您訂單 ${f.orderNumber}（${f.title}）的部分或全部付款。`,
      `金額：${f.amount}`,
      `付款方式：${f.method}`,
      `時間：${f.time}`,
      `收據編號：${f.receiptNo}`,
      k === 'REFUND' ? '款項將按原付款方式退回，銀行或錢包可能需要數天才會顯示。' : '感謝您的訂購。',
    ],
  },
  zh_CN: {
    subject: (k, n) => (k === 'CAPTURE' ? `订单 ${n} 已收到付款` : `订单 ${n} 退款通知`),
    lines: (k, f) => [
      k === 'CAPTURE'
        ? `我们已收到您订单 ${f.orderNumber}（${f.title}）的付款。`
        : `我们已退还您订单 ${f.orderNumber}（${f.title}）的部分或全部付款。`,
      `金额：${f.amount}`,
      `付款方式：${f.method}`,
      `时间：${f.time}`,
      `收据编号：${f.receiptNo}`,
      k === 'REFUND' ? '款项将按原付款方式退回，银行或钱包可能需要数天才会显示。' : '感谢您的订购。',
    ],
  },
  en_JP: {
    subject: (k, n) => (k === 'CAPTURE' ? `ご注文 ${n} のお支払いを受け付けました` : `ご注文 ${n} の返金`),
    lines: (k, f) => [
      k === 'CAPTURE'
        ? `ご注文 ${f.orderNumber}（${f.title}）のお支払いを受け付けました。`
        : `ご注文 ${f.orderNumber}（${f.title}）のお支払いの一部または全額を返金しました。`,
      `金額：${f.amount}`,
      `お支払い方法：${f.method}`,
      `日時：${f.time}`,
      `領収書番号：${f.receiptNo}`,
      k === 'REFUND'
        ? 'お支払いと同じ方法で返金されます。銀行やウォレットへの反映には数日かかる場合があります。'
        : 'ご注文ありがとうございます。',
    ],
  },
  en_KR: {
    subject: (k, n) => (k === 'CAPTURE' ? `주문 ${n} 결제가 완료되었습니다` : `주문 ${n} 환불 안내`),
    lines: (k, f) => [
      k === 'CAPTURE'
        ? `주문 ${f.orderNumber}(${f.title})의 결제를 받았습니다.`
        : `주문 ${f.orderNumber}(${f.title})의 결제 금액 일부 또는 전액을 환불했습니다.`,
      `금액: ${f.amount}`,
      `결제 수단: ${f.method}`,
      `시간: ${f.time}`,
      `영수증 번호: ${f.receiptNo}`,
      k === 'REFUND'
        ? '결제하신 수단으로 환불되며, 은행이나 지갑에 표시되기까지 며칠이 걸릴 수 있습니다.'
        : '주문해 주셔서 감사합니다.',
    ],
  },
};

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
