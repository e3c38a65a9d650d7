import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// The theme's CSS variables and Mantine's global classes, generated at build time (scripts/theme-css.tsx)
// instead of computed by MantineProvider on every start.
import './theme.generated.css';
import './app.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, Suspense, startTransition } from 'react';
import { lazyNamed } from './components/lazy-named';
import { LocaleProvider } from './components/LocaleProvider';
import { ToastHost } from './components/ToastHost';
import { setUnauthorizedHandler } from './lib/api';
import { activateLocale, i18n } from './lib/i18n';
import { inspectMode, startInspector } from './lib/inspector';
import { currentBrowserLocale, INTL_TAG, type Locale } from './lib/locale';
import { numberFormat } from './lib/number-format';
import { warmIntl } from './lib/intl-warmup';
import { createQueryClient } from './lib/query-client';
import { session } from './lib/session';
import { DEVICE_SECRET_DBS } from './lib/device-secret-names';
import { idle } from './lib/when-idle';
import { moveGuestLinesOnLogin } from './features/orders/guest-cart';
import { updateCart } from './features/orders/orders.api';
import { theme } from './lib/theme';
import { createAppRouter } from './routes/router';
import { queryRoots } from './lib/query-keys';

// Inspect mode's panel (README "Inspecting flows"): its code and texts load only when the mode is on.
const InspectorDock = lazyNamed(() => import('./features/inspector/InspectorDock'), 'InspectorDock', [
  'inspector',
]);

/**
 * React DOM's renderer (about a third of the entry's evaluation) is a chunk of its own, asked for at once: its
 * code evaluates in a task of its own when it arrives, not inside the entry's one long task on a phone.
 * bench/initial-js.mjs counts it in every first screen.
 */
const reactDomClient = import('./lib/react-dom-client');

const queryClient = createQueryClient();
let router: ReturnType<typeof createAppRouter> | undefined;

// Spec §4: a 401 clears the session and cached user info and goes to login, remembering where the user was.
setUnauthorizedHandler(() => {
  session.clear();
  queryClient.removeQueries({ queryKey: queryRoots.members() });
  // Before the router exists there is no page to leave: its guards see the cleared session.
  if (!router) return;
  const here = router.state.location.href;
  if (router.state.location.pathname !== '/login') {
    session.saveReturnRoute(here);
    void router.navigate({ to: '/login', search: { redirect: here } });
  }
});

/**
 * The built stylesheet arrives as `media="print"` so it does not hold back the shell's first paint
 * (scripts/vite-app-shell.ts): applied here, and awaited, so the app never renders unstyled.
 */
function stylesReady() {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-deferred]')];
  return Promise.all(
    links.map((link) => {
      link.media = 'all';
      if (link.sheet) return;
      return new Promise((done) => {
        link.addEventListener('load', done, { once: true });
        link.addEventListener('error', done, { once: true });
      });
    }),
  );
}

// Spec §3: the token cookie is decrypted once before the app starts. Spec §4: a QR mini-page link may then
// carry an encoded session to exchange; the app starts whatever the outcome.
// The exchange code loads only when the address carries a `redirect` parameter at all (it parses it fully).
// Registered before the session loads, so that an open session's load counts as its login (guest-cart.ts).
moveGuestLinesOnLogin(session, updateCart);
const sessionReady = session
  .load()
  .then(() =>
    window.location.href.includes('redirect')
      ? import('./features/members/exchange').then((m) => m.exchangeFromUrl())
      : undefined,
  );

// A session that ended elsewhere (expired, another tab's logout) leaves no ticket seeds or door kits behind.
// Once the first screen is idle, and only where such a database exists (indexedDB.databases, where the
// browser has it): the wiping code and its IndexedDB library cost a visitor's first screen a long task.
void sessionReady.then(async () => {
  if (session.isLoggedIn()) return;
  await idle();
  const names = await Promise.resolve(indexedDB.databases?.())
    .then((list) => list?.map((d) => d.name))
    .catch(() => undefined);
  if (names && !DEVICE_SECRET_DBS.some((n) => names.includes(n))) return;
  void import('./lib/device-secrets').then((m) => m.wipeDeviceSecrets()).catch(() => undefined);
});

const locale = currentBrowserLocale();
// Before anything else of the start-up: a worker builds the language's first Intl objects (intl-warmup.ts).
const intlWarm = warmIntl(INTL_TAG[locale]);
const localeReady = activateLocale(locale);

/** Ends the current task, so the browser may paint and take input before the next piece of start-up. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * How long the first render waits for the router's first load. Past it the app renders what it has (the
 * routes' pending screens) and the load goes on, as before: a slow API never keeps the page inert.
 */
const FIRST_LOAD_WAIT_MS = 1500;

/**
 * Starts the app in several tasks instead of one (on a phone the start-up was one long task): this
 * module's evaluation (the libraries' own, session and language under way), then the router (85 routes
 * parsed) and its first load (the route's chunk, catalogs, guards and data), which starts as soon as session
 * and language are known (its requests carry the member's headers; loadCatalogs needs an active language);
 * then, once styles, language and session are ready and that load has ended (or FIRST_LOAD_WAIT_MS passed),
 * the first render, a transition that yields to the browser between components.
 *
 * Rendering after the load, as TanStack Router does after server rendering, is what keeps the phone
 * responsive: the Transitioner then finds the location resolved and loads nothing. Rendered before it, the
 * Transitioner's load moved the router's stores, and React renders a store's change at once, in one task:
 * the whole page in a 300 ms task on explore, twice (the router's pending and loaded states).
 *
 * No top-level await in this module: with one, Rollup cannot count the entry's modules as loaded when a
 * screen chunk is imported and gave every module they share a chunk of its own (about 60 more requests
 * before the first render).
 */
async function start() {
  await nextTask();
  const app = createAppRouter(queryClient);
  router = app;
  // Until the Transitioner subscribes (in the first render's layout effect), an address changed meanwhile (a
  // link, the back button, a typed hash) is loaded here, as the Transitioner does: else the first load ends on
  // the old address and the page stays there. From its subscription on, the Transitioner's alone.
  const unfollow = app.history.subscribe((change) => {
    if (app.history.subscribers.size > 1) return unfollow();
    void app.load(change).catch(() => undefined);
  });
  const loaded = Promise.all([sessionReady, localeReady])
    .then(() => app.load())
    .catch(() => undefined);
  await Promise.all([stylesReady(), startInspector(), localeReady, sessionReady, intlWarm]);
  // The page's first Intl.NumberFormat, for the price cards' first render: built here, in a task of its own,
  // while the first load waits for the network; ICU's start it would pay was paid by the warm-up worker.
  await nextTask();
  numberFormat(INTL_TAG[i18n.locale as Locale], { maximumFractionDigits: 4 }).format('0.25');
  await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, FIRST_LOAD_WAIT_MS))]);
  const { createRoot } = await reactDomClient;
  await nextTask();
  const inspecting = inspectMode() !== null;
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
          <LocaleProvider i18n={i18n}>
            <QueryClientProvider client={queryClient}>
              <ToastHost />
              <RouterProvider router={app} />
              {inspecting && (
                <Suspense fallback={null}>
                  <InspectorDock />
                </Suspense>
              )}
            </QueryClientProvider>
          </LocaleProvider>
        </MantineProvider>
      </StrictMode>,
    ),
  );
}
void start();
