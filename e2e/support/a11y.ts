// The axe walk's helpers (e2e/a11y-*.spec.ts): WCAG 2.2 AA rules, waiting for a screen to settle, readable failures.
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import axe, { type AxeResults } from 'axe-core';
import type { RouteSpec } from '../../src/routes/route-spec';
import { routeTable } from '../../src/routes/route-table';

/** The rule sets of the accessibility target: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Every route of the route table, so a new route is walked without editing the specs. */
export const ROUTES: readonly RouteSpec[] = routeTable;

/**
 * What still loads: the route's pending screen (role=status with a Loader), visible skeletons, list and
 * button loaders, busy regions. A screen is analysed only once none is left, so axe sees the real content.
 */
const LOADING = ['.mantine-Skeleton-root[data-visible]', '.mantine-Loader-root', '[aria-busy="true"]'].join(
  ', ',
);

/** Requests in flight per page, counted from the page's own events (installed on first use). */
const inFlight = new WeakMap<Page, { count: number; last: number }>();

function track(page: Page): { count: number; last: number } {
  const known = inFlight.get(page);
  if (known) return known;
  const s = { count: 0, last: Date.now() };
  const done = () => {
    s.count = Math.max(0, s.count - 1);
    s.last = Date.now();
  };
  // Media streams (the tutorial video) stay open while they play; they are not the screen loading.
  const counted = (r: Request) => !['media', 'websocket', 'eventsource'].includes(r.resourceType());
  page.on('request', (r) => {
    if (!counted(r)) return;
    s.count++;
    s.last = Date.now();
  });
  page.on('requestfinished', (r) => counted(r) && done());
  page.on('requestfailed', (r) => counted(r) && done());
  inFlight.set(page, s);
  return s;
}

/**
 * Waits until no request has been in flight for `quietMs`: route chunks, catalogs and the screen's data.
 * Playwright's networkidle only covers a document load, and the walk moves by hash in one document.
 */
async function networkQuiet(page: Page, quietMs = 120): Promise<void> {
  const s = track(page);
  // The navigation just made counts as activity: a screen may take a moment to ask for its chunk and data.
  s.last = Date.now();
  await expect
    .poll(() => s.count === 0 && Date.now() - s.last >= quietMs, {
      message: 'the network went quiet',
      intervals: [40],
      timeout: 15_000,
    })
    .toBe(true);
}

/** Starts counting requests on `page`; call before its first navigation so none is missed. */
export function watchNetwork(page: Page): void {
  track(page);
}

/** The phone width the journeys check a screen at when they narrow a desktop page (BOTH_WIDTHS, the axe walk). */
export const PHONE = { width: 375, height: 812 };

/** Waits for the layout after a resize: two frames (the media queries' change events and React's commit). */
export async function afterResize(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  await settle(page);
}

/**
 * The 3D viewer's loader (src/features/item-detail/ModelViewer.tsx), shown beside a model that is not in yet.
 * Its model takes three.js in software WebGL: a whole `#/testGLB` test takes 9-16 s here beside the other worker,
 * but the loader outlasted 15 s twice in a row on CI's machine, where the item journey, which waits up to a
 * minute for the same model (e2e/item-detail.spec.ts), passed. settle gives it that minute too, wherever it shows.
 */
const MODEL_LOADER = 'model-viewer[data-loaded="false"] ~ [role="status"] .mantine-Loader-root';
const MODEL_TIMEOUT = 60_000;

/** Polls until `count` is 0; a failure names the loaders still showing (CI's machine keeps no trace). */
async function untilZero(page: Page, loaders: Locator, count: () => Promise<number>, timeout: number) {
  await expect
    .poll(count, { message: 'the screen stopped loading', timeout })
    .toBe(0)
    .catch(async (error: Error) => {
      const left = await loaders
        .evaluateAll((els) => els.map((el) => el.outerHTML.slice(0, 160)))
        .catch(() => ['(the page is gone)']);
      error.message += `\nstill showing at ${page.url()}: ${left.join(' | ')}`;
      throw error;
    });
}

/**
 * Waits for the network to go quiet, loaders and skeletons to go, and finite animations (dialog and
 * drawer transitions) to end: axe sees the screen's real content and its final colours, not a fade.
 * Loaders may stay 15 s; the 3D viewer's a minute more, added to the test's own time.
 */
