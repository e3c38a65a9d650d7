import { fromPromise } from 'xstate';
import { awaitPaymentResult } from '@machines/payment-result.machine';
import { qrPaymentMachine, type RenewInput } from '@machines/qr-payment.machine';
import { byonApi } from './byon.api';

/**
 * The QR page's machine with its effects: the QR, the wait for the payment's result (the server's read), and a
 * new QR for the same amount.
 */
export const qrPaymentFlow = () =>
  qrPaymentMachine.provide({
    actors: {
      loadQr: fromPromise(({ input, signal }: { input: string; signal: AbortSignal }) =>
        byonApi.qr(input, { signal }),
      ),
      awaitResult: awaitPaymentResult((ref, signal) => byonApi.check(ref, { signal })),
      renew: fromPromise(async ({ input }: { input: RenewInput }) => {
        const started = await byonApi.renew(input.orderId, input.amount);
        return { ref: started.ref };
      }),
    },
  });
