import { assign, setup, type ActorRefFrom } from 'xstate';
import type { CardCheck } from '@schemas/cards';
import type { RedeemedCoupon } from '@schemas/coupons';
import type { DoorVerdict } from '@schemas/door-verdict';
import type { StampGrant } from '@schemas/stamps';
import { errorCodeOf } from './error-code';
import { notProvided } from './not-provided';

/** What the door knows of the kit it holds, without opening it: the screen shows its age and size. */
export type KitFacts = { issuedAt: string; closesAt: string; tickets: number };

/** What one scan (camera or typed) came to: the verdict screen shows it. */
export type DoorOutcome =
  | { kind: 'ticket'; verdict: DoorVerdict }
  | { kind: 'coupon'; redeemed: RedeemedCoupon }
  | { kind: 'card'; check: CardCheck }
  | { kind: 'stamp'; grant: StampGrant }
  /** A coupon, card or stamp the server refused, with its code. */
  | { kind: 'refused'; source: 'coupon' | 'card' | 'stamp'; code: number }
  /** A coupon or card scanned offline: those are decided by the server only. */
  | { kind: 'needs_network' }
  | { kind: 'unknown' };

/** A scan the server restated as a duplicate of another door's admission. */
export type DoorConflict = {
  nonce: string;
  ticketId: string | null;
  doorTime: number;
  conflictWith: { deviceId: string; gate: string; doorTime: number } | null;
};
export type SyncReport = { sent: number; pending: number; conflicts: DoorConflict[]; at: number };

export type DoorScanInput = { text: string; doorTime: number; online: boolean };
export type DoorContext = {
  eventId: string;
  online: boolean;
  kit: KitFacts | null;
  errorCode: number | null;
  /** The scan being decided or shown: its text, door time and performance.now() when it was read. */
  scan: (DoorScanInput & { readAt: number }) | null;
  outcome: DoorOutcome | null;
  sync: SyncReport | null;
  syncErrorCode: number | null;
};
export type DoorEvent =
  | { type: 'door.scan'; text: string; doorTime: number; readAt: number }
  | { type: 'door.next' }
  | { type: 'door.download' }
  | { type: 'door.sync' }
  | { type: 'door.online' }
  | { type: 'door.offline' };

/** How long a verdict stays before the door scans again (a tap or Enter goes back sooner). */
export const VERDICT_MS = 3500;
const FORBIDDEN = 403;

/**
 * The door page of one event: its kit (opened from the device, else downloaded when online; 403 for a member
 * who is not door staff), then scanning → deciding → verdict → scanning, the kit refreshed on demand; beside
 * it the queue's sync (on demand, on reconnecting, on a timer). Decisions are made offline on the kit (tickets)
 * or online by the server (coupons, cards, stamps). Effects: src/features/door/door.actors.ts.
 */
