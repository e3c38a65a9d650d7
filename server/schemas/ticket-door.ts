import * as v from 'valibot';
import { CommonParams, IntFromString, pageOf } from './common';
import { GateName } from './door-verdict';
import { LocalTextOut } from './campaigns';
import { MinorAmount, ORDER_CURRENCIES } from './orders';
import { blank } from './promotions';
import { TicketSeed, TICKET_CODE_DIGITS, TICKET_CODE_PERIOD_SECONDS } from './ticket-code';
import { CHECKIN_RESULTS, TICKETED_EVENT_STATUSES } from './tickets';
import { withTransferTarget } from './transfer-target';

/*
 * The door's operations: who may work a merchant's door, the holder's code (seed and signature, to show a
 * rotating QR offline), giving a ticket to another member, the door kit, the sync of offline scans and the
 * check-in log. The door's own decisions are the shared pure core (ticket-code, door-verdict, checkin-replay).
 */

const Uuid = v.pipe(v.string(), v.uuid());
/** A client's key for one state change: a retry with the same key answers the same result. */
const RequestKey = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, 'request_key_format'));
const DeviceId = v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), v.maxLength(64));

// ---- Door staff ------------------------------------------------------------------------------------------------

/** setDoorStaff: the merchant's owner names (`add`) or removes a member by member id or login name. */
export const SetDoorStaffForm = v.object({
  ...CommonParams,
  member: v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), v.maxLength(64)),
  action: v.optional(v.picklist(['add', 'remove']), 'add'),
});
export type SetDoorStaffForm = v.InferOutput<typeof SetDoorStaffForm>;

export const DoorStaffMember = v.object({
  memberId: v.string(),
  name: v.string(),
  loginName: v.nullable(v.string()),
  addedAt: v.string(),
});
export const DoorStaffList = v.object({ items: v.array(DoorStaffMember) });
export type DoorStaffList = v.InferOutput<typeof DoorStaffList>;

// ---- The holder's code -----------------------------------------------------------------------------------------

export const TicketIdQuery = v.object({ ...CommonParams, id: Uuid });

/**
 * getTicketCode: what the holder's page keeps to draw its rotating QR offline (encodeTicketQr of the claim,
 * signature and seed at the phone's time). Holds the ticket's seed: the page keeps it on the device only.
 */
export const TicketCode = v.object({
  ticketId: v.string(),
  eventId: v.string(),
  tierId: v.string(),
  secretVersion: v.number(),
  signature: v.string(),
  seed: TicketSeed,
  period: v.literal(TICKET_CODE_PERIOD_SECONDS),
  digits: v.literal(TICKET_CODE_DIGITS),
  event: v.object({
    title: LocalTextOut,
    venue: v.string(),
    startsAt: v.string(),
    endsAt: v.string(),
  }),
});
export type TicketCode = v.InferOutput<typeof TicketCode>;

// ---- Transfer --------------------------------------------------------------------------------------------------

/**
 * transferTicket: the holder gives the ticket to another member (by mobile or e-mail, with the captcha, as
 * cards and coupons move), where its tier allows; `price` is an optional asking price in minor units of the
 * tier's currency (recorded, within the tier's cap; no money moves), `requestKey` makes a retry answer the same.
 */
export const TransferTicketForm = withTransferTarget({
  ...CommonParams,
  id: Uuid,
  requestKey: RequestKey,
  price: v.optional(v.pipe(v.string(), v.trim(), blank, v.optional(MinorAmount))),
});
export type TransferTicketForm = v.InferOutput<typeof TransferTicketForm>;

export const TicketTransfer = v.object({
  transferId: v.string(),
  ticketId: v.string(),
  to: v.object({ memberId: v.string(), name: v.string() }),
  /** The ticket's new version: codes of every earlier one are refused at the door. */
  secretVersion: v.number(),
  currency: v.picklist(ORDER_CURRENCIES),
  price: v.nullable(v.string()),
  feeBp: v.number(),
  /** The organiser's fee on `price` (minor units, rounded down), null without a price. */
  fee: v.nullable(v.string()),
  createdAt: v.string(),
});
export type TicketTransfer = v.InferOutput<typeof TicketTransfer>;

// ---- The events a member works the door of ---------------------------------------------------------------------

