import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import {
  merchantRegistrationMachine,
  type EmailCheck,
  type RegistrationDraft,
  type RegistrationRequest,
} from '@machines/merchant-registration.machine';
import type { RegisterAnswer } from '@schemas/merchant-registration';
import { session } from '@/lib/session';
import { registerBusiness, validateMerchant } from './merchants.api';
import { merchantQueries } from './merchants.queries';
import { draftStore } from './registration-form';

/**
 * The registration machine with its real effects: validateMerchant, registerBusiness (after which the new
 * business account is signed in on this device), and the draft in local storage.
 */
export function registrationFlow(queryClient: QueryClient, onProgress: (fraction: number) => void) {
  return merchantRegistrationMachine.provide({
    actors: {
      checkEmail: fromPromise<EmailCheck, { email: string }>(({ input, signal }) =>
        validateMerchant(input.email.trim().toLowerCase(), signal),
      ),
      register: fromPromise<RegisterAnswer, RegistrationRequest>(async ({ input, signal }) => {
        const answer = await registerBusiness(input, { signal, onProgress });
        // Another account may have been signed in before: nothing of its data may stay. Cleared before the
        // sign-in, not after: session.start re-renders the page at once, whose application query then fetches;
        // a clear() meanwhile cancels that fetch silently and leaves the page's observer on the removed query,
        // pending for good (an endless loader when the server answered after the token was sealed).
        queryClient.clear();
        await session.start(answer.memberId, answer.token);
        await queryClient.prefetchQuery(merchantQueries.myApplication());
        return answer;
      }),
    },
    actions: {
      saveDraft: (_, draft: RegistrationDraft) => draftStore.write(draft),
      clearDraft: () => draftStore.clear(),
    },
  });
}
