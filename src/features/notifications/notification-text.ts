import { useLingui } from '@lingui/react/macro';
import type { NotificationEntry } from '@schemas/notifications';

/** A notification's line as the member reads it, in the interface language, from its kind and stored facts. */
export function useNotificationText(): (n: NotificationEntry) => string {
  const { t } = useLingui();
  return (n) => {
    const title = n.facts.title ?? '';
    const order = n.facts.orderNumber ?? '';
    const amount = n.facts.amount ?? '';
    const from = n.facts.from ?? '';
    const merchant = n.facts.merchant ?? '';
    const source = n.facts.source ?? 'TRANSFER';
    switch (n.kind) {
      case 'SOLD':
        return t`You sold ${title}: order ${order} is ready to ship`;
      case 'PAID':
        return t`Payment received for order ${order}`;
      case 'SHIPPED': {
        const company = n.facts.logisticsCompany ?? '';
        const waybill = n.facts.waybillNumber ?? '';
        if (waybill) return t`Order ${order} has shipped: ${company} waybill ${waybill}`;
        return t`Order ${order} has shipped`;
      }
      case 'DELIVERED':
        // A ticket order is delivered as its tickets are issued: said so, as the mail does.
        if (n.facts.issued === 'TICKETS') return t`Your tickets for order ${order} are issued`;
        return t`Order ${order} is delivered`;
      case 'REFUNDED':
        return t`Order ${order} is refunded`;
      case 'OUTBID':
        return t`You have been outbid on ${title} (${amount})`;
      case 'AUCTION_WON':
        return t`You won the auction of ${title}`;
      case 'CARD_RECEIVED':
        // A member's gift names the member, a merchant's the merchant; no source: recorded before, a gift.
        switch (source) {
          case 'TRANSFER':
            return t`${from} gave you the membership card ${title}`;
          case 'CLAIM':
            return t`You joined the membership card ${title} of ${merchant}`;
          default:
            return t`You received the membership card ${title} from ${merchant}`;
        }
      case 'COUPON_RECEIVED':
        switch (source) {
          case 'TRANSFER':
            return t`${from} gave you the coupon ${title}`;
          case 'CLAIM':
            return t`You collected the coupon ${title} of ${merchant}`;
          case 'CAMPAIGN':
            return t`You received the coupon ${title} from ${merchant}`;
          case 'STAMP_REWARD': {
            const stampCard = n.facts.stampCard ?? '';
            return t`Your stamp card ${stampCard} is complete: you received the coupon ${title}`;
          }
          case 'PURCHASE':
            return t`The coupon ${title} you bought from ${merchant} is in your coupons`;
        }
    }
  };
}
