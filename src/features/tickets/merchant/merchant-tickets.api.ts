import type { CheckinPage, DoorStaffList } from '@schemas/ticket-door';
import type { CheckinResult, TicketedEvent, TicketedEventPage } from '@schemas/tickets';
import { api } from '@/lib/api';

type Opts = { signal?: AbortSignal };

/** The merchant's ticket calls (server/routes/tickets.ts, server/routes/ticket-door.ts). */
export const merchantTicketsApi = {
  /** listTicketedEvents mine=true: the caller's merchant's events, drafts and past ones too. */
  mine: (cursor: string | undefined, o: Opts = {}) =>
    api.get<TicketedEventPage>('/api/tickets/events', { mine: 'true', cursor, limit: '20' }, o),
  /** saveTicketedEvent: a new event (no id) or one of the caller's merchant's, with all its tiers (flat fields). */
  save: (fields: Record<string, string>, o: Opts = {}) =>
    api.post<TicketedEvent>('/api/tickets/events', fields, o),
  /** listDoorStaff: 403 `plan_lacks_feature` when the merchant's plan has no tickets. */
  staff: (o: Opts = {}) => api.get<DoorStaffList>('/api/tickets/door/staff', {}, o),
  setStaff: (member: string, action: 'add' | 'remove', o: Opts = {}) =>
    api.post<DoorStaffList>('/api/tickets/door/staff', { member, action }, o),
  /** listCheckins: the event's synced scans, the latest door time first. */
  checkins: (eventId: string, result: CheckinResult | undefined, cursor: string | undefined, o: Opts = {}) =>
    api.get<CheckinPage>('/api/tickets/door/checkins', { eventId, result, cursor, limit: '50' }, o),
};
