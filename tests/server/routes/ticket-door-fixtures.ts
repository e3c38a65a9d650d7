import type { Db } from '../../../server/db/client';
import type { DoorKit } from '../../../server/schemas/door-verdict';
import type { TicketCode } from '../../../server/schemas/ticket-door';
import { encodeTicketQr } from '../../../server/schemas/ticket-code';
import { issueTickets } from '../../../server/services/tickets/issue';
import type { TestServer } from '../../support/server';
import type { Session } from './loyalty-fixtures';

/** Issues `n` tickets of a tier to a member straight through the service (no order: the order flow is its own). */
export const issued = (s: TestServer, tierId: string, ownerId: string, n: number) =>
  s.deps.db.transaction((t) => issueTickets(t as unknown as Db, s.deps, { tierId, ownerId, quantity: n }));

export const ticketCode = (s: TestServer, who: Session, id: string) =>
  s.request('GET', '/api/tickets/code', { session: who, query: { id } });

export const doorKit = (s: TestServer, who: Session, eventId: string, gate = 'North A') =>
  s.request('GET', '/api/tickets/door/kit', { session: who, query: { eventId, gate } });

export const setStaff = (s: TestServer, owner: Session, member: string, action: 'add' | 'remove' = 'add') =>
  s.request('POST', '/api/tickets/door/staff', { session: owner, form: { member, action } });

export const sync = (s: TestServer, who: Session, eventId: string, deviceId: string, scans: unknown[]) =>
  s.request('POST', '/api/tickets/door/sync', {
    session: who,
    form: { eventId, deviceId, scans: JSON.stringify(scans) },
  });

/** The QR the holder's page draws at `atMs` from what getTicketCode answered. */
export const qrOf = (c: TicketCode, atMs: number) =>
  encodeTicketQr(
    { ticketId: c.ticketId, eventId: c.eventId, tierId: c.tierId, secretVersion: c.secretVersion },
    c.signature,
    c.seed,
    atMs,
  );

/** A door time an hour after the kit's doors open. */
export const doorTimeIn = (kit: DoorKit) => Date.parse(kit.opensAt) + 3_600_000;
