import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { requireMember } from '../http/session';
import { input } from '../http/validate';
import { DoorKit } from '../schemas/door-verdict';
import {
  CheckinPage,
  DoorEventList,
  DoorKitQuery,
  DoorStaffList,
  ListCheckinsQuery,
  SetDoorStaffForm,
  SyncAnswer,
  SyncCheckinsForm,
  TicketCode,
  TicketIdQuery,
  TicketTransfer,
  TransferTicketForm,
} from '../schemas/ticket-door';
import { listCheckins } from '../services/tickets/checkins';
import { getTicketCode } from '../services/tickets/code';
import { listDoorEvents } from '../services/tickets/door-events';
import { getDoorKit } from '../services/tickets/door-kit';
import { listDoorStaff, setDoorStaff } from '../services/tickets/door-staff';
import { syncCheckins } from '../services/tickets/sync';
import { transferTicket } from '../services/tickets/transfer';

const tags = ['tickets'] as const;
const DOOR = "The event's merchant's owner, or a member it named as door staff.";

/**
 * The door of ticketed events: the holder's code and transfers, the merchant's door staff, and what a door
 * device downloads (its kit) and uploads (its scans). Answers holding seeds are never cached.
 */
export const ticketDoorRoutes = new Hono<AppEnv>()
  .get(
    '/tickets/code',
    operation('getTicketCode', TicketCode, {
      tags,
      summary: "Read my ticket's code",
      description:
        "What the holder's page keeps to show the ticket's rotating QR with no network: the signed claim (ticket, event, tier, secret version), its Ed25519 signature and the ticket's RFC 6238 seed (30 s, 6 digits), with the event's title, venue and times. A revoked or refunded ticket is 409 `ticket_not_valid`; another member's ticket is 404.",
      codes: ['NOT_FOUND', 'CONFLICT'],
      who: "The ticket's current holder.",
    }),
    requireMember,
    input('query', TicketIdQuery),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return ok(c, await getTicketCode(c.var.deps, c.var.member!.id, c.req.valid('query').id));
    },
  )
  .post(
    '/tickets/transfer',
    operation('transferTicket', TicketTransfer, {
      tags,
      summary: 'Transfer a ticket',
      description:
        "Gives the ticket to another member (by mobile or e-mail, after the picture code) where its tier allows (1046 otherwise). The ticket's secret version goes up and it is re-seeded and signed again, so the old holder's code is refused at the door. An asking `price` (minor units, within the tier's cap) and the organiser's fee are recorded; no money moves. A retry with the same `requestKey` answers the same transfer.",
      codes: [
        'NOT_FOUND',
        'NOT_TRANSFERABLE',
        'WRONG_QUANTITY',
        'CONFLICT',
        'TARGET_NOT_MEMBER',
        'CAPTCHA_WRONG',
      ],
      who: "The ticket's current holder.",
    }),
    requireMember,
    input('form', TransferTicketForm),
    async (c) => ok(c, await transferTicket(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  )
  .get(
    '/tickets/door/staff',
    operation('listDoorStaff', DoorStaffList, {
      tags,
      summary: 'List door staff',
      description: "The members the caller's merchant named to work its door, the earliest first.",
      codes: ['FORBIDDEN'],
      who: "A merchant's owner whose plan has tickets (Enterprise).",
    }),
    requireMember,
    async (c) => ok(c, await listDoorStaff(c.var.deps, c.var.member!.id)),
  )
  .post(
    '/tickets/door/staff',
    operation('setDoorStaff', DoorStaffList, {
      tags,
      summary: 'Name or remove door staff',
      description:
        "Names (`action=add`) or removes (`action=remove`) a member, by member id or login name, who may work the merchant's door: download door kits, sync scans and read the check-ins. Answers the list as it is now.",
      codes: ['FORBIDDEN', 'NOT_FOUND'],
      who: "A merchant's owner whose plan has tickets (Enterprise).",
    }),
    requireMember,
    input('form', SetDoorStaffForm),
    async (c) => ok(c, await setDoorStaff(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  )
  .get(
    '/tickets/door/events',
    operation('listDoorEvents', DoorEventList, {
      tags,
      summary: 'List the events I work the door of',
      description:
        "The events not yet ended whose door the caller may work (its merchant's owner, or named door staff), the soonest first, drafts too, each with the doors' opening time and the caller's role (OWNER or STAFF). Empty for anyone else.",
      who: 'Any member.',
    }),
    requireMember,
    async (c) => ok(c, await listDoorEvents(c.var.deps.db, c.var.member!.id, c.var.deps.now())),
  )
  .get(
    '/tickets/door/kit',
    operation('getDoorKit', DoorKit, {
      tags,
      summary: "Download an event's door kit",
      description:
        "Everything a door device needs to decide offline: the event's public key, the doors' window (3 hours before the start to the end), the gate, every ticket with its tier, current secret version, seed, status and entries, and the admissions synced so far. It holds every ticket's seed: keep it encrypted and wipe it after the event. Never cached; each download is logged.",
      codes: ['NOT_FOUND', 'FORBIDDEN'],
      who: DOOR,
    }),
    requireMember,
    input('query', DoorKitQuery),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return ok(c, await getDoorKit(c.var.deps, c.var.member!.id, c.req.valid('query')));
    },
  )
  .post(
    '/tickets/door/sync',
    operation('syncCheckins', SyncAnswer, {
      tags,
      summary: "Sync a door device's scans",
      description:
        'Uploads queued scans (`scans`: a JSON array of up to 500 scans, each with its nonce, ticket, device, gate, door time in ms and the verdict shown). The server replays every scan of the event in door-time order: per ticket the first admissions stand and later ones become conflicts naming the first. Each scan is answered with its result (ADMITTED, CONFLICT, REFUSED, or INVALID when the scan itself is malformed) and, for a conflict, where and when the ticket was first admitted. Sending a batch again changes nothing.',
      codes: ['NOT_FOUND', 'FORBIDDEN'],
      who: DOOR,
    }),
    requireMember,
    input('form', SyncCheckinsForm),
    async (c) => ok(c, await syncCheckins(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  )
  .get(
    '/tickets/door/checkins',
    operation('listCheckins', CheckinPage, {
      tags,
      summary: "List an event's check-ins",
      description:
        'The synced scans, the latest door time first, paged by `cursor`, each with its ticket, device, gate, door and received times, current result, refusal reason and, for a conflict, the admission it collides with. `result` keeps one result only.',
      codes: ['NOT_FOUND', 'FORBIDDEN'],
      who: DOOR,
    }),
    requireMember,
    input('query', ListCheckinsQuery),
    async (c) => ok(c, await listCheckins(c.var.deps, c.var.member!.id, c.req.valid('query'))),
  );
