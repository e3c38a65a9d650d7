import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDoorDb, doorDb, type QueuedScan } from '@/features/door/door-db';
import { kitInfo, loadKit, saveKit } from '@/features/door/kit-store';
import { appendScan, eventScans } from '@/features/door/scan-queue';
import { idbTicketStore, type StoredTicket } from '@/features/tickets/ticket-store';
import { DOOR_DB, TICKET_CODES_DB, wipeDeviceSecrets } from '@/lib/device-secrets';
import { fakeIndexedDb, testKit } from '../features/door/door-fixtures';

const ME = 'member-1';

const TICKET: StoredTicket = {
  ticketId: '3f1c2b9a-0000-4000-8000-0000000000f1',
  eventId: '3f1c2b9a-0000-4000-8000-000000000001',
  tierId: '3f1c2b9a-0000-4000-8000-0000000000a1',
  secretVersion: 1,
  signature: 'A'.repeat(86),
  seed: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  event: {
    title: { en_US: 'Harbour night', zh_TW: '', zh_CN: '', en_JP: '', en_KR: '' },
    venue: 'Pier 4',
    startsAt: '2030-05-01T11:00:00.000Z',
    endsAt: '2030-05-01T15:00:00.000Z',
  },
  tierName: null,
  savedAt: 1,
};

const scan = (eventId: string, nonce: string, synced: 0 | 1): QueuedScan => ({
  nonce,
  eventId,
  ticketId: null,
  deviceId: 'door-1',
  gate: 'North',
  doorTime: 1,
  verdict: 'malformed',
  codeAt: null,
  synced,
  answer: null,
});

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