export const doorMachine = setup({
  types: {
    context: {} as DoorContext,
    events: {} as DoorEvent,
    input: {} as { eventId: string; online: boolean },
  },
  actors: {
    openKit: notProvided<KitFacts | null, { eventId: string }>('openKit'),
    downloadKit: notProvided<KitFacts, { eventId: string }>('downloadKit'),
    decide: notProvided<DoorOutcome, DoorScanInput>('decide'),
    syncQueue: notProvided<SyncReport, { eventId: string }>('syncQueue'),
  },
  guards: {
    isOnline: ({ context }) => context.online,
    isForbidden: ({ event }) => errorCodeOf((event as unknown as { error?: unknown }).error) === FORBIDDEN,
    hasText: ({ event }) => event.type === 'door.scan' && event.text.trim() !== '',
  },
  actions: {
    keepKit: assign({
      kit: ({ event }) => (event as unknown as { output: KitFacts }).output,
      errorCode: null,
    }),
    keepError: assign({
      errorCode: ({ event }) => errorCodeOf((event as unknown as { error?: unknown }).error),
    }),
  },
}).createMachine({
  id: 'door',
  type: 'parallel',
  context: ({ input }) => ({
    eventId: input.eventId,
    online: input.online,
    kit: null,
    errorCode: null,
    scan: null,
    outcome: null,
    sync: null,
    syncErrorCode: null,
  }),
  on: {
    'door.online': { actions: assign({ online: true }) },
    'door.offline': { actions: assign({ online: false }) },
  },
  states: {
    kit: {
      initial: 'opening',
      states: {
        /** Looking for a kit stored on this device. */
        opening: {
          tags: ['busy'],
          invoke: {
            src: 'openKit',
            input: ({ context }) => ({ eventId: context.eventId }),
            onDone: [
              { guard: ({ event }) => event.output !== null, target: 'ready', actions: 'keepKit' },
              { guard: 'isOnline', target: 'downloading' },
              { target: 'missing' },
            ],
            onError: [{ guard: 'isOnline', target: 'downloading' }, { target: 'missing' }],
          },
        },
        /** No kit and none downloaded (offline, or the download failed): nothing can be decided. */
        missing: {
          on: {
            'door.download': { guard: 'isOnline', target: 'downloading' },
            'door.online': { target: 'downloading', actions: assign({ online: true }) },
          },
        },
        downloading: {
          tags: ['busy'],
          invoke: {
            src: 'downloadKit',
            input: ({ context }) => ({ eventId: context.eventId }),
            onDone: { target: 'ready', actions: 'keepKit' },
            onError: [
              { guard: 'isForbidden', target: 'forbidden', actions: 'keepError' },
              { target: 'missing', actions: 'keepError' },
            ],
          },
        },
        /** 403 not_door_staff: this member may not work the event's door. */
        forbidden: {},
        ready: {
          initial: 'scanning',
          on: { 'door.download': { guard: 'isOnline', target: '.refreshing' } },
          states: {
            scanning: {
              on: {
                'door.scan': {
                  guard: 'hasText',
                  target: 'deciding',
                  actions: assign({
                    scan: ({ event, context }) =>
                      event.type === 'door.scan'
                        ? {
                            text: event.text.trim(),
                            doorTime: event.doorTime,
                            readAt: event.readAt,
                            online: context.online,
                          }
                        : null,
                  }),
                },
              },
            },
            /** A new kit is fetched while the old one still decides (a refresh never stops the door). */
            refreshing: {
              tags: ['refreshing'],
              invoke: {
                src: 'downloadKit',
                input: ({ context }) => ({ eventId: context.eventId }),
                onDone: { target: 'scanning', actions: 'keepKit' },
                onError: { target: 'scanning', actions: 'keepError' },
              },
            },
            deciding: {
              tags: ['busy'],
              invoke: {
                src: 'decide',
                input: ({ context }) => context.scan!,
                onDone: { target: 'verdict', actions: assign({ outcome: ({ event }) => event.output }) },
                onError: {
                  target: 'verdict',
                  actions: assign({ outcome: { kind: 'refused', source: 'coupon', code: 9000 } }),
                },
              },
            },
            verdict: {
              after: { [VERDICT_MS]: 'scanning' },
              on: { 'door.next': 'scanning' },
              exit: assign({ outcome: null, scan: null }),
            },
          },
        },
      },
    },
    sync: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'door.sync': { guard: 'isOnline', target: 'syncing' },
            'door.online': { target: 'syncing', actions: assign({ online: true }) },
          },
        },
        syncing: {
          tags: ['syncing'],
          invoke: {
            src: 'syncQueue',
            input: ({ context }) => ({ eventId: context.eventId }),
            onDone: {
              target: 'idle',
              actions: assign({ sync: ({ event }) => event.output, syncErrorCode: null }),
            },
            onError: {
              target: 'idle',
              actions: assign({ syncErrorCode: ({ event }) => errorCodeOf(event.error) }),
            },
          },
        },
      },
    },
  },
});
export type DoorActor = ActorRefFrom<typeof doorMachine>;