/** listDoorEvents: one event the caller may work the door of, with the doors' window and the caller's role. */
export const DoorEvent = v.object({
  id: v.string(),
  title: LocalTextOut,
  venue: v.string(),
  startsAt: v.string(),
  endsAt: v.string(),
  /** When admissions start counting (the door kit's opensAt). */
  opensAt: v.string(),
  status: v.picklist(TICKETED_EVENT_STATUSES),
  merchantName: v.string(),
  role: v.picklist(['OWNER', 'STAFF']),
});
export type DoorEvent = v.InferOutput<typeof DoorEvent>;
export const DoorEventList = v.object({ items: v.array(DoorEvent) });
export type DoorEventList = v.InferOutput<typeof DoorEventList>;

// ---- Door kit, sync, log -----------------------------------------------------------------------------------------

/** getDoorKit: the event, and the gate (or device) name the kit is for. */
export const DoorKitQuery = v.object({ ...CommonParams, eventId: Uuid, gate: GateName });

/** How many scans one sync call carries (a door syncs its queue in batches of at most this). */
export const SYNC_BATCH_MAX = 500;

/**
 * syncCheckins: a door device's queued scans, `scans` a JSON array of CheckinScan (door-time milliseconds as
 * numbers), each checked on its own: one bad scan is answered INVALID without holding back the others.
 */
export const SyncCheckinsForm = v.object({
  ...CommonParams,
  eventId: Uuid,
  deviceId: DeviceId,
  scans: v.pipe(
    v.string(),
    v.maxLength(SYNC_BATCH_MAX * 400, 'too_many_scans'),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      try {
        const value: unknown = JSON.parse(dataset.value);
        if (Array.isArray(value) && value.length <= SYNC_BATCH_MAX) return value as unknown[];
        addIssue({ message: Array.isArray(value) ? 'too_many_scans' : 'scans_format' });
      } catch {
        addIssue({ message: 'scans_format' });
      }
      return NEVER;
    }),
  ),
});
export type SyncCheckinsForm = v.InferOutput<typeof SyncCheckinsForm>;

/** A scan's result after the sync; INVALID: the scan itself was refused (not stored; fix and send again). */
export const SYNC_RESULTS = [...CHECKIN_RESULTS, 'INVALID'] as const;

/** The admission a conflict lost to: where and when it was first scanned. */
export const CheckinCollision = v.object({ deviceId: v.string(), gate: v.string(), doorTime: v.number() });

export const SyncedScan = v.object({
  /** The scan's nonce (null when an INVALID scan carried none). */
  nonce: v.nullable(v.string()),
  result: v.picklist(SYNC_RESULTS),
  /** The refusal the door showed (REFUSED), or why the scan is INVALID; '' otherwise. */
  reason: v.string(),
  conflictWith: v.nullable(CheckinCollision),
});
export type SyncedScan = v.InferOutput<typeof SyncedScan>;
export const SyncAnswer = v.object({
  scans: v.array(SyncedScan),
  /**
   * Stored scans this sync restated: an admission that became a conflict (an earlier scan of its ticket arrived
   * late), or a conflict that now names that earlier admission.
   */
  restated: v.number(),
});
export type SyncAnswer = v.InferOutput<typeof SyncAnswer>;

export const ListCheckinsQuery = v.object({
  ...CommonParams,
  eventId: Uuid,
  result: v.optional(v.picklist(CHECKIN_RESULTS)),
  cursor: v.optional(v.string()),
  limit: v.optional(IntFromString(1, 200), 50),
});
export type ListCheckinsQuery = v.InferOutput<typeof ListCheckinsQuery>;

export const CheckinEntry = v.object({
  id: v.string(),
  nonce: v.string(),
  ticketId: v.nullable(v.string()),
  deviceId: v.string(),
  gate: v.string(),
  doorTime: v.string(),
  receivedAt: v.string(),
  result: v.picklist(CHECKIN_RESULTS),
  reason: v.string(),
  conflictWith: v.nullable(v.object({ id: v.string(), ...CheckinCollision.entries })),
  operatorId: v.nullable(v.string()),
});
export type CheckinEntry = v.InferOutput<typeof CheckinEntry>;
export const CheckinPage = pageOf(CheckinEntry);
export type CheckinPage = v.InferOutput<typeof CheckinPage>;
