import * as v from 'valibot';
import { CommonParams, IntFromString, pageOf } from './common';

/**
 * What a member is told about: the events a buyer, a seller or a bidder acts on or wants to know.
 * One notification per (kind, subject, recipient): a retried state change never tells twice.
 */
export const NOTIFICATION_KINDS = [
  'SOLD',
  'PAID',
  'SHIPPED',
  'DELIVERED',
  'REFUNDED',
  'OUTBID',
  'AUCTION_WON',
  'CARD_RECEIVED',
  'COUPON_RECEIVED',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What a notification links to: the SPA turns it into its page (order detail, item, card, coupon). */
export const NOTIFICATION_LINKS = ['ORDER', 'ITEM', 'CARD', 'COUPON'] as const;
export type NotificationLinkKind = (typeof NOTIFICATION_LINKS)[number];

/**
 * How a member came to hold a card or a coupon (CARD_RECEIVED / COUPON_RECEIVED): from another member
 * (TRANSFER, `from` names them), or from a merchant (`merchant` names it) by claiming it themself (a coupon
 * collected, a card joined with a code or on the QR mini page), as a campaign's reward, as a completed stamp
 * card's reward (`stampCard` names it) or bought. A notification without one is a transfer (recorded before).
 */
export const RECEIVED_SOURCES = ['TRANSFER', 'CLAIM', 'CAMPAIGN', 'STAMP_REWARD', 'PURCHASE'] as const;
export type ReceivedSource = (typeof RECEIVED_SOURCES)[number];

/**
 * The facts a notification's text is made of, stored with it so the list reads without joins and stays what
 * the member was told. Amounts are already formatted with their currency; every field is optional.
 */
export const NotificationFacts = v.object({
  title: v.optional(v.string()),
  orderNumber: v.optional(v.string()),
  logisticsCompany: v.optional(v.string()),
  waybillNumber: v.optional(v.string()),
  amount: v.optional(v.string()),
  /** The member who gave it (a transfer). */
  from: v.optional(v.string()),
  source: v.optional(v.picklist(RECEIVED_SOURCES)),
  /** The merchant's name, when a merchant gave it (every source but TRANSFER). */
  merchant: v.optional(v.string()),
  /** The completed stamp card's name (STAMP_REWARD). */
  stampCard: v.optional(v.string()),
  /** What a DELIVERED order gave (TICKETS: its tickets were issued), so its text says that, not "delivered". */
  issued: v.optional(v.picklist(['TICKETS'])),
});
export type NotificationFacts = v.InferOutput<typeof NotificationFacts>;

export const NotificationEntry = v.object({
  id: v.string(),
  kind: v.picklist(NOTIFICATION_KINDS),
  link: v.object({ kind: v.picklist(NOTIFICATION_LINKS), id: v.string() }),
  facts: NotificationFacts,
  read: v.boolean(),
  createdAt: v.string(),
});
export type NotificationEntry = v.InferOutput<typeof NotificationEntry>;
export const NotificationPage = pageOf(NotificationEntry);
export type NotificationPage = v.InferOutput<typeof NotificationPage>;

export const ListNotificationsQuery = v.object({
  ...CommonParams,
  cursor: v.optional(v.string()),
  limit: v.optional(IntFromString(1, 50), 20),
});
export type ListNotificationsQuery = v.InferOutput<typeof ListNotificationsQuery>;

export const UnreadCount = v.object({ unread: v.pipe(v.number(), v.integer(), v.minValue(0)) });
export type UnreadCount = v.InferOutput<typeof UnreadCount>;

/** markNotificationsRead (a form): one notification by `id`, or every unread one with `all=true`; another member's id changes nothing. */
export const MarkReadForm = v.pipe(
  v.object({
    ...CommonParams,
    id: v.optional(v.pipe(v.string(), v.uuid())),
    all: v.pipe(
      v.optional(v.picklist(['true', 'false']), 'false'),
      v.transform((x) => x === 'true'),
    ),
  }),
  v.check((f) => f.all || f.id !== undefined, 'id_or_all'),
);
export type MarkReadForm = v.InferOutput<typeof MarkReadForm>;

/** An IANA time zone the runtime knows (the browser's `Intl.DateTimeFormat().resolvedOptions().timeZone`). */
export const isTimeZone = (tz: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};
export const DEFAULT_TIME_ZONE = 'Asia/Hong_Kong';

export const SaveTimeZoneForm = v.object({
  ...CommonParams,
  timeZone: v.pipe(v.string(), v.maxLength(64), v.check(isTimeZone, 'invalid_time_zone')),
});
export type SaveTimeZoneForm = v.InferOutput<typeof SaveTimeZoneForm>;
export const TimeZoneAnswer = v.object({ timeZone: v.string() });

/** The app route (hash path and query) a notification links to; the mails and the SPA's list use the same. */
export function notificationRoute(link: { kind: NotificationLinkKind; id: string }): {
  to: string;
  search: Record<string, string>;
} {
  switch (link.kind) {
    case 'ORDER':
      return { to: 'orderDetail', search: { id: link.id } };
    case 'ITEM':
      return { to: 'itemDetails', search: { id: link.id } };
    case 'CARD':
      return { to: 'memberCard', search: { id: link.id } };
    case 'COUPON':
      return { to: 'myCoupons', search: { tab: 'mine' } };
  }
}
