import { expect } from '@playwright/test';
import { PHONE, ROUTES, afterResize, axeViolations, settle } from './support/a11y';
import { overflowAt, recordSamples, test, type Walker } from './support/a11y-walk';
import { isPhone } from './support/journeys';

// The axe walk: every route of the route table, at a desktop and a phone width, logged out and
// logged in, ends with zero WCAG 2.0/2.1/2.2 A and AA violations. Then the detail screens the walk found links
// to (`#/itemDetails?id=…`), so they are analysed with real data, not only their empty state. At phone width
// each screen must also fit it: no sideways scrolling (WCAG 1.4.10 reflow at 320 CSS px).
//
// It runs in the desktop project only, and analyses each screen at both widths by resizing the page between
// the two analyses (the layout follows the width through Mantine's media queries and useMediaQuery, as the
// BOTH_WIDTHS journeys rely on): a second walk in the phone project cost a navigation and a settle per screen,
// about 100 s of CI. The page stays at the width it ended at, and the next screen starts there, so no resize
// is spent going back.

async function visit(w: Walker, hash: string): Promise<void> {
  await w.page.goto(`/${hash}`);
  await settle(w.page);
}

/**
 * The screen's failures at the page's width, then at the other one (where the page is left): axe's
 * violations at each, and at the phone width what makes the screen wider than it.
 */
async function analyse(w: Walker, where: string): Promise<string[]> {
  const failures: string[] = [];
  for (let pass = 0; pass < 2; pass++) {
    if (pass === 1) {
      // The project's own window (playwright.config.ts), or the phone's.
      await w.page.setViewportSize(isPhone(w.page) ? test.info().project.use.viewport! : PHONE);
      await afterResize(w.page);
    }
    const at = `${where} at ${w.page.viewportSize()!.width} px`;
    failures.push(...(await axeViolations(w.page)).map((line) => `${at}: ${line}`));
    const overflow = await overflowAt(w.page);
    if (overflow) failures.push(`${at}: ${overflow}`);
  }
  return failures;
}

/** Analyses one linked detail screen per route that takes search parameters, collecting every failure. */
async function walkSamples(w: Walker, routes: typeof ROUTES): Promise<void> {
  if (w.samples.size === 0) {
    // A new worker (after a failure elsewhere) has seen no link yet: collect them without analysing.
    for (const r of routes) await visit(w, `#/${r.name}`).then(() => recordSamples(w));
  }
  expect(w.samples.size, 'links to detail screens found on the way').toBeGreaterThan(0);
  const names = new Set(routes.map((r) => r.name));
  const failures: string[] = [];
  for (const [name, hash] of w.samples) {
    if (!names.has(name)) continue;
    await visit(w, hash);
    failures.push(...(await analyse(w, hash)));
  }
  expect(failures, 'axe WCAG 2.2 AA violations (and overflow on a phone) on linked detail screens').toEqual(
    [],
  );
}

// Login-required routes send a guest to #/login, which the walk analyses on its own.
const PUBLIC = ROUTES.filter((r) => !r.auth);

/**
 * The screens a guest sees differently from a member: the sign-in and sign-up forms, the event pages' login
 * and registration steps, the QR mini page's first step and the guide. The guest walks only these, at both
 * widths, and the detail screens it links to: every other public screen is the member's screen with the
 * guest's header, which these screens show too, and the logged-in walk covers each route's content at both
 * widths.
 */
const GUEST_SCREENS = new Set([
  'home',
  'login',
  'forgetpwd',
  'forgotPass',
  'signup',
  'registerForm',
  'mcevent',
  'axalogin',
  'hsevent',
  'cclandlogin',
  'lubudsreg',
  'pjmreg',
  'pjmtrans',
  'lubudstrans',
  'qpwallet',
  'getstart',
  // The 3D viewer's test page (three.js in software WebGL, 10 s or more to mount here) shows a guest and a
  // member the same screen: it is walked as a guest at both widths and left out of the logged-in walk.
  'testGLB',
]);
const GUEST_ONLY = new Set(['testGLB']);
const unknown = [...GUEST_SCREENS].filter((name) => !PUBLIC.some((r) => r.name === name));
if (unknown.length) throw new Error(`GUEST_SCREENS names no public route: ${unknown.join(', ')}`);

test.describe('logged out', () => {
  for (const route of PUBLIC.filter((r) => GUEST_SCREENS.has(r.name))) {
    test(`#/${route.name}`, async ({ guest }) => {
      await visit(guest, `#/${route.name}`);
      await recordSamples(guest);
      expect(await analyse(guest, `#/${route.name}`), 'axe violations and overflow').toEqual([]);
    });
  }
  test('linked detail screens', async ({ guest }) => {
    await walkSamples(guest, PUBLIC);
  });
});

test.describe('logged in', () => {
  for (const route of ROUTES.filter((r) => !GUEST_ONLY.has(r.name))) {
    test(`#/${route.name}`, async ({ member }) => {
      await visit(member, `#/${route.name}`);
      await recordSamples(member);
      expect(await analyse(member, `#/${route.name}`), 'axe violations and overflow').toEqual([]);
    });
  }
  test('linked detail screens', async ({ member }) => {
    await walkSamples(member, ROUTES);
  });
});
