import type { LocalText } from '@schemas/campaigns';
import { LOCALES } from '@schemas/common';
import { flattenForm } from '@schemas/form';
import { CURRENCY_DECIMALS, type OrderCurrency } from '@schemas/orders';
import {
  SaveTicketedEventForm,
  type TicketedEvent,
  type TicketedEventStatus,
  type TicketTier,
} from '@schemas/tickets';
import type { FileRecord } from '@schemas/uploads';
import { savedImage } from '@/lib/upload';
import { schemaIssues, type FieldIssue } from '@/lib/field-issues';
import { endsBeforeStart, instant, localInput } from '@/lib/local-time';
import { decimalToMinor, minorToDecimal } from '@/lib/minor-money';

/**
 * One tier as typed: money in the currency's major units ('120.50'), the fee as a percentage ('2.5'), times as
 * the browser's local date-time. `key` keeps its fields in place when an earlier tier is removed; `sold` is what
 * a saved tier has sold (the form asks before removing such a tier).
 */
export type TierValues = {
  key: number;
  id: string;
  sold: number;
  name: LocalText;
  currency: OrderCurrency;
  price: string;
  capacity: string;
  saleStartsAt: string;
  saleEndsAt: string;
  perMemberLimit: string;
  transferAllowed: boolean;
  transferPriceCap: string;
  transferFeePercent: string;
};

/** The event form as typed. */
export type EventValues = {
  id: string;
  title: LocalText;
  description: LocalText;
  venue: string;
  startsAt: string;
  endsAt: string;
  artwork: FileRecord | null;
  status: TicketedEventStatus;
  tiers: TierValues[];
};

const DAY = 86_400_000;
const HOUR = 3_600_000;

export const emptyText = (): LocalText =>
  Object.fromEntries(LOCALES.map((l) => [l, ''])) as Record<(typeof LOCALES)[number], string>;

let nextKey = 0;

/** A new tier: HK$0 (free), 100 tickets, on sale from now until the event starts. */
export function newTier(eventStartsAt: string, now = new Date()): TierValues {
  return {
    key: nextKey++,
    id: '',
    sold: 0,
    name: emptyText(),
    currency: 'HKD',
    price: '0',
    capacity: '100',
    saleStartsAt: localInput(now),
    saleEndsAt: eventStartsAt || localInput(new Date(now.getTime() + 30 * DAY)),
    perMemberLimit: '10',
    transferAllowed: false,
    transferPriceCap: '',
    transferFeePercent: '0',
  };
}

const major = (minor: string, currency: OrderCurrency) =>
  minorToDecimal(minor, CURRENCY_DECIMALS[currency]) ?? minor;

function tierValues(t: TicketTier): TierValues {
  return {
    key: nextKey++,
    id: t.id,
    sold: t.capacity - t.remaining,
    name: { ...t.name },
    currency: t.currency,
    price: major(t.price, t.currency),
    capacity: String(t.capacity),
    saleStartsAt: localInput(new Date(t.saleStartsAt)),
    saleEndsAt: localInput(new Date(t.saleEndsAt)),
    perMemberLimit: String(t.perMemberLimit),
    transferAllowed: t.transfer.allowed,
    transferPriceCap: t.transfer.priceCap === null ? '' : major(t.transfer.priceCap, t.currency),
    transferFeePercent: minorToDecimal(String(t.transfer.feeBp), 2)!.replace(/\.?0+$/, '') || '0',
  };
}

/** A saved event's values to change, or a new one's: a month from now, three hours long, one tier. */
export function eventValues(e: TicketedEvent | null, now = new Date()): EventValues {
  if (!e) {
    const start = new Date(now.getTime() + 30 * DAY);
    const startsAt = localInput(start);
    return {
      id: '',
      title: emptyText(),
      description: emptyText(),
      venue: '',
      startsAt,
      endsAt: localInput(new Date(start.getTime() + 3 * HOUR)),
      artwork: null,
      status: 'DRAFT',
      tiers: [newTier(startsAt, now)],
    };
  }
  return {
    id: e.id,
    title: { ...e.title },
    description: { ...e.description },
    venue: e.venue,
    startsAt: localInput(new Date(e.startsAt)),
    endsAt: localInput(new Date(e.endsAt)),
    artwork: e.artwork ? savedImage(e.artwork) : null,
    status: e.status,
    tiers: e.tiers.map(tierValues),
  };
}

