import type { I18n } from '@lingui/core';
import { serverI18n } from '../../i18n/catalogs';
import { isLocale } from '../../schemas/common';
import type { NotificationFacts, NotificationKind } from '../../schemas/notifications';
import { receivedMail } from './received-texts';

type Mail = { subject: string; text: string };
/** A card or a coupon received reads by how it came (received-texts.ts). */
type OrderKind = Exclude<NotificationKind, 'CARD_RECEIVED' | 'COUPON_RECEIVED'>;

/** "DHL, waybill 123" when the seller gave them; the parcel's trace is what a buyer asks for first. */
function shipment(i18n: I18n, f: NotificationFacts): string | null {
  const company = f.logisticsCompany;
  if (f.waybillNumber) {
    return company
      ? i18n._('{company}, waybill {waybill}', { company, waybill: f.waybillNumber })
      : i18n._('waybill {waybill}', { waybill: f.waybillNumber });
  }
  return company ? i18n._('with {company}', { company }) : null;
}

function orderMail(i18n: I18n, kind: OrderKind, f: NotificationFacts): Mail {
  const { orderNumber, title, amount } = f;
  switch (kind) {
    case 'SOLD':
      return {
        subject: i18n._('New order {orderNumber} to ship', { orderNumber }),
        text: i18n._(
          'You sold "{title}" (order {orderNumber}). Please ship or deliver it and record the delivery on the order.',
          { title, orderNumber },
        ),
      };
    case 'PAID':
      return {
        subject: i18n._('Payment received for order {orderNumber}', { orderNumber }),
        text: i18n._('We have received your payment of {amount} for order {orderNumber} ("{title}").', {
          amount,
          orderNumber,
          title,
        }),
      };
    case 'SHIPPED': {
      const trace = shipment(i18n, f);
      return {
        subject: i18n._('Order {orderNumber} has shipped', { orderNumber }),
        text: trace
          ? i18n._('The seller has sent "{title}" (order {orderNumber}) ({shipment}).', {
              title,
              orderNumber,
              shipment: trace,
            })
          : i18n._('The seller has sent "{title}" (order {orderNumber}).', { title, orderNumber }),
      };
    }
    case 'DELIVERED':
      if (f.issued === 'TICKETS')
        return {
          subject: i18n._('Your tickets for order {orderNumber} are issued', { orderNumber }),
          text: i18n._(
            'Order {orderNumber} ("{title}") is confirmed and your tickets are issued. Find them under My tickets.',
            { orderNumber, title },
          ),
        };
      return {
        subject: i18n._('Order {orderNumber} is delivered', { orderNumber }),
        text: i18n._('"{title}" (order {orderNumber}) is delivered and the order is complete.', {
          title,
          orderNumber,
        }),
      };
    case 'REFUNDED':
      return {
        subject: i18n._('Refund for order {orderNumber}', { orderNumber }),
        text: i18n._(
          'Order {orderNumber} ("{title}") is refunded. The money goes back the way you paid; your bank or wallet may take a few days to show it.',
          { orderNumber, title },
        ),
      };
    case 'OUTBID':
      return {
        subject: i18n._('You have been outbid on {title}', { title }),
        text: i18n._(
          'Another member bid {amount} on "{title}". Your hold is released; bid again before the auction ends.',
          { amount, title },
        ),
      };
    case 'AUCTION_WON':
      return {
        subject: i18n._('You won the auction of {title}', { title }),
        text: i18n._(
          'Your bid of {amount} won "{title}". Your order is {orderNumber}; it is paid from your bid.',
          {
            amount,
            title,
            orderNumber,
          },
        ),
      };
  }
}

/** The notification's mail in the member's saved language (English when none or unknown). */
export function notificationMail(
  language: string | null,
  kind: NotificationKind,
  f: NotificationFacts,
): Mail {
  const locale = isLocale(language) ? language : 'en_US';
  if (kind === 'CARD_RECEIVED' || kind === 'COUPON_RECEIVED') return receivedMail(locale, kind, f);
  return orderMail(serverI18n(locale), kind, f);
}
