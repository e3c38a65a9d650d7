import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DoorKit,
  type DoorKitTicket,
  decideAdmission,
  indexDoorKit,
  type LocalAdmission,
} from '../../../server/schemas/door-verdict';
import {
  encodeTicketQr,
  newEventKeyPair,
  newTicketSeed,
  signTicket,
} from '../../../server/schemas/ticket-code';
import { NOW, OPENS, makeEvent, prng } from './ticket-fixtures';

const shapes: Partial<DoorKitTicket>[] = [
  {},
  { status: 'REVOKED' },
  { status: 'REFUNDED' },
  { secretVersion: 2 },
  { entriesAllowed: 2 },
];
const ev = makeEvent(6, (i) => shapes[i] ?? {});
const door = indexDoorKit(ev.kit);
type T = DoorKitTicket;
const [plain, revoked, refunded, transferred, twoEntries] = ev.tickets as [T, T, T, T, T, T];
const decide = (text: unknown, now = NOW, log: LocalAdmission[] = []) =>
  decideAdmission(door, text, now, log);

describe('decideAdmission', () => {
  it('admits a valid ticket shown now, with its tier', () => {
    expect(decide(ev.qrOf(plain))).toEqual({
      admit: true,
      ticketId: plain.id,
      tierId: ev.tierId,
      codeAt: NOW / 1000,
    });
    // The holder's clock 29 s behind or ahead of the door's is still fine.
    expect(decide(ev.qrOf(plain, NOW - 29_000)).admit).toBe(true);
    expect(decide(ev.qrOf(plain, NOW + 29_000)).admit).toBe(true);
  });

  it.each(['', 'hello', 'T1.', 'https://example.com/#/itemDetails?id=1', ev.qrOf(plain).slice(0, -1)])(
    'refuses %j as malformed',
    (text) => expect(decide(text)).toEqual({ admit: false, reason: 'malformed' }),
  );

  it('refuses a ticket of another event', () => {
    const other = makeEvent(1);
    expect(decide(other.qrOf(other.tickets[0]!))).toEqual({ admit: false, reason: 'wrong_event' });
  });

  it('refuses a signature made with another key, or over other claims, as forged', () => {
    const claim = ev.claimOf(plain);
    const thief = newEventKeyPair();
    expect(decide(encodeTicketQr(claim, signTicket(thief.privateKey, claim), plain.seed, NOW))).toEqual({
      admit: false,
      reason: 'forged',
    });
    // A holder bumping their own version in the QR text: the signature covers it.
    const parts = ev.qrOf(transferred, NOW, { ...ev.claimOf(transferred), secretVersion: 1 }).split('.');
    parts[4] = '2';
    expect(decide(parts.join('.'))).toEqual({ admit: false, reason: 'forged' });
    // Signed by the event's key, but for a tier the kit does not hold for this ticket.
    const otherTier = { ...claim, tierId: randomUUID() };
    expect(decide(ev.qrOf(plain, NOW, otherTier))).toEqual({
      admit: false,
      reason: 'forged',
      ticketId: plain.id,
    });
  });

  it('refuses a ticket the kit does not hold', () => {
    const claim = { ...ev.claimOf(plain), ticketId: randomUUID() };
    expect(decide(ev.qrOf(plain, NOW, claim))).toEqual({
      admit: false,
      reason: 'unknown_ticket',
      ticketId: claim.ticketId,
    });
  });

  it('refuses the old holder of a transferred ticket (stale version), and says when the kit is behind', () => {
    const oldSeed = newTicketSeed();
    const old = ev.qrOf(transferred, NOW, { ...ev.claimOf(transferred), secretVersion: 1 }, oldSeed);
    expect(decide(old)).toEqual({ admit: false, reason: 'stale_version', ticketId: transferred.id });
    const ahead = ev.qrOf(
      transferred,
      NOW,
      { ...ev.claimOf(transferred), secretVersion: 3 },
      newTicketSeed(),
    );
    expect(decide(ahead)).toEqual({ admit: false, reason: 'kit_outdated', ticketId: transferred.id });
    expect(decide(ev.qrOf(transferred)).admit).toBe(true);
  });

  it('refuses a code 60 s old, one from the future, and one not made with the ticket seed', () => {
    const expired = { admit: false, reason: 'expired_code', ticketId: plain.id };
    expect(decide(ev.qrOf(plain, NOW - 60_000))).toEqual(expired);
    expect(decide(ev.qrOf(plain, NOW - 31_000))).toEqual(expired);
    expect(decide(ev.qrOf(plain, NOW + 31_000))).toEqual(expired);
    expect(decide(ev.qrOf(plain, NOW, ev.claimOf(plain), newTicketSeed()))).toEqual(expired);
    // A decoded screenshot re-timed to now keeps its old code: it matches no step but its own.
    const parts = ev.qrOf(plain, NOW - 60_000).split('.');
    parts[5] = String(NOW / 1000);
    expect(decide(parts.join('.'))).toEqual(expired);
    expect(decide(ev.qrOf(plain), Number.NaN)).toEqual(expired);
  });

  it('refuses revoked and refunded tickets, each with its own reason', () => {
    expect(decide(ev.qrOf(revoked))).toEqual({ admit: false, reason: 'revoked', ticketId: revoked.id });
    expect(decide(ev.qrOf(refunded))).toEqual({ admit: false, reason: 'refunded', ticketId: refunded.id });
  });

  it('refuses a second scan with the first admission, and counts entries of multi-entry tickets', () => {
    const first = {
      ticketId: plain.id,
      doorTime: NOW - 600_000,
      gate: 'South B',
      codeAt: (NOW - 600_000) / 1000,
    };
    const later = { ticketId: plain.id, doorTime: NOW - 60_000, gate: 'North A' };
    expect(decide(ev.qrOf(plain), NOW, [later, first])).toEqual({
      admit: false,
      reason: 'duplicate',
      ticketId: plain.id,
      firstScan: { doorTime: first.doorTime, gate: 'South B' },
    });
    const other = { ...first, ticketId: plain.id.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) };
    expect(decide(ev.qrOf(twoEntries), NOW, [other]).admit).toBe(true);

    const once = { ...first, ticketId: twoEntries.id };
    expect(decide(ev.qrOf(twoEntries), NOW, [once]).admit).toBe(true);
    // The very same code read twice (a camera seeing the QR again) is a duplicate, entries left or not.
    expect(decide(ev.qrOf(twoEntries), NOW, [{ ...once, codeAt: NOW / 1000 }])).toMatchObject({
      reason: 'duplicate',
    });
    expect(decide(ev.qrOf(twoEntries), NOW, [once, { ...later, ticketId: twoEntries.id }])).toEqual({
      admit: false,
      reason: 'no_entries_left',
      ticketId: twoEntries.id,
      firstScan: { doorTime: first.doorTime, gate: 'South B' },
    });
  });

  it('refuses before the doors open and once they close', () => {
    const early = OPENS - 60_000;
    expect(decide(ev.qrOf(plain, early), early)).toEqual({
      admit: false,
      reason: 'outside_window',
      ticketId: plain.id,
    });
    const close = Date.parse(ev.kit.closesAt);
    expect(decide(ev.qrOf(plain, close), close)).toMatchObject({ reason: 'outside_window' });
    expect(decide(ev.qrOf(plain, OPENS), OPENS).admit).toBe(true);
  });

  it('never throws on random text, and no altered QR admits anything but its own ticket', () => {
    const random = prng(34);
    const alphabet = 'T1.-_0123456789abcdefABCDEFxyzXYZ=+/ \n\u0000é漢🎫';
    const pick = () => alphabet[Math.floor(random() * alphabet.length)]!;
    for (let i = 0; i < 3000; i++) {
      const length = Math.floor(random() * 220);
      let text = i % 3 === 0 ? 'T1.' : '';
      for (let k = 0; k < length; k++) text += pick();
      if (i % 5 === 0)
        text = text
          .split('')
          .map((c, k) => (k % 23 === 0 ? '.' : c))
          .join('');
      const verdict = decide(text);
      expect(verdict.admit).toBe(false);
    }
    const genuine = ev.qrOf(plain);
    for (let i = 0; i < 150; i++) {
      const at = Math.floor(random() * genuine.length);
      const text = genuine.slice(0, at) + pick() + genuine.slice(at + 1);
      const verdict = decide(text);
      if (verdict.admit) expect(verdict).toMatchObject({ ticketId: plain.id, tierId: ev.tierId });
    }
    for (const odd of [undefined, null, 7, {}, [], Symbol('x'), 'T1'.repeat(10_000)])
      expect(decide(odd)).toEqual({ admit: false, reason: 'malformed' });
  });
});

