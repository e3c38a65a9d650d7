import { mkdirSync } from 'node:fs';
import { chromium, expect, test, type Page } from '@playwright/test';
import type { Showcase } from '../server/schemas/showcase';
import { collectConsoleErrors } from './support';
import { expectNoAxeViolations, settle, watchNetwork } from './support/a11y';
import { apiGet } from './support/api';
import { isPhone } from './support/journeys';
import { tabTo } from './support/keyboard';
import { expectFitsPhone } from './support/payments';

// The artaverse showcase. With WebGL (a browser of its own on SwiftShader, the software GPU: the
// suite's browser runs with --disable-gpu) the featured collection hangs in a walkable 3D gallery that the
// keyboard walks, with a screenshot kept in test-results for review; without WebGL (getContext stubbed to
// answer null before the app loads) the same works show as a grid of links. Desktop and phone.

const WEBGL_ARGS = ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

async function heading(page: Page, g: Showcase) {
  await expect(page.getByRole('heading', { level: 1, name: g.title })).toBeVisible();
}

test(
  'the featured collection hangs in a walkable 3D gallery',
  { tag: '@phone' },
  async ({ page, request, baseURL }, info) => {
    test.setTimeout(120_000);
    const g = await apiGet<Showcase>(request, '/api/showcase');
    expect(g.items.length).toBeGreaterThan(0);
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: WEBGL_ARGS });
    try {
      const gl = await browser.newPage({ viewport: page.viewportSize()!, baseURL });
      const errors = collectConsoleErrors(gl);
      watchNetwork(gl);
      await gl.goto('/#/artaverse');
      await heading(gl, g);
      const canvas = gl.getByRole('application', { name: `Gallery of ${g.title}` });
      await expect(canvas).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
      await expect(gl.getByTestId('showcase-grid')).toHaveCount(0);
      // Every picture on the walls is also a link in the list under the canvas.
      const list = gl.getByTestId('showcase-list').getByRole('link');
      await expect(list).toHaveCount(g.items.length);
      await expect(list.first()).toHaveAttribute('href', `/#/itemDetails?id=${g.items[0]!.id}`);
      mkdirSync('test-results', { recursive: true });
      await canvas.screenshot({ path: `test-results/showcase-${info.project.name}.png` });

      // The keyboard reaches the canvas and walks: the view changes while an arrow is held.
      await tabTo(gl, canvas);
      const before = await canvas.screenshot();
      // Each key is held until the picture has moved, not for a set time (a loaded machine draws fewer frames).
      const holdUntilMoved = async (key: string) => {
        const from = await canvas.screenshot();
        await gl.keyboard.down(key);
        await expect
          .poll(async () => Buffer.compare(from, await canvas.screenshot()), {
            message: `${key} moves the view`,
          })
          .not.toBe(0);
        await gl.keyboard.up(key);
      };
      await holdUntilMoved('ArrowUp');
      await holdUntilMoved('KeyE');
      await expect.poll(async () => Buffer.compare(before, await canvas.screenshot())).not.toBe(0);
      await canvas.screenshot({ path: `test-results/showcase-${info.project.name}-walked.png` });
      // The walk buttons work from the keyboard too.
      await tabTo(gl, gl.getByRole('button', { name: 'Walk back' }));
      await gl.keyboard.press('Enter');

      await settle(gl);
      await expectNoAxeViolations(gl, 'artaverse (3D)');
      await expectFitsPhone(gl);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  },
);

test(
  'without WebGL the showcase is a grid of the same works',
  { tag: '@phone' },
  async ({ page, request }) => {
    const g = await apiGet<Showcase>(request, '/api/showcase');
    const errors = collectConsoleErrors(page);
    watchNetwork(page);
    await page.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (
        this: HTMLCanvasElement,
        kind: string,
        ...rest: unknown[]
      ) {
        if (/webgl/i.test(kind)) return null;
        return original.apply(this, [kind, ...rest] as never);
      } as typeof original;
    });
    await page.goto('/#/artaverse');
    await heading(page, g);
    await expect(
      page.getByText('This device cannot show the 3D gallery, so the works are shown as a grid.'),
    ).toBeVisible();
    await expect(page.getByRole('application')).toHaveCount(0);
    const grid = page.getByTestId('showcase-grid');
    await expect(grid.getByRole('listitem')).toHaveCount(g.items.length);
    const first = grid.getByRole('link', { name: g.items[0]!.name });
    await expect(first).toHaveAttribute('href', `/#/itemDetails?id=${g.items[0]!.id}`);
    await settle(page);
    await expectNoAxeViolations(page, 'artaverse (grid)');
    await expectFitsPhone(page);
    if (!isPhone(page)) {
      await tabTo(page, first);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: g.items[0]!.name })).toBeVisible();
    }
    expect(errors).toEqual([]);
  },
);

test("a Business-plan merchant's showcase opens by mcId", async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  watchNetwork(page);
  const g = await apiGet<Showcase>(request, '/api/showcase', { mcId: 'DEMOCOUPON' });
  expect(g.kind).toBe('merchant');
  await page.goto('/#/artaverse?mcId=DEMOCOUPON');
  await heading(page, g);
  await expect(page.getByRole('link', { name: 'Open the collection' })).toHaveCount(0);
  if (g.items.length === 0) await expect(page.getByText('Nothing hangs in this showcase yet')).toBeVisible();
  await settle(page);
  await expectNoAxeViolations(page, 'artaverse (merchant)');
  expect(errors).toEqual([]);
});
