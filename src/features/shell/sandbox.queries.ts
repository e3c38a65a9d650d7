import { queryOptions } from '@tanstack/react-query';
import type { SandboxesAnswer } from '@schemas/sandboxes';
import { api } from '@/lib/api';

/**
 * The sandbox providers running on the server (listSandboxes), keyed ['sandboxes']. The configuration does not
 * change while the server runs, so it is read once per page load.
 */
export const sandboxQueries = {
  all: () => ['sandboxes'] as const,
  list: () =>
    queryOptions({
      queryKey: [...sandboxQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => api.get<SandboxesAnswer>('/api/sandboxes', {}, { signal }),
      staleTime: Infinity,
      gcTime: Infinity,
    }),
};
