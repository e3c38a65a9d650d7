import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { transferTargetMachine, type TransferTargetInput } from '@machines/transfer-target.machine';
import type { TicketStore } from './ticket-store';
import { ticketsApi } from './tickets.api';
import { ticketQueries } from './tickets.queries';

/**
 * The transfer's effect: transferTicket, then the code kept on this phone is deleted (it no longer opens the
 * door: the ticket was re-seeded for its new holder) and "my tickets" is read again.
 */
export const transferFlow = (queryClient: QueryClient, store: TicketStore, ticketId: string) =>
  transferTargetMachine.provide({
    actors: {
      send: fromPromise<unknown, TransferTargetInput>(async ({ input, signal }) => {
        const { by, areaCode, mobile, email, captchaId, captchaText, requestKey } = input;
        const price = input.extra.price ?? '';
        const fields = {
          id: ticketId,
          by,
          areaCode,
          mobile,
          email,
          price,
          captchaId,
          captchaText,
          requestKey,
        };
        const moved = await ticketsApi.transfer(fields, { signal });
        await store.remove(ticketId).catch(() => undefined);
        await queryClient.invalidateQueries({ queryKey: ticketQueries.all() });
        return moved;
      }),
    },
  });
