import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { collectConsoleErrors } from './support';
import { expectNoAxeViolations, settle, watchNetwork } from './support/a11y';

/**
 * Inspect mode works where QA is, with no internet. Every request that leaves the app's origin
 * is refused and recorded (the page's, a pop-up's, a worker's): none may be tried, the Stately inspector's
 * above all, and no window may open by itself.
 */
async function offline(context: BrowserContext, baseURL: string): Promise<string[]> {
  const origin = new URL(baseURL).origin;
  const tried: string[] = [];
  await context.route(
    (url) => url.origin !== origin,
    (route) => {
      tried.push(route.request().url());
      return route.abort('internetdisconnected');
    },
  );
  return tried;
}

/** The inspector's parts: its bar (the mark), the toggle, and the panel it opens. */
function inspector(page: Page, names = { region: 'Inspector', toggle: 'Inspector' }) {
  const dock = page.getByRole('region', { name: names.region, exact: true });
  return {
    dock,
    toggle: dock.getByRole('button', { name: names.toggle, exact: true }),
    panel: dock.locator('.inspector-panel'),
    machine: (name: string) => dock.locator(`.inspector-list button[data-machine="${name}"]`),
    state: dock.getByTestId('inspector-state'),
    chart: dock.getByRole('img'),
    context: dock.locator('.inspector-section').first(),
    events: dock.locator('.inspector-events tbody tr'),
  };
}

/** The chart's box for a state, and whether it is marked active. */
const stateBox = (chart: Locator, key: string) => chart.locator(`g[data-state="${key}"]`);

test(
  'inspect mode: the panel lists the login machine, follows a step and draws its statechart, offline',
  { tag: '@phone' },
  async ({ page, context, baseURL }) => {
    const tried = await offline(context, baseURL!);
    const popups: string[] = [];
    context.on('page', (p) => p !== page && popups.push(p.url()));
    // The wrong password is refused by the API (a 4xx the browser logs): that refusal is the step.
    const errors = collectConsoleErrors(page, [/status of 4\d\d.*\/api\/members\/login/]);
    watchNetwork(page);
    await page.goto('/?inspect=1#/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();

    // The mark: a labelled bar with a keyboard-reachable button, closed at first.
    const ui = inspector(page);
    await expect(ui.dock).toContainText('Inspect mode');
    await expect(ui.toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(ui.panel).toBeHidden();

    // It covers no page content for good: at the page's end it stands below the footer and the sandbox banner.
    // The banner (and the footer's sign-up) render once the page is idle and lengthen it: scrolled to the end
    // again until the measures hold.
    const sandbox = page.getByRole('status', { name: 'Sandbox mode' });
    await expect(sandbox).toBeVisible();
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const bar = (await ui.dock.boundingBox())!;
      const footer = (await page.getByRole('contentinfo').boundingBox())!;
      const banner = (await sandbox.boundingBox())!;
      expect(footer.y + footer.height).toBeLessThanOrEqual(banner.y + 1);
      expect(banner.y + banner.height).toBeLessThanOrEqual(bar.y + 1);
      expect(bar.y + bar.height).toBeCloseTo(page.viewportSize()!.height, 0);
      expect(bar.height).toBeLessThanOrEqual(48);
    }).toPass({ timeout: 10_000 });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);

    // Opened by keyboard.
    await ui.toggle.focus();
    await page.keyboard.press('Enter');
    await expect(ui.toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(ui.panel).toBeVisible();
    await expect(ui.machine('login')).toContainText('idle');
    await ui.machine('login').click();
    await expect(ui.machine('login')).toHaveAttribute('aria-pressed', 'true');
    await expect(ui.dock.getByRole('heading', { name: 'login', exact: true })).toBeVisible();
    await expect(ui.state).toHaveText('idle');
    await expect(ui.dock.locator('.inspector-facts')).toContainText('running');
    await expect(ui.context).toContainText('termsAccepted: false');
    await expect(ui.events.first()).toContainText('xstate.init');
    await expect(ui.events.first()).toContainText('idle');

    // The statechart: every state, transitions by event name, the active state marked.
    await expect(ui.chart).toHaveAccessibleName('Statechart of login; active state: idle');
    for (const key of ['idle', 'submitting', 'success', 'failure'])
      await expect(stateBox(ui.chart, key)).toBeVisible();
    await expect(ui.chart.locator('[data-edge="done: submitLogin"]')).toHaveCount(1);
    await expect(ui.chart.locator('[data-edge="error: submitLogin"]')).toHaveCount(1);
    await expect(stateBox(ui.chart, 'idle')).toHaveAttribute('data-active', 'true');
    await expect(stateBox(ui.chart, 'failure')).toHaveAttribute('data-active', 'false');
    await settle(page);
    await expectNoAxeViolations(page, 'the login page with the inspector open');

    // A step, by keyboard with the panel open (it blocks nothing): terms accepted, a wrong password sent.
    const form = page.getByRole('main');
    await form.getByRole('textbox', { name: 'Login name' }).fill('no-such-member');
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong password');
    await form.getByRole('checkbox').press('Space');
    await expect(ui.events.first()).toContainText('login.toggleTerms');
    await expect(ui.context).toContainText('termsAccepted: true');
    await form.getByRole('button', { name: 'Log in' }).press('Enter');

    await expect(ui.state).toHaveText('failure');
    await expect(ui.machine('login')).toContainText('failure');
    await expect(ui.events.first()).toContainText('xstate.error.actor.submitLogin');
    await expect(ui.events.first()).toContainText('failure');
    const sent = ui.events.filter({ hasText: 'login.submit' }).first();
    await expect(sent).toContainText('submitting');
    // What the event carried, with the password hidden.
    await sent.locator('summary').click();
    await expect(sent).toContainText('"no-such-member"');
    await expect(sent).not.toContainText('wrong password');
    await expect(ui.chart).toHaveAccessibleName('Statechart of login; active state: failure');
    await expect(stateBox(ui.chart, 'failure')).toHaveAttribute('data-active', 'true');
    await expect(stateBox(ui.chart, 'idle')).toHaveAttribute('data-active', 'false');

    // Escape closes the panel and gives the focus back to its button.
    await ui.dock.getByRole('button', { name: 'Open Stately inspector' }).focus();
    await page.keyboard.press('Escape');
    await expect(ui.panel).toBeHidden();
    await expect(ui.toggle).toBeFocused();

    expect(tried.filter((u) => u.includes('stately.ai'))).toEqual([]);
    expect(tried).toEqual([]);
    expect(popups).toEqual([]);
    expect(errors).toEqual([]);
  },
);