/** Money typed in major units as the contract's minor-unit digits; what was typed when it is not an amount. */
const minor = (typed: string, currency: OrderCurrency) =>
  decimalToMinor(typed, CURRENCY_DECIMALS[currency]) ?? typed.trim();

/** saveTicketedEvent's body before bracketing. */
function eventWire(v: EventValues) {
  return {
    id: v.id,
    title: v.title,
    description: v.description,
    venue: v.venue.trim(),
    startsAt: instant(v.startsAt),
    endsAt: instant(v.endsAt),
    artwork: v.artwork?.displayPath ?? '',
    status: v.status,
    tiers: v.tiers.map((t) => ({
      id: t.id,
      name: t.name,
      currency: t.currency,
      price: minor(t.price, t.currency),
      capacity: t.capacity.trim(),
      saleStartsAt: instant(t.saleStartsAt),
      saleEndsAt: instant(t.saleEndsAt),
      perMemberLimit: t.perMemberLimit.trim(),
      transferAllowed: t.transferAllowed ? 'true' : 'false',
      transferPriceCap: t.transferAllowed ? minor(t.transferPriceCap, t.currency) : '',
      // A percentage with up to two decimals is a whole number of basis points.
      transferFeeBp: t.transferAllowed ? (decimalToMinor(t.transferFeePercent, 2) ?? 'x') : '0',
    })),
  };
}

/** saveTicketedEvent's body as bracketed fields (`title[en_US]`, `tiers[0][price]`…). */
export const eventFields = (v: EventValues): Record<string, string> => flattenForm(eventWire(v));

/** A wire path at the form's (the fee travels as basis points, typed as a percentage). */
const atForm = (path: string) => path.replace(/\.transferFeeBp$/, '.transferFeePercent');

/** Reasons about a field's range or format, whatever valibot said. */
const FIELD_REASON: Record<string, string> = {
  price: 'amount_format',
  transferPriceCap: 'amount_format',
  capacity: 'capacity_range',
  perMemberLimit: 'per_member_range',
  transferFeePercent: 'fee_range',
};

/**
 * Issues of a save (the form's own check or the server's 4200) at the form's paths ('title.en_US',
 * 'tiers.0.price'…): the schema's checks across fields answer without a path, or at the tier, and belong
 * beside one field each.
 */
export function atEventPaths(issues: readonly FieldIssue[]): FieldIssue[] {
  return issues.map((i) => {
    if (i.path === '' && i.message === 'ends_before_start') return { ...i, path: 'endsAt' };
    if (i.path === '' && i.message === 'sale_ends_after_event') return { ...i, path: 'endsAt' };
    if (/^tiers\.\d+$/.test(i.path) && i.message === 'sale_ends_before_start')
      return { ...i, path: `${i.path}.saleEndsAt` };
    const path = atForm(i.path);
    const field = path.split('.').pop()!;
    const reason = FIELD_REASON[field];
    return { ...i, path, message: reason && i.message !== 'required' ? reason : i.message };
  });
}

/** Whether one local date-time comes after another (false while either is not a date). */
const isAfter = (a: string, b: string) =>
  instant(a) !== '' && instant(b) !== '' && new Date(a).getTime() > new Date(b).getTime();

/**
 * The form's issues before sending, at its paths with the schema's reasons, so one map (event-form.texts.ts)
 * words both the form's checks and the server's. The checks across fields come first, at their field.
 */
export function eventIssues(v: EventValues): FieldIssue[] {
  const out: FieldIssue[] = [];
  if (endsBeforeStart(v.startsAt, v.endsAt)) out.push({ path: 'endsAt', message: 'ends_before_start' });
  v.tiers.forEach((t, i) => {
    if (endsBeforeStart(t.saleStartsAt, t.saleEndsAt))
      out.push({ path: `tiers.${i}.saleEndsAt`, message: 'sale_ends_before_start' });
    else if (isAfter(t.saleEndsAt, v.endsAt))
      out.push({ path: `tiers.${i}.saleEndsAt`, message: 'sale_ends_after_event' });
  });
  const found = schemaIssues(SaveTicketedEventForm, eventWire(v)).filter(
    (i) => i.path !== '' && !/^tiers\.\d+$/.test(i.path),
  );
  return [...out, ...atEventPaths(found)];
}
