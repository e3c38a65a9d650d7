import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './support';

/** Public screens every visitor sees first, with the heading each one renders when loaded. */
const PAGES = [
  { route: 'home', heading: 'Discover, collect and sell digital collectibles' },
  { route: 'explore', heading: 'Explore' },
  { route: 'help', heading: 'Help centre' },
  { route: 'pricing', heading: 'Plans for merchants and creators' },
  { route: 'blog', heading: 'Blog' },
] as const;

for (const { route, heading } of PAGES) {
  test(
    `#/${route} renders without console errors or horizontal overflow`,
    { tag: '@phone' },
    async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.goto(`/#/${route}`);
      await expect(page).toHaveURL(new RegExp(`#/${route}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // Data, images and lazy screens settle before measuring.
      await page.waitForLoadState('networkidle');
      await expect(page.getByText('Something went wrong')).toHaveCount(0);

      const { scrollWidth, innerWidth, widest } = await page.evaluate(() => {
        const vw = window.innerWidth;
        // The element sticking out furthest to the right, to name the culprit when the page overflows.
        let widest = '';
        let right = vw;
        for (const el of Array.from(document.body.querySelectorAll('*'))) {
          const r = el.getBoundingClientRect();
          if (r.width > 0 && r.right > right + 1) {
            right = r.right;
            const label = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
            widest = `<${el.tagName.toLowerCase()}> "${label}" right=${Math.round(r.right)}`;
          }
        }
        return { scrollWidth: document.documentElement.scrollWidth, innerWidth: vw, widest };
      });
      expect(scrollWidth, `page wider than the viewport; widest: ${widest}`).toBeLessThanOrEqual(
        innerWidth + 1,
      );
      expect(errors).toEqual([]);
    },
  );
}

// The default run listens on 127.0.0.1 with no outside providers: every sandbox is on, and every page says so.
test(
  'the sandbox banner shows on every page, last and in the flow of the page, covering nothing',
  { tag: '@phone' },
  async ({ page }) => {
    for (const { route, heading } of PAGES.slice(0, 2)) {
      await page.goto(`/#/${route}`);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      const banner = page.getByRole('status', { name: 'Sandbox mode' });
      await expect(banner).toContainText('Google sign-in');
      await expect(banner.getByRole('link', { name: 'dev mailbox' })).toBeAttached();
      // Not fixed nor sticky: it scrolls with the page and sits over nothing.
      expect(await banner.evaluate((el) => getComputedStyle(el).position)).toBe('static');
      // At the end of the page, under the footer; compact, at most two short lines even on a phone.
      const viewport = page.viewportSize()!;
      await expect
        .poll(async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          const footer = (await page.getByRole('contentinfo').boundingBox())!;
          const box = (await banner.boundingBox())!;
          return (
            footer.y + footer.height <= box.y + 1 &&
            box.y + box.height <= viewport.height + 1 &&
            box.height <= 48
          );
        })
        .toBe(true);
    }
  },
);
