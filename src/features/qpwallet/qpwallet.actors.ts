import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { EformEntry } from '@machines/qpwallet.machine';
import type { EformCompleted, EformState, EformTarget } from '@schemas/eforms';
import { session } from '@/lib/session';
import { qpwalletApi } from './qpwallet.api';
import { queryRoots } from '@/lib/query-keys';

/**
 * The qpwallet machine's effects: what the QR code joins, the e-form calls; a completion that logs a visitor in starts the session
 * (spec §4 Login) and drops the cached member data so the header and wallet pages read it anew.
 */
export function qpwalletActors(queryClient: QueryClient, locale: () => string | undefined) {
  return {
    loadTarget: fromPromise<EformTarget, { mcId: string }>(({ input, signal }) =>
      qpwalletApi.target({ type: 'mcard', mcId: input.mcId }, { signal }),
    ),
    loadMine: fromPromise<EformState | null, { mcId: string }>(({ input, signal }) =>
      qpwalletApi.mine({ type: 'mcard', mcId: input.mcId }, { signal }),
    ),
    submitForm: fromPromise<EformState, EformEntry & { mcId: string }>(({ input, signal }) => {
      const l = locale();
      return qpwalletApi.submit({ type: 'mcard', ...input, ...(l ? { locale: l } : {}) }, { signal });
    }),
    completeRegistration: fromPromise<EformCompleted, { id: string; code: string; mcId: string }>(
      async ({ input, signal }) => {
        const answer = await qpwalletApi.complete(
          { id: input.id, mcId: input.mcId, ...(input.code ? { code: input.code } : {}) },
          { signal },
        );
        if (answer.login) await session.start(answer.login.memberId, answer.login.token);
        // The members feature keys its data ['members', …] (the header, member detail, wallet pages).
        await queryClient.invalidateQueries({ queryKey: queryRoots.members() });
        return answer;
      },
    ),
  };
}
