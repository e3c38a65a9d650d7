import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** One QueryClient for the app: cached pages keep data for 5 minutes; client refusals are not retried. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 5 * 60_000,
        retry: (count, err) => !(err instanceof ApiError && err.code < 500 && err.code !== 1005) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}
