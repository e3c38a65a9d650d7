import { describe, expect, it } from 'vitest';
import type { QueuedScan } from '@/features/door/door-db';
import { decideTicket, openTicketDoor } from '@/features/door/ticket-door';
import { testKit } from './door-fixtures';

const at = (doorTime: number, gate = 'North', nonce = crypto.randomUUID()) => ({
  nonce,
  deviceId: 'door-1',
  gate,
  doorTime,
});

describe('deciding tickets offline on the kit', () => {
  it('admits a live code once; the second scan on this phone is a duplicate with the first time and gate', () => {
    const now = Date.now();
    const { kit, qr } = testKit(2, now);
    const door = openTicketDoor(kit, []);
    const first = decideTicket(door, qr(0, now), at(now, 'North'));
    expect(first.verdict).toMatchObject({ admit: true, ticketId: kit.tickets[0]!.id });
    expect(first.queued).toMatchObject({ verdict: 'admit', ticketId: kit.tickets[0]!.id, synced: 0 });

    const again = decideTicket(door, qr(0, now + 5_000), at(now + 5_000, 'South'));
    expect(again.verdict).toEqual({
      admit: false,
      reason: 'duplicate',
      ticketId: kit.tickets[0]!.id,
      firstScan: { doorTime: now, gate: 'North' },
    });
    expect(again.queued.verdict).toBe('duplicate');
    // A screenshot a minute old is refused; rubbish is malformed (and names no ticket).
    expect(decideTicket(door, qr(1, now - 60_000), at(now)).verdict).toMatchObject({
      reason: 'expired_code',
    });
    expect(decideTicket(door, 'hello', at(now)).queued).toMatchObject({
      verdict: 'malformed',
      ticketId: null,
    });
  });

  it("replays the device's queue and the kit's admissions from other doors", () => {
    const now = Date.now();
    const { kit, qr } = testKit(2, now);
    const queued = [
      {
        ...decideTicket(openTicketDoor(kit, []), qr(0, now - 1000), at(now - 1000)).queued,
        synced: 1,
      } as QueuedScan,
    ];
    kit.admissions = [{ ticketId: kit.tickets[1]!.id, doorTime: now - 2000, gate: 'East' }];
    const door = openTicketDoor(kit, queued);
    expect(decideTicket(door, qr(0, now), at(now)).verdict).toMatchObject({
      reason: 'duplicate',
      firstScan: { gate: 'North', doorTime: now - 1000 },
    });
    expect(decideTicket(door, qr(1, now), at(now)).verdict).toMatchObject({
      reason: 'duplicate',
      firstScan: { gate: 'East', doorTime: now - 2000 },
    });
  });
});
