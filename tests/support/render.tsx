import { i18n } from '@lingui/core';
import { LocaleProvider } from '@/components/LocaleProvider';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useLocation,
} from '@tanstack/react-router';
import { render as rtlRender, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactNode } from 'react';
import { theme } from '@/lib/theme';

export type RenderOptions = {
  /** The route path the component is mounted at (default '/'). */
  path?: string;
  /** The URL the memory history starts at (default `path`), e.g. '/login?redirect=%2Fwallet'. */
  url?: string;
  queryClient?: QueryClient;
};

/** A QueryClient for tests: no retries, nothing shared between tests. */
export function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** Any other path renders its location, so tests can assert where a navigation went. */
function Elsewhere() {
  const { href } = useLocation();
  return <div data-testid="location">{href}</div>;
}

/**
 * Renders a component the way the app does (DESIGN §3.8): Mantine, Lingui (en_US, source texts), a fresh
 * QueryClient and a memory-history TanStack router with the component at `path`.
 */
export async function render(ui: ReactNode | ComponentType, opts: RenderOptions = {}) {
  const path = opts.path ?? '/';
  const queryClient = opts.queryClient ?? testQueryClient();
  if (i18n.locale !== 'en_US')
    await i18n.loadAndActivate({ locale: 'en_US', locales: ['en-US'], messages: {} });
  const Component = typeof ui === 'function' ? (ui as ComponentType) : () => <>{ui}</>;
  const root = createRootRouteWithContext<{ queryClient: QueryClient }>()({ component: Outlet });
  const routeTree = root.addChildren([
    createRoute({ getParentRoute: () => root, path, component: Component as never }),
    createRoute({ getParentRoute: () => root, path: '$', component: Elsewhere }),
  ]);
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [opts.url ?? path] }),
    context: { queryClient },
  });
  const user = userEvent.setup();
  const result = rtlRender(
    <MantineProvider theme={theme}>
      <LocaleProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <Notifications />
          <RouterProvider router={router as never} />
        </QueryClientProvider>
      </LocaleProvider>
    </MantineProvider>,
  );
  await router.load();
  return { ...result, router, queryClient, user, screen };
}