test('inspect mode in Traditional Chinese: the panel’s words, a step and axe', async ({
  page,
  context,
  baseURL,
}) => {
  const tried = await offline(context, baseURL!);
  await context.addCookies([{ name: 'nftLang', value: 'zh_TW', url: baseURL! }]);
  const errors = collectConsoleErrors(page);
  watchNetwork(page);
  await page.goto('/?inspect=1#/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-TW');

  const ui = inspector(page, { region: '檢查器', toggle: '檢查器' });
  await expect(ui.dock).toContainText('檢查模式');
  await expect(ui.dock).toContainText(/\d+ 個狀態機執行中/);
  await ui.toggle.click();
  await ui.machine('login').click();
  await expect(ui.dock.getByRole('heading', { name: '狀態機' })).toBeVisible();
  await expect(ui.dock.getByRole('button', { name: '開啟 Stately 檢查器' })).toBeVisible();
  await expect(ui.dock.locator('.inspector-facts')).toContainText('執行中');
  await expect(ui.dock.getByRole('columnheader')).toHaveText(['時間', '事件', '之後的狀態']);
  await expect(ui.chart).toHaveAccessibleName('login 的狀態圖；目前狀態：idle');

  // A step: another login method (a tab of the form) is an event that keeps the state.
  await page.getByRole('main').getByRole('tab').nth(1).click();
  await expect(ui.events.first()).toContainText('login.method');
  await expect(ui.events.first()).toContainText('idle');
  await expect(ui.context).toContainText('method: "password"');

  await settle(page);
  await expectNoAxeViolations(page, 'the login page in zh_TW with the inspector open');
  expect(tried).toEqual([]);
  expect(errors).toEqual([]);
});

test('the Stately inspector opens only on request: the panel’s button, or inspect=stately', async ({
  page,
  context,
  baseURL,
}) => {
  const tried = await offline(context, baseURL!);
  const toStately = () => tried.filter((u) => new URL(u).hostname === 'stately.ai').length;
  await page.goto('/?inspect=1#/login');
  const ui = inspector(page);
  await ui.toggle.click();
  await expect(ui.machine('login')).toBeVisible();
  expect(tried).toEqual([]);

  // Its page is on stately.ai (refused here): the window opens on the click, and only then.
  const popup = context.waitForEvent('page');
  await ui.dock.getByRole('button', { name: 'Open Stately inspector' }).click();
  await popup;
  await expect.poll(toStately).toBe(1);

  // Asked for in the address, it opens at start-up, beside the panel.
  const second = context.waitForEvent('page');
  await page.goto('/?inspect=stately#/home');
  await second;
  await expect.poll(toStately).toBe(2);
  await expect(inspector(page).toggle).toBeVisible();
});

test('without inspect=1 a built app shows no inspector and loads none of its code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  // The panel, its store and its catalogs, the Stately connection.
  const inspectorCode = () =>
    scripts.filter((u) => /\/(InspectorDock|inspection-store|inspector|stately-inspector)-/.test(u));
  await page.goto('/#/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await settle(page);
  await expect(page.locator('.inspector-dock')).toHaveCount(0);
  expect(inspectorCode()).toEqual([]);

  // The same names are what inspect mode loads.
  await page.goto('/?inspect=1#/login');
  await expect(inspector(page).toggle).toBeVisible();
  expect(inspectorCode().map((u) => u.split('/').pop()!.split('-')[0])).toEqual(
    expect.arrayContaining(['InspectorDock', 'inspection', 'inspector']),
  );
});
