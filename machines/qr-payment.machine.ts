import { assign, setup } from 'xstate';
import type { PaymentCheck } from '@schemas/payments';
import type { QrPayment } from '@schemas/payments-byon';
import { errorCodeOf } from './error-code';
import { notProvided } from './not-provided';
import type { AwaitResultInput } from './payment-result.machine';

/** How often the QR page asks whether the payment is decided (as the checkpay page does). */
export const QR_POLL_MS = 1500;
/** Spec §8: a QR that ran out. */
const EXPIRED = 1006;

type Check = PaymentCheck;
type Qr = QrPayment;
/** What a new QR needs: the same order and amount as the one that ran out. */
export type RenewInput = { orderId: string; amount: string };

export type QrPaymentContext = {
  ref: string;
  qr: Qr | null;
  /** Why the QR cannot be paid (1006 expired, 1013 refused…) or the last refused call; null while fine. */
  code: number | null;
};
export type QrPaymentEvent =
  /** The countdown reached zero (the server says EXPIRED too, on the next read). */
  | { type: 'qr.expire' }
  /** The buyer asks for a new QR code (a new payment session for the same order and amount). */
  | { type: 'qr.renew' }
  | { type: 'qr.retry' };

const failureCode = (c: Check) =>
  c.status === 'EXPIRED' ? EXPIRED : c.status === 'CANCELLED' ? 1013 : (c.failureCode ?? 1004);

/**
 * Pay by QR (BYON): load the QR (`loadQr`), then, while it is shown, wait for the result (`awaitResult`:
 * awaitPaymentResult over the server's read, every QR_POLL_MS, a failed read taken as still open) until the
 * provider's callback has decided it: paid → `paid` (the page goes to paymentSuccess); expired (the countdown or
 * the server) → `expired` with 1006, where one last read QR_POLL_MS later still catches a payment made at the
 * final second and `qr.renew` opens a new session (`renew`, then `renewed` tells the page its new ref); refused
 * or failed → `failed` with its code, which may be renewed too.
 * Effects come from src/features/payments/byon/byon.actors.ts.
 */
export const qrPaymentMachine = setup({
  types: {
    context: {} as QrPaymentContext,
    events: {} as QrPaymentEvent,
    input: {} as { ref: string },
  },
  actors: {
    loadQr: notProvided<Qr, string>('loadQr'),
    awaitResult: notProvided<Check, AwaitResultInput>('awaitResult'),
    renew: notProvided<{ ref: string }, RenewInput>('renew'),
  },
  actions: {
    /** The payment is recorded: show paymentSuccess. */
    paid: () => {},
    /** A new session replaced the old one: the page's address follows its ref. */
    renewed: () => {},
  },
  guards: {
    isQrPaid: (_, q: Qr) => q.status === 'SUCCEEDED',
    isQrExpired: (_, q: Qr) => q.status === 'EXPIRED',
    isQrFailed: (_, q: Qr) => q.status !== 'OPEN',
    isPaid: (_, c: Check) => c.status === 'SUCCEEDED',
    isExpired: (_, c: Check) => c.status === 'EXPIRED',
  },
}).createMachine({
  id: 'qrPayment',
  context: ({ input }) => ({ ref: input.ref, qr: null, code: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadQr',
        src: 'loadQr',
        input: ({ context }) => context.ref,
        onDone: [
          {
            guard: { type: 'isQrPaid', params: ({ event }) => event.output },
            target: 'paid',
            actions: assign({ qr: ({ event }) => event.output }),
          },
          {
            guard: { type: 'isQrExpired', params: ({ event }) => event.output },
            target: 'expired',
            actions: assign({ qr: ({ event }) => event.output, code: EXPIRED }),
          },
          {
            guard: { type: 'isQrFailed', params: ({ event }) => event.output },
            target: 'failed',
            actions: assign({
              qr: ({ event }) => event.output,
              code: ({ event }) => event.output.failureCode ?? 1004,
            }),
          },
          { target: 'showing', actions: assign({ qr: ({ event }) => event.output, code: null }) },
        ],
        onError: { target: 'loadFailed', actions: assign({ code: ({ event }) => errorCodeOf(event.error) }) },
      },
    },
    loadFailed: { on: { 'qr.retry': 'loading' } },
    /**
     * The QR is shown; the payment is asked about again and again (the QR was just read: first after a pause),
     * a read lost to the network is tried again on the next one.
     */
    showing: {
      tags: ['waiting'],
      invoke: {
        id: 'awaitResult',
        src: 'awaitResult',
        input: ({ context }) => ({
          ref: context.ref,
          intervalMs: QR_POLL_MS,
          pauseFirst: true,
          keepOnError: true,
        }),
        onDone: [
          { guard: { type: 'isPaid', params: ({ event }) => event.output }, target: 'paid' },
          {
            guard: { type: 'isExpired', params: ({ event }) => event.output },
            target: 'expired',
            actions: assign({ code: EXPIRED }),
          },
          { target: 'failed', actions: assign({ code: ({ event }) => failureCode(event.output) }) },
        ],
      },
      on: { 'qr.expire': { target: 'expired', actions: assign({ code: EXPIRED }) } },
    },
    /**
     * 1006: the QR ran out. One last read after a pause still takes a payment the provider reports; the buyer
     * may ask for a new QR meanwhile.
     */
    expired: {
      invoke: {
        id: 'lastCheck',
        src: 'awaitResult',
        input: ({ context }) => ({ ref: context.ref, intervalMs: QR_POLL_MS, pauseFirst: true, attempts: 1 }),
        onDone: [
          { guard: { type: 'isPaid', params: ({ event }) => event.output }, target: 'paid' },
          { target: 'expiredQuiet' },
        ],
        onError: { target: 'expiredQuiet' },
      },
      on: { 'qr.renew': 'renewing' },
    },
    /** Expired, asked once more: now it waits for the buyer. */
    expiredQuiet: { on: { 'qr.renew': 'renewing' } },
    /** Refused by the payer (1013) or failed at the provider. */
    failed: { on: { 'qr.renew': 'renewing' } },
    renewing: {
      tags: ['busy'],
      invoke: {
        id: 'renew',
        src: 'renew',
        input: ({ context }) => ({ orderId: context.qr!.orderId, amount: context.qr!.amount }),
        onDone: {
          target: 'loading',
          actions: [assign({ ref: ({ event }) => event.output.ref, qr: null, code: null }), 'renewed'],
        },
        onError: {
          target: 'expiredQuiet',
          actions: assign({ code: ({ event }) => errorCodeOf(event.error) }),
        },
      },
    },
    paid: { type: 'final', entry: 'paid' },
  },
});
