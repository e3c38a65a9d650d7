import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  EventPublicKey,
  TicketSeed,
  encodeTicketQr,
  newEventKeyPair,
  newTicketSeed,
  parseTicketQr,
  signTicket,
  ticketCode,
  ticketCodeMatches,
  ticketMessage,
  verifyTicket,
} from '../../../server/schemas/ticket-code';

const claim = () => ({
  ticketId: randomUUID(),
  eventId: randomUUID(),
  tierId: randomUUID(),
  secretVersion: 1,
});

describe('ticketCode (RFC 6238)', () => {
  // RFC 6238 appendix B, SHA1, seed "12345678901234567890": the 8-digit values' last 6 digits (same truncation).
  const seed = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
    [20000000000, '353130'],
  ])('at %i s gives %s', (seconds, code) => {
    expect(ticketCode(seed, seconds * 1000)).toBe(code);
    expect(ticketCodeMatches(seed, code, seconds)).toBe(true);
  });

  it('matches only the 30 s step of the QR time', () => {
    expect(ticketCodeMatches(seed, '287082', 30)).toBe(true);
    expect(ticketCodeMatches(seed, '287082', 29)).toBe(false);
    expect(ticketCodeMatches(seed, '287082', 60)).toBe(false);
    expect(ticketCodeMatches(seed, '28708', 59)).toBe(false);
    expect(ticketCodeMatches('not base32!', '287082', 59)).toBe(false);
  });

  it('makes 20-byte base32 seeds, each its own', () => {
    const a = newTicketSeed();
    expect(v.is(TicketSeed, a)).toBe(true);
    expect(a).toHaveLength(32);
    expect(newTicketSeed()).not.toBe(a);
  });
});

describe('ticket signature', () => {
  it('signs the canonical claim text once and verifies it with the public key only', () => {
    const keys = newEventKeyPair();
    expect(v.is(EventPublicKey, keys.publicKey)).toBe(true);
    const c = claim();
    expect(ticketMessage(c)).toBe(`${c.ticketId}|${c.eventId}|${c.tierId}|1`);
    const sig = signTicket(keys.privateKey, c);
    expect(sig).toMatch(/^[A-Za-z0-9_-]{86}$/);
    expect(verifyTicket(keys.publicKey, c, sig)).toBe(true);
    // Upper-case ids are the same ticket (the canonical text is lower case).
    expect(verifyTicket(keys.publicKey, { ...c, ticketId: c.ticketId.toUpperCase() }, sig)).toBe(true);
  });

  it('fails any other claim, key or signature without throwing', () => {
    const keys = newEventKeyPair();
    const c = claim();
    const sig = signTicket(keys.privateKey, c);
    expect(verifyTicket(keys.publicKey, { ...c, secretVersion: 2 }, sig)).toBe(false);
    expect(verifyTicket(keys.publicKey, { ...c, tierId: randomUUID() }, sig)).toBe(false);
    expect(verifyTicket(newEventKeyPair().publicKey, c, sig)).toBe(false);
    expect(verifyTicket(keys.publicKey, c, sig.slice(1))).toBe(false);
    expect(verifyTicket(keys.publicKey, c, 'A'.repeat(86))).toBe(false);
    expect(verifyTicket('garbage', c, sig)).toBe(false);
  });
});

describe('ticket QR', () => {
  it('round-trips every field, compactly', () => {
    const keys = newEventKeyPair();
    const c = { ...claim(), secretVersion: 12 };
    const sig = signTicket(keys.privateKey, c);
    const seed = newTicketSeed();
    const at = Date.UTC(2026, 10, 30, 20, 0, 7, 640);
    const text = encodeTicketQr(c, sig, seed, at);
    expect(text.length).toBeLessThanOrEqual(180);
    expect(text.startsWith('T1.')).toBe(true);
    const parsed = parseTicketQr(text);
    expect(parsed).toEqual({
      ok: true,
      qr: { ...c, at: Math.floor(at / 1000), code: ticketCode(seed, at), signature: sig },
    });
    expect(parseTicketQr(`  ${text}\n`).ok).toBe(true);
  });

  it.each([
    '',
    'T1',
    'T2.a.b.c.1.2.123456.sig',
    'CPN1.0b9c7a4e-2d2b-4d0c-9d4a-7c2f1f0e9a11.ABCDEFGHJKMN.1800000000.AAAAAAAAAAAAAAAAAAAAAA',
  ])('reads %j as malformed', (text) => {
    expect(parseTicketQr(text)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses every non-canonical part', () => {
    const keys = newEventKeyPair();
    const c = claim();
    const text = encodeTicketQr(c, signTicket(keys.privateKey, c), newTicketSeed(), Date.now());
    const parts = text.split('.');
    const variant = (i: number, value: string) => parts.map((p, k) => (k === i ? value : p)).join('.');
    const bad = [
      variant(1, `${parts[1]!.slice(0, 21)}B`), // stray bits after the 16th byte
      variant(2, parts[2]!.slice(1)),
      variant(3, c.tierId), // a long-form UUID
      variant(4, '01'),
      variant(4, '-1'),
      variant(4, '2147483648'),
      variant(5, '1.5'),
      variant(6, '12345'),
      variant(6, '12345a'),
      variant(7, `${parts[7]!}A`),
      `${text}.x`,
      text.toLowerCase(),
      null,
      42,
      'T1.' + 'x'.repeat(500),
    ];
    for (const b of bad) expect(parseTicketQr(b), String(b)).toEqual({ ok: false, reason: 'malformed' });
  });
});
