import { isLocale, type Locale } from '../../schemas/common';
import type { NotificationFacts, NotificationKind } from '../../schemas/notifications';
import { receivedMail } from './received-texts';

type Mail = { subject: string; text: string };
/** A card or a coupon received reads by how it came (received-texts.ts). */
type OrderKind = Exclude<NotificationKind, 'CARD_RECEIVED' | 'COUPON_RECEIVED'>;
type Texts = (kind: OrderKind, f: NotificationFacts) => Mail;

/** " (DHL, waybill 123)" when the seller gave them; the parcel's trace is what a buyer asks for first. */
const waybill = (f: NotificationFacts, company: string, number: string, open = ' (', close = ')') =>
  f.waybillNumber
    ? `${open}${f.logisticsCompany ? `${f.logisticsCompany}, ` : ''}${number} ${f.waybillNumber}${close}`
    : f.logisticsCompany
      ? `${open}${company} ${f.logisticsCompany}${close}`
      : '';

const EN: Texts = (kind, f) => {
  switch (kind) {
    case 'SOLD':
      return {
        subject: `New order ${f.orderNumber} to ship`,
        text: `You sold "${f.title}" (order ${f.orderNumber}). Please ship or deliver it and record the delivery on the order.`,
      };
    case 'PAID':
      return {
        subject: `Payment received for order ${f.orderNumber}`,
        text: `We have received your payment of ${f.amount} for order ${f.orderNumber} ("${f.title}").`,
      };
    case 'SHIPPED':
      return {
        subject: `Order ${f.orderNumber} has shipped`,
        text: `The seller has sent "${f.title}" (order ${f.orderNumber})${waybill(f, 'with', 'waybill')}.`,
      };
    case 'DELIVERED':
      return {
        subject: `Order ${f.orderNumber} is delivered`,
        text: `"${f.title}" (order ${f.orderNumber}) is delivered and the order is complete.`,
      };
    case 'REFUNDED':
      return {
        subject: `Refund for order ${f.orderNumber}`,
        text: `Order ${f.orderNumber} ("${f.title}") is refunded. The money goes back the way you paid; your bank or wallet may take a few days to show it.`,
      };
    case 'OUTBID':
      return {
        subject: `You have been outbid on ${f.title}`,
        text: `Another member bid ${f.amount} on "${f.title}". Your hold is released; bid again before the auction ends.`,
      };
    case 'AUCTION_WON':
      return {
        subject: `You won the auction of ${f.title}`,
        text: `Your bid of ${f.amount} won "${f.title}". Your order is ${f.orderNumber}; it is paid from your bid.`,
      };
  }
};

const ZH_TW: Texts = (kind, f) => {
  switch (kind) {
    case 'SOLD':
      return {
        subject: `新訂單 ${f.orderNumber} 待出貨`,
        text: `您已售出「${f.title}」（訂單 ${f.orderNumber}）。請出貨或交付，並在訂單上記錄交付。`,
      };
    case 'PAID':
      return {
        subject: `訂單 ${f.orderNumber} 已收到付款`,
        text: `我們已收到您訂單 ${f.orderNumber}（「${f.title}」）的付款 ${f.amount}。`,
      };
    case 'SHIPPED':
      return {
        subject: `訂單 ${f.orderNumber} 已出貨`,
        text: `賣家已寄出「${f.title}」（訂單 ${f.orderNumber}）${waybill(f, '物流公司', '運單號碼', '（', '）')}。`,
      };
    case 'DELIVERED':
      return {
        subject: `訂單 ${f.orderNumber} 已送達`,
        text: `「${f.title}」（訂單 ${f.orderNumber}）已送達，訂單已完成。`,
      };
    case 'REFUNDED':
      return {
        subject: `訂單 ${f.orderNumber} 退款通知`,
        text: `訂單 ${f.orderNumber}（「${f.title}」）已退款。款項將按原付款方式退回，銀行或錢包可能需要數天才會顯示。`,
      };
    case 'OUTBID':
      return {
        subject: `您在「${f.title}」的出價已被超越`,
        text: `另一位會員對「${f.title}」出價 ${f.amount}。您凍結的金額已釋放；請在拍賣結束前再次出價。`,
      };
    case 'AUCTION_WON':
      return {
        subject: `您已投得「${f.title}」`,
        text: `您以 ${f.amount} 的出價投得「${f.title}」。您的訂單為 ${f.orderNumber}，款項由您的出價支付。`,
      };
  }
};

const ZH_CN: Texts = (kind, f) => {
  switch (kind) {
    case 'SOLD':
      return {
        subject: `新订单 ${f.orderNumber} 待发货`,
        text: `您已售出“${f.title}”（订单 ${f.orderNumber}）。请发货或交付，并在订单上记录交付。`,
      };
    case 'PAID':
      return {
        subject: `订单 ${f.orderNumber} 已收到付款`,
        text: `我们已收到您订单 ${f.orderNumber}（“${f.title}”）的付款 ${f.amount}。`,
      };
    case 'SHIPPED':
      return {
        subject: `订单 ${f.orderNumber} 已发货`,
        text: `卖家已寄出“${f.title}”（订单 ${f.orderNumber}）${waybill(f, '物流公司', '运单号', '（', '）')}。`,
      };
    case 'DELIVERED':
      return {
        subject: `订单 ${f.orderNumber} 已送达`,
        text: `“${f.title}”（订单 ${f.orderNumber}）已送达，订单已完成。`,
      };
    case 'REFUNDED':
      return {
        subject: `订单 ${f.orderNumber} 退款通知`,
        text: `订单 ${f.orderNumber}（“${f.title}”）已退款。款项将按原付款方式退回，银行或钱包可能需要数天才会显示。`,
      };
    case 'OUTBID':
      return {
        subject: `您在“${f.title}”的出价已被超过`,
        text: `另一位会员对“${f.title}”出价 ${f.amount}。您冻结的金额已释放；请在拍卖结束前再次出价。`,
      };
    case 'AUCTION_WON':
      return {
        subject: `您已拍得“${f.title}”`,
        text: `您以 ${f.amount} 的出价拍得“${f.title}”。您的订单为 ${f.orderNumber}，款项由您的出价支付。`,
      };
  }
};

