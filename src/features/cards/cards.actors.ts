import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { cardActivationMachine, type ActivationEntry } from '@machines/card-activation.machine';
import { cardTransferMachine, type TransferEntry } from '@machines/card-transfer.machine';
import type { CardDetail, CardSummary } from '@schemas/cards';
import { cardsApi } from './cards.api';
import { cardQueries } from './cards.queries';

/** The activation's effects: activateCard, then getCard while the job works (the card lists refreshed). */
export const activationFlow = (queryClient: QueryClient) =>
  cardActivationMachine.provide({
    actors: {
      activate: fromPromise<CardDetail, ActivationEntry>(async ({ input, signal }) => {
        const card = await cardsApi.activate({ ...input, quantity: '1' }, { signal });
        await queryClient.invalidateQueries({ queryKey: cardQueries.all() });
        return card;
      }),
      refresh: fromPromise<CardDetail, { id: string }>(async ({ input, signal }) => {
        const card = await cardsApi.detail(input.id, { signal });
        if (card.activation.state === 'DONE')
          await queryClient.invalidateQueries({ queryKey: cardQueries.all() });
        return card;
      }),
    },
  });

/**
 * The transfer's effect: transferCard for `cardId`, then "my cards" refreshed. The card's own detail is left as
 * it was, so the page can say it was transferred (read again, it answers 2003: no longer in your wallet).
 */
export const transferFlow = (queryClient: QueryClient, cardId: string) =>
  cardTransferMachine.provide({
    actors: {
      transfer: fromPromise<CardSummary, TransferEntry>(async ({ input, signal }) => {
        const card = await cardsApi.transfer({ id: cardId, quantity: '1', ...input }, { signal });
        await queryClient.invalidateQueries({ queryKey: cardQueries.mine().queryKey });
        return card;
      }),
    },
  });
