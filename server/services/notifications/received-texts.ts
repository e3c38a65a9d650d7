import type { I18n } from '@lingui/core';
import { serverI18n } from '../../i18n/catalogs';
import type { Locale } from '../../schemas/common';
import type { NotificationFacts, ReceivedSource } from '../../schemas/notifications';

type Mail = { subject: string; text: string };
type Facts = { title: string; from: string; merchant: string; stampCard: string };
/** A card only comes from a member, by the member's own claim or from a merchant's campaign. */
type CardSource = 'TRANSFER' | 'CLAIM' | 'CAMPAIGN';

function cardMail(i18n: I18n, source: CardSource, { title, from, merchant }: Facts): Mail {
  switch (source) {
    case 'TRANSFER':
      return {
        subject: i18n._('You received a membership card: {title}', { title }),
        text: i18n._('{from} gave you the membership card "{title}". It is in your cards.', { from, title }),
      };
    case 'CLAIM':
      return {
        subject: i18n._('You joined the membership card {title}', { title }),
        text: i18n._('You joined the membership card "{title}" of {merchant}. It is in your cards.', {
          title,
          merchant,
        }),
      };
    case 'CAMPAIGN':
      return {
        subject: i18n._('You received the membership card {title} from {merchant}', { title, merchant }),
        text: i18n._(
          'You received the membership card "{title}" from the merchant {merchant}. It is in your cards.',
          { title, merchant },
        ),
      };
  }
}

function couponMail(i18n: I18n, source: ReceivedSource, { title, from, merchant, stampCard }: Facts): Mail {
  switch (source) {
    case 'TRANSFER':
      return {
        subject: i18n._('You received a coupon: {title}', { title }),
        text: i18n._('{from} gave you the coupon "{title}". It is in your coupons.', { from, title }),
      };
    case 'CLAIM':
      return {
        subject: i18n._('You collected the coupon {title}', { title }),
        text: i18n._('You collected the coupon "{title}" of {merchant}. It is in your coupons.', {
          title,
          merchant,
        }),
      };
    case 'CAMPAIGN':
      return {
        subject: i18n._('You received the coupon {title} from {merchant}', { title, merchant }),
        text: i18n._(
          'You received the coupon "{title}" from the merchant {merchant}. It is in your coupons.',
          {
            title,
            merchant,
          },
        ),
      };
    case 'STAMP_REWARD':
      return {
        subject: i18n._('Your stamp card {stampCard} is complete', { stampCard }),
        text: i18n._(
          'Your stamp card "{stampCard}" of {merchant} is complete: you received the coupon "{title}". It is in your coupons.',
          { stampCard, merchant, title },
        ),
      };
    case 'PURCHASE':
      return {
        subject: i18n._('Your coupon {title} is ready', { title }),
        text: i18n._('The coupon "{title}" you bought from {merchant} is in your coupons.', {
          title,
          merchant,
        }),
      };
  }
}

/**
 * The mail of a card or a coupon received, by how it came: a member's gift names the member, a merchant's the
 * merchant. A notification without a source was recorded before sources existed: it is a transfer.
 */
export function receivedMail(
  locale: Locale,
  kind: 'CARD_RECEIVED' | 'COUPON_RECEIVED',
  f: NotificationFacts,
): Mail {
  const facts: Facts = {
    title: f.title ?? '',
    from: f.from ?? '',
    merchant: f.merchant ?? '',
    stampCard: f.stampCard ?? '',
  };
  const source = f.source ?? 'TRANSFER';
  const i18n = serverI18n(locale);
  if (kind === 'COUPON_RECEIVED') return couponMail(i18n, source, facts);
  return cardMail(i18n, source === 'TRANSFER' || source === 'CLAIM' ? source : 'CAMPAIGN', facts);
}
