import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  doorMachine,
  type DoorOutcome,
  type DoorScanInput,
  type KitFacts,
  type SyncReport,
} from '@machines/door.machine';
import { reachableStates, unreachedStates } from '../support/machine-paths';

const KIT: KitFacts = {
  issuedAt: '2026-11-30T10:00:00.000Z',
  closesAt: '2026-11-30T20:00:00.000Z',
  tickets: 2,
};
const ADMIT: DoorOutcome = {
  kind: 'ticket',
  verdict: { admit: true, ticketId: 't', tierId: 'x', codeAt: 1 },
};
const REPORT: SyncReport = { sent: 1, pending: 0, conflicts: [], at: 1 };
const ev = (type: string, extra: object = {}) => ({ type, ...extra }) as never;
const events = [
  ev('xstate.done.actor.0.door.kit.opening', { output: KIT }),
  ev('xstate.done.actor.0.door.kit.opening', { output: null }),
  ev('xstate.error.actor.0.door.kit.downloading', { error: { code: 403 } }),
  ev('xstate.error.actor.0.door.kit.downloading', { error: { code: 1005 } }),
  ev('xstate.done.actor.0.door.kit.downloading', { output: KIT }),
  ev('xstate.done.actor.0.door.kit.ready.refreshing', { output: KIT }),
  ev('xstate.done.actor.0.door.kit.ready.deciding', { output: ADMIT }),
  ev('xstate.done.actor.0.door.sync.syncing', { output: REPORT }),
  ev('door.scan', { text: 'T1.x', doorTime: 1, readAt: 1 }),
  ev('door.next'),
  ev('door.download'),
  ev('door.sync'),
  ev('door.online'),
  ev('door.offline'),
];

describe('door machine (path test)', () => {
  it('reaches every state', () => {
    expect(unreachedStates(doorMachine, events)).toEqual([]);
  });

  it('a stored kit is ready at once; the first verdict is one scan and one decision away', () => {
    const paths = reachableStates(doorMachine, events);
    expect(paths.get('kit.ready.verdict')?.filter((e) => e !== 'xstate.init')).toEqual([
      'xstate.done.actor.0.door.kit.opening',
      'door.scan',
      'xstate.done.actor.0.door.kit.ready.deciding',
    ]);
  });
});

const actors = (o: { stored: KitFacts | null; kit?: () => Promise<KitFacts> }) => ({
  openKit: fromPromise<KitFacts | null, { eventId: string }>(async () => o.stored),
  downloadKit: fromPromise<KitFacts, { eventId: string }>(o.kit ?? (async () => KIT)),
  decide: fromPromise<DoorOutcome, DoorScanInput>(async ({ input }) =>
    input.text === 'coupon' ? ({ kind: 'needs_network' } as DoorOutcome) : ADMIT,
  ),
  syncQueue: fromPromise<SyncReport, { eventId: string }>(async () => REPORT),
});

describe('door machine (runs)', () => {
  it('offline with a stored kit: scans, shows the verdict, goes back on next; the sync waits for the network', async () => {
    const a = createActor(doorMachine.provide({ actors: actors({ stored: KIT }) }), {
      input: { eventId: 'e', online: false },
    }).start();
    await waitFor(a, (s) => s.matches({ kit: { ready: 'scanning' } }));
    a.send({ type: 'door.sync' });
    expect(a.getSnapshot().matches({ sync: 'idle' })).toBe(true);
    a.send({ type: 'door.scan', text: '  ', doorTime: 1, readAt: 1 });
    expect(a.getSnapshot().matches({ kit: { ready: 'scanning' } })).toBe(true);
    a.send({ type: 'door.scan', text: ' T1.abc ', doorTime: 5, readAt: 2 });
    await waitFor(a, (s) => s.matches({ kit: { ready: 'verdict' } }));
    expect(a.getSnapshot().context).toMatchObject({ outcome: ADMIT, scan: { text: 'T1.abc', doorTime: 5 } });
    a.send({ type: 'door.next' });
    expect(a.getSnapshot().context.outcome).toBeNull();
    a.send({ type: 'door.online' });
    await waitFor(a, (s) => s.context.sync !== null);
    expect(a.getSnapshot().context.sync).toEqual(REPORT);
  });

  it('no kit: downloads when online; a 403 is forbidden for good, another failure can be retried', async () => {
    const fail = { code: 403 };
    const a = createActor(
      doorMachine.provide({
        actors: actors({
          stored: null,
          kit: async () => {
            throw fail;
          },
        }),
      }),
      { input: { eventId: 'e', online: true } },
    ).start();
    await waitFor(a, (s) => s.matches({ kit: 'forbidden' }));
    expect(a.getSnapshot().context.errorCode).toBe(403);

    const b = createActor(
      doorMachine.provide({
        actors: actors({
          stored: null,
          kit: async () => {
            throw { code: 1005 };
          },
        }),
      }),
      { input: { eventId: 'e', online: true } },
    ).start();
    await waitFor(b, (s) => s.matches({ kit: 'missing' }));
    expect(b.getSnapshot().context.errorCode).toBe(1005);
  });
});
