import { queryOptions } from '@tanstack/react-query';
import { mastercardApi } from './mastercard.api';

/** Mastercard reads (DESIGN §3.3): the sandbox gateway's hosted page session, always fresh. */
export const mastercardQueries = {
  all: () => ['payments', 'mastercard'] as const,
  sandboxSession: (ref: string) =>
    queryOptions({
      queryKey: [...mastercardQueries.all(), 'sandbox-session', ref] as const,
      queryFn: ({ signal }) => mastercardApi.sandboxSession(ref, { signal }),
      staleTime: 0,
    }),
};
