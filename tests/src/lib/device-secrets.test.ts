import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDoorDb, doorDb } from '@/features/door/door-db';
import { kitInfo, loadKit, saveKit } from '@/features/door/kit-store';
import { appendScan, eventScans } from '@/features/door/scan-queue';
import { idbTicketStore } from '@/features/tickets/ticket-store';
import { DOOR_DB, TICKET_CODES_DB } from '@/lib/device-secret-names';
import { wipeDeviceSecrets } from '@/lib/device-secrets';
import { fakeIndexedDb, queuedScan as scan, testKit } from '../features/door/door-fixtures';
import { STORED_TICKET as TICKET } from '../features/tickets/ticket-fixtures';

const ME = 'member-1';

const databases = async () => (await indexedDB.databases()).map((d) => d.name).sort();

beforeAll(async () => {
  await closeDoorDb();
  fakeIndexedDb();
});
afterAll(() => closeDoorDb());

describe('device secrets at sign-out', () => {
  it('creates no database where a feature never stored one', async () => {
    await wipeDeviceSecrets();
    expect(await databases()).toEqual([]);
  });

  it('wipes ticket seeds, door kits and their key, and keeps the unsynced scans only', async () => {
    const { kit } = testKit();
    await saveKit(kit, ME);
    await appendScan(scan(kit.eventId, 'pending', 0));
    await appendScan(scan(kit.eventId, 'sent', 1));
    await idbTicketStore.put(TICKET);
    expect(await databases()).toEqual([DOOR_DB, TICKET_CODES_DB].sort());

    // Wiped while both features hold their databases open, as on the page that signs out.
    await wipeDeviceSecrets();

    expect(await idbTicketStore.get(TICKET.ticketId)).toBeUndefined();
    expect(await kitInfo(kit.eventId)).toBeNull();
    expect(await loadKit(kit.eventId, ME)).toBeNull();
    expect(await (await doorDb()).count('keys')).toBe(0);
    expect((await eventScans(kit.eventId)).map((s) => s.nonce)).toEqual(['pending']);
  });
});