describe('DoorKit', () => {
  it('parses a kit as the server writes it, unchanged through JSON', () => {
    const json = JSON.parse(JSON.stringify(ev.kit)) as unknown;
    expect(v.parse(DoorKit, json)).toEqual(ev.kit);
  });

  it("carries the server's admissions (optional), which refuse a ticket another door admitted", () => {
    const admissions = [{ ticketId: plain.id, doorTime: NOW - 60_000, gate: 'South' }];
    const kit = v.parse(DoorKit, JSON.parse(JSON.stringify({ ...ev.kit, admissions })));
    expect(kit.admissions).toEqual(admissions);
    expect(v.is(DoorKit, { ...ev.kit, admissions: [{ ...admissions[0], ticketId: 'x' }] })).toBe(false);
    expect(decideAdmission(indexDoorKit(kit), ev.qrOf(plain), NOW, kit.admissions ?? [])).toMatchObject({
      admit: false,
      reason: 'duplicate',
      firstScan: { gate: 'South', doorTime: NOW - 60_000 },
    });
  });

  it('refuses a kit with an unknown status, a bad seed or no entries', () => {
    const broken = (t: object) => ({ ...ev.kit, tickets: [{ ...plain, ...t }] });
    expect(v.is(DoorKit, broken({ status: 'valid' }))).toBe(false);
    expect(v.is(DoorKit, broken({ seed: 'lower-case' }))).toBe(false);
    expect(v.is(DoorKit, broken({ entriesAllowed: 0 }))).toBe(false);
    expect(v.is(DoorKit, { ...ev.kit, publicKey: 'abc' })).toBe(false);
  });

  it('finds a ticket in a kit of 5,000 through its index', () => {
    const big = makeEvent(5000);
    const last = big.tickets[4999]!;
    const index = indexDoorKit(big.kit);
    expect(index.tickets.size).toBe(5000);
    expect(decideAdmission(index, big.qrOf(last), NOW, [])).toMatchObject({ admit: true, ticketId: last.id });
  });
});
