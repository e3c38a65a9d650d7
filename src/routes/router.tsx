import type { QueryClient } from '@tanstack/react-query';
import {
  createHashHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
  stringifySearchWith,
  stripSearchParams,
  type SearchMiddleware,
} from '@tanstack/react-router';
import { loadCatalogs } from '@/lib/i18n';
import { preloadRoute } from '@/lib/shell-data';
import { session } from '@/lib/session';
import { RootLayout } from './root-layout';
import { RouteError } from '@/features/shell/RouteError';
import { lazyNamed } from '@/components/lazy-named';
import { PendingScreen } from '@/features/shell/PendingScreen';
import { loadScreen } from './lazy-screen';
import type { RouteSpec, SearchSchema } from './route-spec';
import { routeByName, routeTable } from './route-table';
import { ensurePermission } from './permission';

// The 404 screen loads when first needed. RouteError stays in the entry: it must show when chunks fail to load.
const NotFound = lazyNamed(() => import('@/features/shell/NotFound'), 'NotFound');

export type RouterContext = { queryClient: QueryClient };

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/home', replace: true });
  },
});

/** The login-required guard shared by every route with `auth` (spec §2): save the intended route, go to login. */
function guard(spec: RouteSpec) {
  return async ({ location, context }: { location: { href: string }; context: RouterContext }) => {
    if (spec.auth && !session.isLoggedIn()) {
      session.saveReturnRoute(location.href);
      throw redirect({ to: '/login', search: { redirect: location.href } });
    }
    if (spec.permission && !(await ensurePermission(context.queryClient, spec.permission))) {
      throw redirect({ to: '/pricing', search: { denied: spec.permission } });
    }
  };
}

/** Leaves a route's default search values out of its URLs; it fits the search of whichever route it is given. */
const withoutDefaults =
  (defaults: Record<string, string>) =>
  <T,>(ctx: Parameters<SearchMiddleware<T>>[0]): T =>
    stripSearchParams<T, never, Record<string, string>, Record<string, string>>(defaults)(ctx);

/** A route's validated search as the screens' loaders take it (RouteModule). */
const searchRecord = (search: unknown): Record<string, unknown> =>
  typeof search === 'object' && search !== null ? { ...search } : {};

/** One route of the table, typed by its own path and search schema. */
function buildRoute<const N extends string, S extends SearchSchema | undefined>(spec: RouteSpec<N, S>) {
  const screen = spec.screen === 'comingSoon' ? routeByName.get('comingSoon')!.screen : spec.screen;
  if (screen === 'comingSoon') throw new Error('comingSoon must have a screen');
  // The screen's chunks are asked for together (their list is in the shell data, not in the entry).
  const chunksOf = spec.screen === 'comingSoon' ? 'comingSoon' : spec.name;
  const load = () =>
    loadScreen(() => {
      preloadRoute(chunksOf);
      return screen();
    });
  return createRoute({
    getParentRoute: () => rootRoute,
    path: spec.path,
    // The valibot schema itself: TanStack Router validates with it (Standard Schema) and takes its types.
    validateSearch: spec.search,
    // Defaults stay out of the URL, so a filtered explore link shows only what the user chose.
    search: spec.searchDefaults ? { middlewares: [withoutDefaults(spec.searchDefaults)] } : undefined,
    // Lets features (sign-out) know whether the current page needs login without importing the table.
    staticData: { auth: spec.auth },
    beforeLoad: guard(spec),
    loaderDeps: ({ search }: { search: unknown }) => ({ search: searchRecord(search) }),
    loader: async ({ context, deps }) => {
      // The screen's texts arrive with its chunk, so it never renders before them.
      const [mod] = await Promise.all([load(), loadCatalogs(spec.catalogs ?? [])]);
      await mod.loader?.({ queryClient: context.queryClient, search: deps.search });
    },
    // Reload pages fetch anew on every visit; keep pages reuse what the query cache holds.
    staleTime: spec.cache === 'keep' ? 60_000 : 0,
    gcTime: spec.cache === 'keep' ? 5 * 60_000 : 0,
    shouldReload: spec.cache === 'reload' ? true : undefined,
    component: lazyRouteComponent(load),
    errorComponent: RouteError,
    pendingComponent: PendingScreen,
  });
}

/** The route each entry of the table becomes: its own path and search types, one member of a union per entry. */
type AppRoute<T> = T extends RouteSpec<infer N, infer S> ? ReturnType<typeof buildRoute<N, S>> : never;

/**
 * Builds every route of the table. TypeScript types a `map` over the table's union as one route with a union of
 * paths; this signature states the per-entry result that `buildRoute`'s own type gives each entry.
 */
function buildRoutes<T extends RouteSpec>(specs: readonly T[]): AppRoute<T>[];
function buildRoutes(specs: readonly RouteSpec[]) {
  return specs.map(buildRoute);
}

const routeTree = rootRoute.addChildren([indexRoute, ...buildRoutes(routeTable)]);

/** Keep pages restore their scroll position on any revisit; other pages start at the top. */
function scrollKey(location: { pathname: string; state: { __TSR_key?: string } }) {
  const spec = routeByName.get(location.pathname.slice(1));
  return spec?.cache === 'keep' ? location.pathname : (location.state.__TSR_key ?? location.pathname);
}

/** `?id=21&prop=a&prop=b` → { id: '21', prop: ['a', 'b'] }: values stay strings, a repeated key is a list. */
function parseSearch(searchStr: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, val] of new URLSearchParams(searchStr)) {
    const prev = out[k];
    out[k] = prev === undefined ? val : [...[prev].flat(), val];
  }
  return out;
}
const stringifyFlat = stringifySearchWith(JSON.stringify);
/** The inverse: a list is written as a repeated key (explore's `prop=Type:Value`), the rest as before. */
function stringifySearch(search: Record<string, unknown>): string {
  const entries = Object.entries(search);
  const flat = stringifyFlat(Object.fromEntries(entries.filter(([, val]) => !Array.isArray(val))));
  const p = new URLSearchParams(flat);
  for (const [k, list] of entries)
    if (Array.isArray(list)) for (const x of list) p.append(k, typeof x === 'string' ? x : JSON.stringify(x));
  const str = p.toString();
  return str ? `?${str}` : '';
}

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    history: createHashHistory(),
    context: { queryClient },
    scrollRestoration: true,
    // Every search value of the route table is a flat string: keep them as typed, unquoted.
    parseSearch,
    stringifySearch,
    getScrollRestorationKey: scrollKey,
    defaultPreload: 'intent',
    defaultPendingMs: 300,
  });
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    auth?: boolean;
  }
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
