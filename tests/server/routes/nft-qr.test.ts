import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../server/schemas/codes';
import { startTestServer, type TestServer } from '../../support/server';
import { member, newCollection, newProduct } from './catalogue-fixtures';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ PUBLIC_URL: 'https://market.example' });
});
afterAll(async () => s.close());

const check = (id: string, c: string) => s.request('GET', '/api/products/check', { query: { id, check: c } });

describe('getNftQrCode and verifyNftCheck', () => {
  it('gives a holder a PNG QR of the item link with a proof that verifies for 3 minutes only', async () => {
    const creator = await member(s, { name: 'Qr Holder' });
    const id = await newProduct(s, creator, await newCollection(s, creator));
    const qr = await s.request('GET', '/api/products/qr', { session: creator, query: { id } });
    expect(qr.meta.code).toBe(200);
    expect(qr.data.image).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(qr.data.image.split(',')[1], 'base64').subarray(1, 4).toString()).toBe('PNG');
    const url = new URL(qr.data.url.replace('/#/', '/'));
    expect(qr.data.url.startsWith(`https://market.example/#/itemDetails?id=${id}&check=`)).toBe(true);
    const token = url.searchParams.get('check')!;
    expect(new Date(qr.data.expiresAt).getTime() - s.clock.now.getTime()).toBeLessThanOrEqual(180_000);

    const ok = await check(id, token);
    expect(ok.data).toEqual({
      valid: true,
      holder: { memberId: creator.memberId, name: 'Qr Holder' },
      expiresAt: qr.data.expiresAt,
    });
    // Not for another item, not tampered.
    const other = await newProduct(s, creator, await newCollection(s, creator));
    expect((await check(other, token)).data.valid).toBe(false);
    const flipped = token.slice(0, -2) + (token.at(-2) === 'A' ? 'B' : 'A') + token.at(-1);
    expect((await check(id, flipped)).data).toEqual({ valid: false, holder: null, expiresAt: null });

    s.clock.now = new Date(s.clock.now.getTime() + 4 * 60_000);
    expect((await check(id, token)).data).toEqual({
      valid: false,
      holder: null,
      expiresAt: qr.data.expiresAt,
    });
  });

  it('refuses a member who does not hold the item and needs a session', async () => {
    const creator = await member(s);
    const id = await newProduct(s, creator, await newCollection(s, creator));
    const stranger = await member(s);
    const r = await s.request('GET', '/api/products/qr', { session: stranger, query: { id } });
    expect(r.meta.code).toBe(Code.NO_LONGER_IN_WALLET);
    expect((await s.request('GET', '/api/products/qr', { query: { id } })).meta.code).toBe(Code.UNAUTHORIZED);
  });
});
