import { expect, test, type Locator, type Page } from '@playwright/test';
import { buyer, collectConsoleErrors } from './support';
import { header, loginAs, LOCALE_NAMES, uiText, type Locale } from './support/journeys';

// The header fits desktop widths in every language, logged in and out: no element sticks out
// of the viewport or the header bar, none clips its content (an ellipsis is a deliberate truncation) or breaks
// over two lines, and no two controls overlap.
// Besides the common desktop widths (1024, 1280, 1440 px), the tightest ones: 992 px, where search and language
// join the bar (Mantine md), and 1200 px, where the menus do (lg); and a phone's 375 px.
const WIDTHS = [375, 992, 1024, 1200, 1280, 1440] as const;
const LANGUAGES = Object.keys(LOCALE_NAMES) as Locale[];
const HTML_LANG: Record<Locale, string> = {
  en_US: 'en-US',
  zh_TW: 'zh-Hant-TW',
  zh_CN: 'zh-Hans-CN',
  en_JP: 'ja-JP',
  en_KR: 'ko-KR',
};

/** Problems with the header as laid out now, each naming the element; empty when it fits. */
function headerProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bar = document.querySelector('header')!;
    const box = bar.getBoundingClientRect();
    const vw = document.documentElement.clientWidth;
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      // Text for screen readers only (a 1 px clipped box, e.g. the profile menu's "Profile menu") is not laid out.
      if (el.closest('.mantine-VisuallyHidden-root')) return false;
      return (
        r.width > 0 && r.height > 0 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      );
    };
    const name = (el: Element) =>
      `<${el.tagName.toLowerCase()}> "${(el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').trim().slice(0, 30)}"`;
    const px = (n: number) => Math.round(n);
    const problems: string[] = [];
    for (const el of Array.from(bar.querySelectorAll('*')).filter(shown)) {
      const r = el.getBoundingClientRect();
      if (r.left < -0.5 || r.right > vw + 0.5)
        problems.push(`${name(el)} outside the viewport (${px(r.left)}–${px(r.right)} of ${vw})`);
      if (r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5)
        problems.push(`${name(el)} outside the header bar (${px(r.top)}–${px(r.bottom)})`);
      const style = getComputedStyle(el);
      const clips = style.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1;
      if (clips && style.textOverflow !== 'ellipsis' && el.tagName !== 'INPUT')
        problems.push(`${name(el)} clips its content (${el.scrollWidth} > ${el.clientWidth})`);
    }
    // A label broken over two lines means the bar squeezed it (CJK text breaks between any two characters).
    const texts = document.createTreeWalker(bar, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const parent = node.parentElement!;
      if (!node.textContent?.trim() || !shown(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = new Set(
        Array.from(range.getClientRects())
          .filter((r) => r.width > 0)
          .map((r) => Math.round(r.top)),
      );
      if (lines.size > 1) problems.push(`${name(parent)} breaks over ${lines.size} lines`);
    }
    const controls = Array.from(
      bar.querySelectorAll(
        'a[href], button, input, select, [role="button"], [tabindex]:not([tabindex="-1"])',
      ),
    ).filter(shown);
    for (const [i, a] of controls.entries()) {
      for (const b of controls.slice(i + 1)) {
        // Nested controls, and a form's field with its own submit button inside it, are one control.
        if (a.contains(b) || b.contains(a)) continue;
        if (a.closest('form') && a.closest('form') === b.closest('form')) continue;
        const ra = a.getBoundingClientRect();
        const rb = b.getBoundingClientRect();
        const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
        const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
        if (w > 0.5 && h > 0.5) problems.push(`${name(a)} overlaps ${name(b)}`);
      }
    }
    return problems;
  });
}

/**
 * Waits until the lazily loaded parts of the header (menus, language switch, member menu) are in. The checks
 * wait side by side: one after another, their round trips were a third of the test's time.
 */
async function settled(page: Page, locale: Locale, loggedIn: boolean) {
  const bar = header(page);
  const width = page.viewportSize()!.width;
  const shown = (locator: Locator) => expect(locator).toBeVisible();
  await Promise.all([
    expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale]),
    width >= 1200
      ? shown(bar.getByRole('navigation').getByRole('link').first())
      : shown(bar.getByRole('button', { expanded: false }).first()),
    width >= 992 && shown(bar.getByRole('button', { name: new RegExp(LOCALE_NAMES[locale]) })),
    loggedIn && shown(bar.getByRole('button', { name: uiText(locale, 'Profile menu') })),
    // The balance shows from Mantine sm (768 px) on.
    loggedIn && width >= 768 && shown(bar.getByTestId('header-balance')),
    !loggedIn && shown(bar.getByRole('link', { name: uiText(locale, 'Log in'), exact: true })),
  ]);
  // After the labels are in: their fonts start loading once they are laid out.
  await page.evaluate(() => document.fonts.ready);
}

for (const loggedIn of [false, true]) {
  test(`the header fits at ${WIDTHS.join(', ')} px in every language, logged ${loggedIn ? 'in' : 'out'}`, async ({
    page,
    context,
    baseURL,
  }, info) => {
    test.skip(info.project.name === 'phone', 'sets its own widths, phone included');
    test.setTimeout(180_000);
    const errors = collectConsoleErrors(page);
    if (loggedIn) await loginAs(page, buyer);
    else await page.goto('/#/home');
    const found: string[] = [];
    for (const locale of LANGUAGES) {
      await context.addCookies([{ name: 'nftLang', value: locale, url: baseURL! }]);
      await page.goto('/#/home');
      await page.reload();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await settled(page, locale, loggedIn);
        const where = `${width} px, ${locale}, logged ${loggedIn ? 'in' : 'out'}`;
        const problems = await headerProblems(page);
        found.push(...problems.map((problem) => `${where}: ${problem}`));
        // A picture of the header where it does not fit (30 of them each run cost a quarter of its time).
        if (problems.length > 0)
          await header(page).screenshot({
            path: info.outputPath(`header-${width}-${locale}-${loggedIn ? 'in' : 'out'}.png`),
          });
      }
    }
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
  });
}
