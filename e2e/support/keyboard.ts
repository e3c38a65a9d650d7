import { expect, type Locator, type Page } from '@playwright/test';

/** A short description of the focused element, for failure messages. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const e = document.activeElement;
    if (!e || e === document.body) return '<body>';
    const name = e.getAttribute('aria-label') ?? e.textContent?.trim().slice(0, 40) ?? '';
    return `<${e.tagName.toLowerCase()}${e.getAttribute('role') ? ` role=${e.getAttribute('role')}` : ''}> "${name}"`;
  });
}

/** Whether `target` is the focused element (reads the page; moves nothing). */
export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement);
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has focus, as a keyboard user moves through the page;
 * fails when it is not reached within `max` presses. The element must be reachable in the tab order.
 */
export async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}): Promise<void> {
  await expect(target).toBeAttached();
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  if (await isFocused(target)) return;
  throw new Error(
    `${String(target)} not reached with ${max} Tab presses; focus is on ${await describeFocus(page)}`,
  );
}

/** Presses Tab (then Shift+Tab) `presses` times each and checks focus never leaves `dialog`. */
export async function expectFocusTrapped(page: Page, dialog: Locator, presses = 12): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press(key);
      const inside = await dialog.evaluate((d) => d.contains(document.activeElement));
      expect(inside, `after ${key} ×${i + 1} focus is on ${await describeFocus(page)}`).toBe(true);
    }
  }
}

/**
 * The focus indicator of the focused element: an outline of 2 px or more whose colour has 3:1 contrast on
 * the page background (WCAG 2.2 SC 1.4.11 and 2.4.7); on the element itself, or for a visually hidden
 * native control, on the box that stands for it.
 */
export function focusIndicator(page: Page) {
  return page.evaluate(() => {
    const e = document.activeElement as HTMLElement | null;
    if (!e || e === document.body) return { ok: false, why: 'nothing focused' };
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
    };
    const contrast = (a: string, b: string) => {
      const [x, y] = [lum(rgb(a)), lum(rgb(b))].sort((p, q) => q - p);
      return (x! + 0.05) / (y! + 0.05);
    };
    const page = getComputedStyle(document.body).backgroundColor;
    const bg = rgb(page).length === 3 && !/rgba\(.*, 0\)/.test(page) ? page : 'rgb(255, 255, 255)';
    const label = `<${e.tagName.toLowerCase()}> "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 30)}"`;
    // A visually hidden native control (a file input) shows the ring on the box drawn for it.
    let ringed: Element = e;
    for (let n: Element | null = e, i = 0; n && i < 4; n = n.parentElement, i++) {
      const s = getComputedStyle(n);
      if (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2) {
        ringed = n;
        break;
      }
      const r = n.getBoundingClientRect();
      if (r.width > 2 && r.height > 2) break; // a visible element without a ring: no proxy above it
    }
    const rs = getComputedStyle(ringed);
    if (rs.outlineStyle === 'none' || parseFloat(rs.outlineWidth) < 2)
      return { ok: false, why: `${label} has no focus ring (outline ${rs.outlineStyle} ${rs.outlineWidth})` };
    const ratio = contrast(rs.outlineColor, bg);
    return { ok: ratio >= 3, why: `${label} outline ${rs.outlineColor} ${ratio.toFixed(2)}:1` };
  });
}
