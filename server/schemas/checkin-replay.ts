import * as v from 'valibot';
import { DoorTime, type DoorVerdict, GateName, REFUSAL_REASONS } from './door-verdict';
import { TicketUuid } from './ticket-code';

/*
 * The sync of offline door scans, pure: which admissions stand once every device's queue reaches the server.
 * Scans are ordered by door time (ties by nonce); per ticket the first `entriesAllowed` admissions stand and
 * every later one is a conflict naming the first admission. The result depends only on the set of scans, never
 * on the order the batches arrive in.
 */

export const CHECKIN_RESULTS = ['admitted', 'conflict', 'refused'] as const;
export type CheckinResult = (typeof CHECKIN_RESULTS)[number];
/** What the device decided: admitted, or the refusal it showed. */
export const CHECKIN_VERDICTS = ['admit', ...REFUSAL_REASONS] as const;

/** One scan as a door device queues it (the nonce is chosen by the device, once per scan). */
export const CheckinScan = v.pipe(
  v.object({
    nonce: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, 'nonce_format')),
    /** Null when nothing verifiable named a ticket (a malformed or forged QR). */
    ticketId: v.nullable(TicketUuid),
    deviceId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
    gate: GateName,
    doorTime: DoorTime,
    verdict: v.picklist(CHECKIN_VERDICTS),
  }),
  v.check((s) => s.verdict !== 'admit' || s.ticketId !== null, 'admit_without_ticket'),
);
export type CheckinScan = v.InferOutput<typeof CheckinScan>;

/** The scan a door queues for a verdict it showed (the nonce chosen once, before the verdict is shown). */
export function checkinOf(
  verdict: DoorVerdict,
  at: Pick<CheckinScan, 'nonce' | 'deviceId' | 'gate' | 'doorTime'>,
): CheckinScan {
  return { ...at, ticketId: verdict.ticketId ?? null, verdict: verdict.admit ? 'admit' : verdict.reason };
}

/** The admission a conflict collides with (what the conflict screen shows: where and when). */
export type Collision = { nonce: string; deviceId: string; gate: string; doorTime: number };
export type StoredCheckin = CheckinScan & { result: CheckinResult; conflictWith: Collision | null };

/** A stored row whose result or collision changes because an earlier admission arrived late. */
export type CheckinUpdate = { nonce: string; result: CheckinResult; conflictWith: Collision | null };

export type CheckinReplay = {
  /** Every new nonce once, with its final result: INSERT these. */
  store: StoredCheckin[];
  /**
   * Stored rows to restate: `UPDATE checkins SET result, conflict_with WHERE nonce = …` in the same
   * transaction as the inserts. An admission that arrives late with an earlier door time takes the entry, so
   * the row admitted before becomes a conflict (and older conflicts of that ticket now name the new first).
   */
  update: CheckinUpdate[];
};

const byDoorOrder = (a: CheckinScan, b: CheckinScan) =>
  a.doorTime - b.doorTime || (a.nonce < b.nonce ? -1 : a.nonce > b.nonce ? 1 : 0);
const collisionOf = (s: CheckinScan): Collision => ({
  nonce: s.nonce,
  deviceId: s.deviceId,
  gate: s.gate,
  doorTime: s.doorTime,
});
const sameCollision = (a: Collision | null, b: Collision | null) =>
  a === b || (a !== null && b !== null && a.nonce === b.nonce);

/**
 * replayCheckins: merges an uploaded batch (`incoming`) into what is stored (`accepted`). A nonce already seen
 * (stored, or earlier in the batch) is ignored, so re-uploading a batch changes nothing. The caller passes the
 * stored rows of every ticket the batch names and of every nonce it carries (all of an event's rows will do),
 * and `entriesAllowed` of each ticket (1 when unknown). Read those rows and write the answer in one transaction
 * that holds a lock per event (a row lock on the event): two uploads replayed at once would each miss the
 * other's admissions.
 */
export function replayCheckins(
  accepted: readonly StoredCheckin[],
  incoming: readonly CheckinScan[],
  entriesAllowed: (ticketId: string) => number = () => 1,
): CheckinReplay {
  const seen = new Set(accepted.map((r) => r.nonce));
  const fresh: CheckinScan[] = [];
  for (const s of incoming) {
    if (seen.has(s.nonce)) continue;
    seen.add(s.nonce);
    fresh.push(s);
  }
  const admits = (s: CheckinScan) => s.verdict === 'admit' && s.ticketId !== null;
  const touched = new Set(fresh.filter(admits).map((s) => s.ticketId!.toLowerCase()));
  const lanes = new Map<string, Array<{ scan: CheckinScan; stored: StoredCheckin | null }>>();
  const laneOf = (ticketId: string) => {
    const key = ticketId.toLowerCase();
    let lane = lanes.get(key);
    if (!lane) lanes.set(key, (lane = []));
    return lane;
  };
  for (const r of accepted)
    if (r.result !== 'refused' && r.ticketId !== null && touched.has(r.ticketId.toLowerCase()))
      laneOf(r.ticketId).push({ scan: r, stored: r });
  for (const s of fresh) if (admits(s)) laneOf(s.ticketId!).push({ scan: s, stored: null });

  const final = new Map<string, { result: CheckinResult; conflictWith: Collision | null }>();
  const update: CheckinUpdate[] = [];
  for (const [ticketId, lane] of lanes) {
    lane.sort((a, b) => byDoorOrder(a.scan, b.scan));
    const allowed = Math.max(1, Math.floor(entriesAllowed(ticketId)) || 1);
    const first = collisionOf(lane[0]!.scan);
    lane.forEach(({ scan, stored }, i) => {
      const next =
        i < allowed
          ? { result: 'admitted' as const, conflictWith: null }
          : { result: 'conflict' as const, conflictWith: first };
      if (!stored) final.set(scan.nonce, next);
      else if (stored.result !== next.result || !sameCollision(stored.conflictWith, next.conflictWith))
        update.push({ nonce: scan.nonce, ...next });
    });
  }
  const store = fresh
    .map((s): StoredCheckin => ({
      ...s,
      ...(final.get(s.nonce) ?? { result: 'refused', conflictWith: null }),
    }))
    .sort(byDoorOrder);
  return { store, update };
}
