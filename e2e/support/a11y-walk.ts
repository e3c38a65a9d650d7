// One page per worker for the axe walk (e2e/a11y-routes.spec.ts): a guest's and a logged-in member's, each
// kept across the route tests so a route costs a hash change and an analysis, not a new context and a login.
import {
  test as base,
  type Browser,
  type BrowserContextOptions,
  type Page,
  type WorkerInfo,
} from '@playwright/test';
import { creator } from './accounts';
import { watchNetwork } from './a11y';
import { isPhone, loginAs } from './journeys';
import { projectContext } from './sessions';

/** A page that walks routes, with the first in-app link seen for each route that takes search parameters. */
export type Walker = { page: Page; samples: Map<string, string> };

/** The project's context options, with motion reduced. */
function contextOptions(info: WorkerInfo): BrowserContextOptions {
  // The page slide and Mantine's transitions end at once, so no analysis catches a page mid-fade.
  return { ...projectContext(info), reducedMotion: 'reduce' };
}

async function walker(browser: Browser, info: WorkerInfo, login: boolean): Promise<Walker> {
  const context = await browser.newContext(contextOptions(info));
  const page = await context.newPage();
  watchNetwork(page);
  if (login) await loginAs(page, creator);
  return { page, samples: new Map() };
}

/** Records the first link to each route that carries search parameters (`#/itemDetails?id=…`). */
export async function recordSamples({ page, samples }: Walker): Promise<void> {
  const hrefs = await page
    .locator('a[href*="#/"]')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''));
  for (const href of hrefs) {
    const m = /#\/([A-Za-z0-9]+)\?./.exec(href);
    if (m && !samples.has(m[1]!)) samples.set(m[1]!, href.slice(href.indexOf('#')));
  }
}

/**
 * On a phone, what makes the screen wider than the window: '' when it fits (and always at desktop widths,
 * which layout.spec.ts covers). Two ways to miss the edge: the document scrolls sideways, or a visible element
 * reaches past the right edge with no ancestor that scrolls or clips it (body's `overflow-x: hidden` would
 * hide the first from scrollWidth, not the content from the reader).
 */
export async function overflowAt(page: Page): Promise<string> {
  if (!isPhone(page)) return '';
  return page.evaluate(() => {
    const vw = window.innerWidth;
    const name = (el: Element) =>
      `<${el.tagName.toLowerCase()}> "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    const clipped = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement)
        if (getComputedStyle(a).overflowX !== 'visible') return true;
      return false;
    };
    let widest: Element | null = null;
    let right = vw + 1;
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.right <= right || !el.checkVisibility({ visibilityProperty: true })) continue;
      if (clipped(el)) continue;
      widest = el;
      right = r.right;
    }
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= vw + 1 && !widest) return '';
    const culprit = widest ? `${name(widest)} ends at ${Math.round(right)} px` : 'no single element';
    return `wider than the ${vw} px screen (scrollWidth ${scrollWidth}); ${culprit}`;
  });
}

/** `guest` and `member` walkers, one of each per worker (the member is the demo creator, who may create). */
export const test = base.extend<object, { guest: Walker; member: Walker }>({
  guest: [
    async ({ browser }, use, info) => {
      const w = await walker(browser, info, false);
      await use(w);
      await w.page.context().close();
    },
    { scope: 'worker' },
  ],
  member: [
    async ({ browser }, use, info) => {
      const w = await walker(browser, info, true);
      await use(w);
      await w.page.context().close();
    },
    { scope: 'worker' },
  ],
});
