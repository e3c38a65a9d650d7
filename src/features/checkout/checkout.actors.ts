import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { checkoutMachine } from '@machines/checkout.machine';
import { type CheckInput, type CreateInput } from '@machines/checkout.types';
import { checkoutApi } from './checkout.api';
import { checkoutQueries } from './checkout.queries';
import { queryRoots } from '@/lib/query-keys';

/** Step 1's machine (check, promotion code, submit) with its real effects; the page adds orderCreated. */
export function checkoutFlow(queryClient: QueryClient) {
  return checkoutMachine.provide({
    actors: {
      checkOrder: fromPromise(({ input, signal }: { input: CheckInput; signal: AbortSignal }) =>
        checkoutApi.checkOrder(input, { signal }),
      ),
      applyPromotionCode: fromPromise(({ input, signal }: { input: CheckInput; signal: AbortSignal }) =>
        checkoutApi.applyPromotionCode(input, { signal }),
      ),
      // No abort signal: a submit that left must finish (its requestKey makes a repeat the same order).
      createOrder: fromPromise(async ({ input }: { input: CreateInput }) => {
        const order = await checkoutApi.createOrder(input);
        queryClient.setQueryData(checkoutQueries.order(order.id).queryKey, order);
        void queryClient.invalidateQueries({ queryKey: queryRoots.orders() });
        return order;
      }),
    },
  });
}
