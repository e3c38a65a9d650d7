import { fromPromise } from 'xstate';
import { qrPaymentMachine, type RenewInput } from '@machines/qr-payment.machine';
import { byonApi } from './byon.api';

/** The QR page's machine with its effects: the QR, the payment's state, and a new QR for the same amount. */
export const qrPaymentFlow = () =>
  qrPaymentMachine.provide({
    actors: {
      loadQr: fromPromise(({ input, signal }: { input: string; signal: AbortSignal }) =>
        byonApi.qr(input, { signal }),
      ),
      checkPayment: fromPromise(({ input, signal }: { input: string; signal: AbortSignal }) =>
        byonApi.check(input, { signal }),
      ),
      renew: fromPromise(async ({ input }: { input: RenewInput }) => {
        const started = await byonApi.renew(input.orderId, input.amount);
        return { ref: started.ref };
      }),
    },
  });
