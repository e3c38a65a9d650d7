// Its own process (vite.config.ts ISOLATED_UI_TESTS): it installs an IndexedDB, which the shared UI files must
// not have.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { defaultTicketStore, idbTicketStore, type StoredTicket } from '@/features/tickets/ticket-store';
import { registerOfflineShell } from '@/lib/offline-shell';

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

describe('the holder’s ticket store (IndexedDB)', () => {
  it('keeps a code, changes it and removes it', async () => {
    expect(defaultTicketStore()).toBe(idbTicketStore);
    expect(await idbTicketStore.get(TICKET.ticketId)).toBeUndefined();
    await idbTicketStore.put(TICKET);
    expect(await idbTicketStore.get(TICKET.ticketId)).toEqual(TICKET);
    await idbTicketStore.put({ ...TICKET, secretVersion: 2 });
    expect((await idbTicketStore.get(TICKET.ticketId))?.secretVersion).toBe(2);
    await idbTicketStore.remove(TICKET.ticketId);
    expect(await idbTicketStore.get(TICKET.ticketId)).toBeUndefined();
  });

  it('registers no service worker where there is none (tests, the dev server, old browsers)', async () => {
    expect(await registerOfflineShell()).toBe(false);
    expect(registerOfflineShell()).toBe(registerOfflineShell());
  });
});
