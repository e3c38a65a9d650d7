import { useEffect, useState } from 'react';
import type { LocalText } from '@schemas/campaigns';
import { ApiError, CLIENT_CODES } from '@/lib/api-error';
import { ticketsApi } from './tickets.api';
import type { StoredTicket, TicketStore } from './ticket-store';

/**
 * Where the holder's code stands: `live` (fetched now and saved), `offline` (no network: the copy saved on
 * this device), `gone` (the server says the ticket is not the holder's or not valid: the copy is removed),
 * `error` (another refusal, with the saved copy if any), `missing` (no network and nothing saved).
 */
export type CodeState =
  | { kind: 'loading' }
  | { kind: 'live'; ticket: StoredTicket }
  | { kind: 'offline'; ticket: StoredTicket }
  | { kind: 'gone'; code: number }
  | { kind: 'error'; error: unknown; ticket: StoredTicket | null }
  | { kind: 'missing' };

const noAnswer = (err: unknown) =>
  err instanceof ApiError && (err.code === CLIENT_CODES.NETWORK || err.code === CLIENT_CODES.TIMEOUT);
const notTheirs = (err: unknown) => err instanceof ApiError && (err.code === 404 || err.code === 409);

/**
 * getTicketCode once per view (the seed does not change until a transfer), kept on the device; with no network
 * the device's copy. `tierName` (from the event, when known) is stored beside it for the offline view.
 */
export function useTicketCode(id: string, store: TicketStore, attempt: number) {
  const [state, setState] = useState<CodeState>({ kind: 'loading' });
  useEffect(() => {
    const ctl = new AbortController();
    let live = true;
    const set = (s: CodeState) => live && setState(s);
    void (async () => {
      const saved = await store.get(id).catch(() => undefined);
      try {
        const c = await ticketsApi.code(id, { signal: ctl.signal });
        const ticket: StoredTicket = {
          ticketId: c.ticketId,
          eventId: c.eventId,
          tierId: c.tierId,
          secretVersion: c.secretVersion,
          signature: c.signature,
          seed: c.seed,
          event: c.event,
          tierName: saved?.tierId === c.tierId ? saved.tierName : null,
          savedAt: Date.now(),
        };
        await store.put(ticket).catch(() => undefined);
        set({ kind: 'live', ticket });
      } catch (err) {
        if (ctl.signal.aborted) return;
        if (notTheirs(err)) {
          await store.remove(id).catch(() => undefined);
          set({ kind: 'gone', code: (err as ApiError).code });
        } else if (noAnswer(err)) set(saved ? { kind: 'offline', ticket: saved } : { kind: 'missing' });
        else set({ kind: 'error', error: err, ticket: saved ?? null });
      }
    })();
    return () => {
      live = false;
      ctl.abort();
    };
  }, [id, store, attempt]);
  return state;
}

/** Saves the tier's name beside the stored code once the event is known (shown when offline). */
export async function rememberTierName(store: TicketStore, ticket: StoredTicket, name: LocalText) {
  if (JSON.stringify(ticket.tierName) === JSON.stringify(name)) return;
  await store.put({ ...ticket, tierName: name }).catch(() => undefined);
}
