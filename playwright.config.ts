import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const CI = Boolean(process.env.CI) && process.env.CI !== 'false';
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Chromium from the OS packages (browsers cannot be downloaded here); see scripts/test.mjs. Debian's
 * chromium-headless-shell when it is installed: the same engine without the full browser around it, which is what
 * Playwright itself runs headless; the journeys took a fifth less time on it. Otherwise the full chromium.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
/** The journeys' Chromium switches (bench/door-verdict.ts launches its phone with them too). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath, args: CHROMIUM_ARGS },
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/artifacts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  forbidOnly: CI,
  // Two on CI's 2 cores: three kept them 99 % busy instead of 92 % but took longer (18.5 against 16 minutes)
  // and made four journeys flaky.
  workers: 2,
  retries: CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // Journeys run as a member who asked for reduced motion, which the app honours (src/lib/theme.ts): a menu
    // or dialog then opens in the click's own render instead of two animation frames later. Debian's headless
    // shell runs those frames at a few a second and, about once a run, not at all (a menu that never opened).
    // e2e/motion.spec.ts keeps the animated path under test.
    reducedMotion: 'reduce',
    // The app's service worker (registered only by the ticket and door pages) answers the page's requests from
    // its cache, which the journeys' request counting (e2e/support/a11y.ts) does not see finish, and it would
    // carry one journey's cached files into the next: blocked, but where a journey allows it for its offline steps.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      // A journey run once per width in two languages: its English run is the desktop's, its CJK run the phone's.
      grepInvert: /@phone-only/,
      use: { ...chromium, viewport: { width: 1280, height: 800 } },
    },
    {
      // The phone width runs only the tests tagged @phone: those whose behaviour or checks differ there. A test
      // gets the tag when it branches on the width (isPhone/hasCompactHeader, or a helper that does: the drawer's
      // navigation, search or language switch), checks that screens fit (expectFitsPhone, overflow, layout),
      // or drives the phone's own header by keyboard (its Tab order differs: keyboard-focus, keyboard-dialogs'
      // header test). A keyboard journey through a page's forms and dialogs runs on desktop only: Tab follows the
      // DOM order, which is the same at both widths. (The axe walk resizes its own page to check
      // each screen at both widths: e2e/a11y-routes.spec.ts.) A
      // test that only takes another demo item per project, or skips itself on the phone, is not tagged. A
      // journey whose steps are the same at both widths and whose phone checks are axe and fit is tagged @widths
      // instead: it runs here at the desktop width and checks each screen at 375 px too by narrowing the page
      // (BOTH_WIDTHS, e2e/support/payments.ts), without running the whole journey a second time.
      name: 'phone',
      grep: /@phone/,
      use: { ...chromium, viewport: { width: 375, height: 812 } },
    },
  ],
  webServer: { ...server(port), url: `${baseURL}/api/health` },
});

/** The real product on `port` (scripts/e2e-server.mjs: a fresh database with the demo data). */
function server(on: number) {
  return {
    command: 'node scripts/e2e-server.mjs',
    timeout: 180_000,
    // npm test (scripts/test.mjs) boots it beside the build and says so; CI otherwise starts a fresh one.
    reuseExistingServer: !CI || process.env.E2E_SERVER_READY === '1',
    // SIGTERM lets the server close PGlite and delete its temp DATA_DIR (the default is SIGKILL).
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: { E2E_PORT: String(on) },
  };
}
