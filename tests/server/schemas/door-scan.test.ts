import { describe, expect, it } from 'vitest';
import { classifyDoorScan } from '../../../server/schemas/door-scan';
import { makeEvent } from './ticket-fixtures';

// The shapes getCouponQr and getCardQr make (services/loyalty/coupons/qr.ts, services/loyalty/cards/qr.ts).
const COUPON_QR = 'CPN1.0b9c7a4e-2d2b-4d0c-9d4a-7c2f1f0e9a11.7K3M9QXZ2B4D.1796000120.q1w2e3r4t5y6u7i8o9p0aQ';
const CARD_QR = 'MC1.5f0c2a1e-8b7d-4c3a-9e2f-1a2b3c4d5e6f.1796000170.Zx9Yw8Xv7Wu6Vt5Us4Tr3Q';

describe('classifyDoorScan', () => {
  it('routes a ticket QR to the door check', () => {
    const ev = makeEvent(1);
    const text = ev.qrOf(ev.tickets[0]!);
    expect(classifyDoorScan(`${text}\n`)).toEqual({ kind: 'ticket', text });
    expect(classifyDoorScan('T1.broken')).toEqual({ kind: 'ticket', text: 'T1.broken' });
  });

  it('routes coupon QRs and typed coupon codes to redeemCoupon', () => {
    expect(classifyDoorScan(COUPON_QR)).toEqual({ kind: 'coupon', code: COUPON_QR });
    expect(classifyDoorScan(' 7K3M-9QXZ-2B4D ')).toEqual({ kind: 'coupon', code: '7K3M-9QXZ-2B4D' });
    expect(classifyDoorScan('7k3m9qxz2b4d')).toEqual({ kind: 'coupon', code: '7k3m9qxz2b4d' });
  });

  it('routes a membership card QR (verified, or scanned for a stamp) as a card', () => {
    expect(classifyDoorScan(CARD_QR)).toEqual({ kind: 'card', code: CARD_QR });
  });

  it.each([
    '',
    'hello world',
    '7K3M-9QXZ-2B4U', // U is not in Crockford's alphabet
    'ABCDEFGHJKMNPQRS', // a card redeem code (16): claimed by its member, never at the door
    'https://shop.example/#/qpwallet?type=mcard&mcId=M001',
    'https://shop.example/#/itemDetails?id=1&check=abc',
  ])('does not know %j', (text) => {
    expect(classifyDoorScan(text)).toEqual({ kind: 'unknown' });
  });

  it('never throws on what is not text', () => {
    for (const odd of [undefined, null, 1, {}, []])
      expect(classifyDoorScan(odd)).toEqual({ kind: 'unknown' });
  });
});
