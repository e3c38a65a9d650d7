import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { cardActivationMachine, type ActivationEntry } from '@machines/card-activation.machine';
import { transferTargetMachine, type TransferTargetInput } from '@machines/transfer-target.machine';
import type { CardDetail } from '@schemas/cards';
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
  transferTargetMachine.provide({
    actors: {
      send: fromPromise<unknown, TransferTargetInput>(async ({ input, signal }) => {
        // transferCard takes no request key nor other fields: the target and the picture code.
        const { by, areaCode, mobile, email, captchaId, captchaText } = input;
        const fields = { id: cardId, quantity: '1', by, areaCode, mobile, email, captchaId, captchaText };
        const card = await cardsApi.transfer(fields, { signal });
        await queryClient.invalidateQueries({ queryKey: cardQueries.mine().queryKey });
        return card;
      }),
    },
  });
