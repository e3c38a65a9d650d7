// Its own process (vite.config.ts ISOLATED_UI_TESTS): it installs an IndexedDB, which the shared UI files must
// not have.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { defaultTicketStore, idbTicketStore } from '@/features/tickets/ticket-store';
import { registerOfflineShell } from '@/lib/offline-shell';
import { STORED_TICKET as TICKET } from './ticket-fixtures';

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