export async function settle(page: Page): Promise<void> {
  await networkQuiet(page);
  // The app's page mounts in a background render (PageTransition's DeferredMount): until it commits, the
  // slide's wrapper is empty and an analysis would pass on nothing. (Pages outside the app have no wrapper.)
  // The 3D viewer's page (three.js in software WebGL) takes over 15 s to mount on a busy 2-core machine.
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll('[data-direction]')).every((el) => el.childElementCount > 0),
        ),
      { message: 'the screen mounted', intervals: [50, 100, 250], timeout: 30_000 },
    )
    .toBe(true);
  const loaders = page.locator(LOADING).locator('visible=true');
  const models = page.locator(MODEL_LOADER).locator('visible=true');
  await untilZero(page, loaders, async () => (await loaders.count()) - (await models.count()), 15_000);
  if (await models.count()) {
    test.info().setTimeout(test.info().timeout + MODEL_TIMEOUT);
    await untilZero(page, loaders, () => loaders.count(), MODEL_TIMEOUT);
  }
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

type Violation = AxeResults['violations'][number];

/** One line per failing rule and element: rule, impact, selector and axe's own summary of the fix. */
function describe(violations: Violation[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${v.id} (${v.impact}) ${n.target.join(' ')}: ${(n.failureSummary ?? v.help).replace(/\s+/g, ' ')}`,
    ),
  );
}

/**
 * The one exception. A bar fixed to the window's edge by design (`data-fixed-bar`: the phone's sticky Buy bar
 * of an item page) is over whatever link scrolls under it at that moment, which counts, for axe's target-size,
 * as obscured; scrolling uncovers it. Only target-size findings whose every obscuring element is in such a
 * bar are dropped; any other finding, and any other overlap, still fails.
 */
async function withoutFixedBarOverlaps(page: Page, violations: Violation[]): Promise<Violation[]> {
  const out: Violation[] = [];
  for (const v of violations) {
    if (v.id !== 'target-size') {
      out.push(v);
      continue;
    }
    const nodes: Violation['nodes'] = [];
    for (const n of v.nodes) {
      const related = [...n.any, ...n.all, ...n.none].flatMap((c) => c.relatedNodes ?? []);
      const selectors = related.map((r) => r.target.join(' '));
      const inBanner = await page.evaluate(
        (sels) => sels.map((s) => !!document.querySelector(s)?.closest('[data-fixed-bar]')),
        selectors,
      );
      if (selectors.length === 0 || inBanner.includes(false)) nodes.push(n);
    }
    if (nodes.length) out.push({ ...v, nodes });
  }
  return out;
}

/**
 * Puts axe-core in the page's document unless it is there already. A walk's hash navigations keep the document,
 * so its analyses after the first pay only for the run: @axe-core/playwright's AxeBuilder evaluates axe's 650 KB
 * script twice in every analysis (about 0.35 s of the page's CPU here, over half of an analysis).
 */
async function ensureAxe(page: Page): Promise<void> {
  const present = await page.evaluate(
    () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
  );
  if (present) return;
  // Same-origin frames only, as AxeBuilder's legacy mode configures it; the app renders no frame.
  await page.evaluate(
    `${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`,
  );
}

/** The WCAG 2.2 AA violations on the page (or the part `include` selects), one line per element. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await ensureAxe(page);
  // One run in the page, as AxeBuilder's legacy mode does (its default opens a helper page per analysis, twice
  // the time); what that gives up is cross-origin frames. `resultTypes` makes axe build selectors for the
  // violations only (one node of each other result type), the slow end of an analysis; violations are reported
  // in full either way.
  const violations = await page.evaluate(
    async ({ include, tags }) => {
      const run = (window as unknown as { axe: typeof axe }).axe.run;
      const context = include ? { include: [include], exclude: [] } : document;
      const results = await run(context, {
        resultTypes: ['violations'],
        runOnly: { type: 'tag', values: tags },
      });
      return results.violations;
    },
    { include, tags: WCAG_AA_TAGS },
  );
  return describe(await withoutFixedBarOverlaps(page, violations));
}

/** Expects no WCAG 2.2 AA violation on the page; `where` names the screen in the failure. */
export async function expectNoAxeViolations(page: Page, where: string, include?: string): Promise<void> {
  expect(await axeViolations(page, include), `axe WCAG 2.2 AA violations on ${where}`).toEqual([]);
}

/**
 * expectNoAxeViolations once the toasts have closed by themselves (a few seconds): a toast ("saved", "named")
 * covers part of the phone's header (the wallet button's target size), which is not the screen under test.
 */
export async function expectNoAxeViolationsAfterToasts(page: Page, where: string): Promise<void> {
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
  await settle(page);
  await expectNoAxeViolations(page, where);
}
