import { expect, test } from '@playwright/test';
import { collectConsoleErrors, creator } from './support';
import { loginAs } from './support/journeys';
import { describeFocus, focusIndicator } from './support/keyboard';

const skipLink = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: 'Skip to main content' });

// WCAG 2.4.1: the first Tab stop of every page skips the header to the page's own content, without
// touching the hash route.
test(
  'the skip link is the first Tab stop, shows when focused and moves focus to the main content',
  { tag: '@phone' },
  async ({ page }) => {
    const errors = collectConsoleErrors(page);
    for (const route of ['/#/home', '/#/explore?sort=price_asc', '/#/help']) {
      // A fresh load each time (a hash-only goto would keep the focus of the page before).
      await page.goto('about:blank');
      await page.goto(route);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
      const url = page.url();
      await page.keyboard.press('Tab');
      await expect(skipLink(page)).toBeFocused();
      // Shown on screen while focused (it sits above the viewport otherwise).
      const box = await skipLink(page).boundingBox();
      expect(box && box.y >= 0 && box.height > 0, 'skip link inside the viewport').toBe(true);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
      expect(page.url(), 'the route is unchanged').toBe(url);
      await expect(skipLink(page)).not.toBeInViewport();
      // The next Tab continues inside the page's content, not in the header.
      await page.keyboard.press('Tab');
      const inMain = await page.evaluate(() => !!document.activeElement?.closest('main'));
      expect(inMain, `after the skip, Tab reached ${await describeFocus(page)}`).toBe(true);
    }
    expect(errors).toEqual([]);
  },
);

// WCAG 2.4.7 / 1.4.11: every stop on the way through a page shows a ring with 3:1 contrast.
for (const who of ['visitor', 'member'] as const) {
  test(`every Tab stop shows a visible focus ring (${who})`, { tag: '@phone' }, async ({ page }) => {
    if (who === 'member') await loginAs(page, creator);
    for (const route of ['/#/home', '/#/itemmarket', '/#/create']) {
      if (who === 'visitor' && route === '/#/create') continue;
      await page.goto('about:blank');
      await page.goto(route);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
      const seen = new Set<string>();
      for (let i = 0; i < 45; i++) {
        await page.keyboard.press('Tab');
        const ring = await focusIndicator(page);
        if (ring.why === 'nothing focused') break; // past the last stop
        expect(ring.ok, `${route}, Tab ${i + 1}: ${ring.why}`).toBe(true);
        seen.add(ring.why);
      }
      expect(seen.size, `${route}: Tab stops checked`).toBeGreaterThan(8);
    }
  });
}
