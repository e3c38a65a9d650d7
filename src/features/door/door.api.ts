import type { CardCheck } from '@schemas/cards';
import type { RedeemedCoupon } from '@schemas/coupons';
import type { DoorKit } from '@schemas/door-verdict';
import type { StampGrant } from '@schemas/stamps';
import type { CheckinPage, DoorEventList, SyncAnswer } from '@schemas/ticket-door';
import type { CheckinScan } from '@schemas/checkin-replay';
import { api } from '@/lib/api';

type Opts = { signal?: AbortSignal };

/**
 * The door's calls (server/routes/ticket-door.ts), and the online redemption tools it shares with the
 * merchant's desks: redeemCoupon, verifyCardQr and grantStamp (features do not import each other).
 */
export const doorApi = {
  events: (o: Opts = {}) => api.get<DoorEventList>('/api/tickets/door/events', {}, o),
  kit: (eventId: string, gate: string, o: Opts = {}) =>
    api.get<DoorKit>('/api/tickets/door/kit', { eventId, gate }, o),
  sync: (eventId: string, deviceId: string, scans: CheckinScan[], o: Opts = {}) =>
    api.post<SyncAnswer>('/api/tickets/door/sync', { eventId, deviceId, scans: JSON.stringify(scans) }, o),
  /** This event's check-ins of one result (the door lists its own conflicts from it). */
  checkins: (eventId: string, result: 'CONFLICT', o: Opts = {}) =>
    api.get<CheckinPage>('/api/tickets/door/checkins', { eventId, result, limit: '200' }, o),
  redeemCoupon: (code: string, o: Opts = {}) => api.post<RedeemedCoupon>('/api/coupons/redeem', { code }, o),
  verifyCard: (payload: string, o: Opts = {}) => api.get<CardCheck>('/api/cards/verify', { payload }, o),
  grantStamp: (payload: string, key: string, o: Opts = {}) =>
    api.post<StampGrant>('/api/stamps/grant', { payload, key }, o),
};