const JA: Texts = (kind, f) => {
  switch (kind) {
    case 'SOLD':
      return {
        subject: `新しいご注文 ${f.orderNumber} の発送をお願いします`,
        text: `「${f.title}」が売れました（ご注文 ${f.orderNumber}）。発送またはお届けのうえ、注文画面で配送を記録してください。`,
      };
    case 'PAID':
      return {
        subject: `ご注文 ${f.orderNumber} のお支払いを受け付けました`,
        text: `ご注文 ${f.orderNumber}（「${f.title}」）のお支払い ${f.amount} を受け付けました。`,
      };
    case 'SHIPPED':
      return {
        subject: `ご注文 ${f.orderNumber} を発送しました`,
        text: `出品者が「${f.title}」（ご注文 ${f.orderNumber}）を発送しました${waybill(f, '配送業者', '伝票番号', '（', '）')}。`,
      };
    case 'DELIVERED':
      return {
        subject: `ご注文 ${f.orderNumber} のお届けが完了しました`,
        text: `「${f.title}」（ご注文 ${f.orderNumber}）のお届けが完了し、ご注文は完了しました。`,
      };
    case 'REFUNDED':
      return {
        subject: `ご注文 ${f.orderNumber} の返金`,
        text: `ご注文 ${f.orderNumber}（「${f.title}」）を返金しました。お支払いと同じ方法で返金されます。銀行やウォレットへの反映には数日かかる場合があります。`,
      };
    case 'OUTBID':
      return {
        subject: `「${f.title}」の入札額が上回られました`,
        text: `別の会員が「${f.title}」に ${f.amount} で入札しました。お客様の保留額は解放されました。オークション終了前に再度入札してください。`,
      };
    case 'AUCTION_WON':
      return {
        subject: `「${f.title}」を落札しました`,
        text: `${f.amount} の入札で「${f.title}」を落札しました。ご注文番号は ${f.orderNumber} で、入札額からお支払い済みです。`,
      };
  }
};

const KO: Texts = (kind, f) => {
  switch (kind) {
    case 'SOLD':
      return {
        subject: `새 주문 ${f.orderNumber} 발송 요청`,
        text: `「${f.title}」이(가) 판매되었습니다(주문 ${f.orderNumber}). 발송 또는 전달 후 주문에 배송을 기록해 주세요.`,
      };
    case 'PAID':
      return {
        subject: `주문 ${f.orderNumber} 결제가 완료되었습니다`,
        text: `주문 ${f.orderNumber}(「${f.title}」)의 결제 ${f.amount}을(를) 받았습니다.`,
      };
    case 'SHIPPED':
      return {
        subject: `주문 ${f.orderNumber}이(가) 발송되었습니다`,
        text: `판매자가 「${f.title}」(주문 ${f.orderNumber})을(를) 발송했습니다${waybill(f, '택배사', '운송장 번호')}.`,
      };
    case 'DELIVERED':
      return {
        subject: `주문 ${f.orderNumber} 배송 완료`,
        text: `「${f.title}」(주문 ${f.orderNumber})이(가) 배송되어 주문이 완료되었습니다.`,
      };
    case 'REFUNDED':
      return {
        subject: `주문 ${f.orderNumber} 환불 안내`,
        text: `주문 ${f.orderNumber}(「${f.title}」)이(가) 환불되었습니다. 결제하신 수단으로 환불되며, 은행이나 지갑에 표시되기까지 며칠이 걸릴 수 있습니다.`,
      };
    case 'OUTBID':
      return {
        subject: `「${f.title}」 입찰가가 추월되었습니다`,
        text: `다른 회원이 「${f.title}」에 ${f.amount}(으)로 입찰했습니다. 보류된 금액은 해제되었습니다. 경매가 끝나기 전에 다시 입찰하세요.`,
      };
    case 'AUCTION_WON':
      return {
        subject: `「${f.title}」 경매에 낙찰되었습니다`,
        text: `${f.amount} 입찰로 「${f.title}」에 낙찰되었습니다. 주문 번호는 ${f.orderNumber}이며 입찰 금액으로 결제되었습니다.`,
      };
  }
};

const TEXTS: Record<Locale, Texts> = { en_US: EN, zh_TW: ZH_TW, zh_CN: ZH_CN, en_JP: JA, en_KR: KO };

/** The notification's mail in the member's saved language (English when none or unknown). */
export function notificationMail(
  language: string | null,
  kind: NotificationKind,
  f: NotificationFacts,
): Mail {
  const locale = isLocale(language) ? language : 'en_US';
  if (kind === 'CARD_RECEIVED' || kind === 'COUPON_RECEIVED') return receivedMail(locale, kind, f);
  return TEXTS[locale](kind, f);
}
