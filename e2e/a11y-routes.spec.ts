import { expect } from '@playwright/test';
import { ROUTES, axeViolations, expectNoAxeViolations, settle } from './support/a11y';
import { overflowAt, recordSamples, test, type Walker } from './support/a11y-walk';

// The axe walk (issue 18): every route of the route table, at the project's width (desktop and phone), logged
// out and logged in, ends with zero WCAG 2.0/2.1/2.2 A and AA violations. Then the detail screens the walk
// found links to (`#/itemDetails?id=…`), so they are analysed with real data, not only their empty state.
// At phone width each screen must also fit it: no sideways scrolling (WCAG 1.4.10 reflow at 320 CSS px).

async function visit(w: Walker, hash: string): Promise<void> {
  await w.page.goto(`/${hash}`);
  await settle(w.page);
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
    failures.push(...(await axeViolations(w.page)).map((line) => `${hash}: ${line}`));
    const overflow = await overflowAt(w.page);
    if (overflow) failures.push(`${hash}: ${overflow}`);
  }
  expect(failures, 'axe WCAG 2.2 AA violations (and overflow on a phone) on linked detail screens').toEqual(
    [],
  );
}

// Login-required routes send a guest to #/login, which the walk analyses on its own.
const PUBLIC = ROUTES.filter((r) => !r.auth);

test.describe('logged out', { tag: '@phone' }, () => {
  for (const route of PUBLIC) {
    test(`#/${route.name}`, async ({ guest }) => {
      await visit(guest, `#/${route.name}`);
      await expectNoAxeViolations(guest.page, `#/${route.name}`);
      expect(await overflowAt(guest.page), `#/${route.name} fits the screen`).toBe('');
      await recordSamples(guest);
    });
  }
  test('linked detail screens', async ({ guest }) => {
    await walkSamples(guest, PUBLIC);
  });
});

test.describe('logged in', { tag: '@phone' }, () => {
  for (const route of ROUTES) {
    test(`#/${route.name}`, async ({ member }) => {
      await visit(member, `#/${route.name}`);
      await expectNoAxeViolations(member.page, `#/${route.name}`);
      expect(await overflowAt(member.page), `#/${route.name} fits the screen`).toBe('');
      await recordSamples(member);
    });
  }
  test('linked detail screens', async ({ member }) => {
    await walkSamples(member, ROUTES);
  });
});
