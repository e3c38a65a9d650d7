import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/** What a screen module under routes/screens exports: its component and an optional data warm-up. */
export type RouteModule = {
  default: ComponentType;
  /** Warms the screen's queries before it renders; `search` is the validated search of the route. */
  loader?: (ctx: { queryClient: QueryClient; search: Record<string, unknown> }) => Promise<unknown>;
};
