import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchantAppConfigs } from '../../db/schema';
import { fail } from '../../http/errors';

/** Hong Kong keeps UTC+8 all year (no daylight saving), so its wall clock is a fixed offset. */
const HONG_KONG_OFFSET_MS = 8 * 3600_000;

/** Minutes after midnight on the Hong Kong wall clock. */
export function hongKongMinutes(now: Date): number {
  const t = new Date(now.getTime() + HONG_KONG_OFFSET_MS);
  return t.getUTCHours() * 60 + t.getUTCMinutes();
}

/** The Hong Kong calendar date, YYYY-MM-DD. */
export function hongKongDate(now: Date): string {
  return new Date(now.getTime() + HONG_KONG_OFFSET_MS).toISOString().slice(0, 10);
}

/** 'HH:MM' as minutes after midnight, or null when it is not a time of day. */
export function minutesOf(hhmm: unknown): number | null {
  if (typeof hhmm !== 'string') return null;
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** Whether `minute` lies in [from, to); a window whose end is before its start runs over midnight. */
export function inDailyWindow(minute: number, from: number, to: number): boolean {
  if (from === to) return true;
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}

/**
 * Refuses with ORDERING_CLOSED (4603) when the merchant's ONLINEORDER config (spec §3 mcAppConfigs: a flag and a
 * daily window 'HH:MM'–'HH:MM', Hong Kong time) closes ordering now. A merchant without the config takes
 * orders at any time; a window with an unreadable end is ignored rather than closing the shop.
 */
export async function assertOrderingOpen(db: Db, mcId: string, now: Date): Promise<void> {
  const [row] = await db
    .select({ params: merchantAppConfigs.params })
    .from(merchantAppConfigs)
    .where(and(eq(merchantAppConfigs.mcId, mcId), eq(merchantAppConfigs.type, 'ONLINEORDER')))
    .limit(1);
  if (!row) return;
  const { enabled, from, to } = row.params as { enabled?: unknown; from?: unknown; to?: unknown };
  if (enabled === false || enabled === 'false' || enabled === 'N' || enabled === 0)
    fail('ORDERING_CLOSED', 'ordering_disabled');
  const start = minutesOf(from);
  const end = minutesOf(to);
  if (start !== null && end !== null && !inDailyWindow(hongKongMinutes(now), start, end))
    fail('ORDERING_CLOSED', 'outside_ordering_hours');
}
