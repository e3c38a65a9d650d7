import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './support';
import { header } from './support/journeys';

// Every other journey runs with reduced motion (playwright.config.ts), which the app honours (src/lib/theme.ts):
// menus and dialogs then appear without their fade. Here both paths: the fade where motion is welcome, none
// where the system asks for less, and the menu opens and closes either way.

/** Opens the header's language menu, reads its fade's duration, closes it with Escape. */
async function languageMenuFade(page: Page): Promise<string> {
  const errors = collectConsoleErrors(page);
  await page.goto('/#/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await header(page).getByRole('button', { name: 'Language: English' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: '日本語' })).toBeVisible();
  const fade = await menu.evaluate((el) => el.style.transitionDuration);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  expect(errors).toEqual([]);
  return fade;
}

test.describe('with motion', () => {
  test.use({ reducedMotion: 'no-preference' });
  test('the language menu fades in and out', async ({ page }) => {
    expect(await languageMenuFade(page)).toMatch(/^[1-9]\d*ms$/);
  });
});

test('with reduced motion the language menu appears and leaves without a fade', async ({ page }) => {
  expect(await languageMenuFade(page)).toBe('');
});
