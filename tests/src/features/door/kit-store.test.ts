import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { closeDoorDb, doorDb } from '@/features/door/door-db';
import { kitInfo, loadKit, saveKit, wipeKits, wipeStale } from '@/features/door/kit-store';
import { appendScan, eventScans } from '@/features/door/scan-queue';
import { fakeIndexedDb, queuedScan as scan, testKit } from './door-fixtures';

const ME = 'member-1';

beforeEach(async () => {
  await closeDoorDb();
  fakeIndexedDb();
});
afterAll(() => closeDoorDb());

describe('door kit store', () => {
  it('keeps the kit encrypted at rest under a non-extractable key, a fresh IV per write', async () => {
    const { kit } = testKit();
    const first = await saveKit(kit, ME);
    const raw = await (await doorDb()).get('kits', kit.eventId);
    const bytes = new TextDecoder().decode(raw!.data);
    expect(bytes).not.toContain(kit.tickets[0]!.seed);
    expect(bytes).not.toContain(kit.publicKey);
    expect(raw).toMatchObject({ eventId: kit.eventId, memberId: ME, tickets: 2, issuedAt: kit.issuedAt });
    const key = await (await doorDb()).get('keys', 'kit');
    expect(key).toMatchObject({ extractable: false, usages: ['encrypt', 'decrypt'] });

    expect(await loadKit(kit.eventId, ME)).toEqual(kit);
    const second = await saveKit(kit, ME);
    expect(second.iv).not.toEqual(first.iv);
    // Another member (on a shared phone) cannot open it, nor a kit that was changed at rest.
    expect(await loadKit(kit.eventId, 'member-2')).toBeNull();
    const tampered = new Uint8Array(second.data.slice(0));
    tampered[0] = tampered[0]! ^ 1;
    await (await doorDb()).put('kits', { ...second, data: tampered.buffer });
    expect(await loadKit(kit.eventId, ME)).toBeNull();
  });

  it('wipes kits, their synced scans and the key; unsynced scans stay for the server', async () => {
    const ended = testKit(1, Date.now() - 10 * 3_600_000).kit;
    const live = testKit().kit;
    await saveKit(ended, ME);
    await saveKit(live, ME);
    await appendScan(scan(ended.eventId, 'nonce-synced', 1));
    await appendScan(scan(ended.eventId, 'nonce-waiting', 0));

    expect(await wipeStale(ME)).toBe(1);
    expect(await kitInfo(ended.eventId)).toBeNull();
    expect((await eventScans(ended.eventId)).map((s) => s.nonce)).toEqual(['nonce-waiting']);
    expect(await loadKit(live.eventId, ME)).toEqual(live);

    // Logged out: everything goes, the key too.
    expect(await wipeKits()).toBe(1);
    expect(await loadKit(live.eventId, ME)).toBeNull();
    expect(await (await doorDb()).get('keys', 'kit')).toBeUndefined();
  });
});
