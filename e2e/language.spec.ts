import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './support';
import { chooseLanguage, closeDrawer, mainNav, msgstr } from './support/journeys';

/** Header navigation labels, in order of preference, whose Chinese text the journey looks for. */
const HEADER_LABELS = ['Pricing', 'Explore', 'Home', 'Contact'];

/** The first header label translated in locales/zh_TW/messages.po, or null while none is translated. */
function translatedHeaderLabel(): { id: string; text: string } | null {
  for (const id of HEADER_LABELS) {
    const text = msgstr('zh_TW', id);
    if (text) return { id, text };
  }
  return null;
}

async function expectChineseHeader(page: Page, label: { id: string; text: string } | null) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-TW');
  if (!label) return;
  const nav = await mainNav(page);
  await expect(nav.getByText(label.text, { exact: true }).first()).toBeVisible();
  // The English label is gone (unless the translation happens to be the same word).
  if (label.text !== label.id) await expect(nav.getByText(label.id, { exact: true })).toHaveCount(0);
}

test('the language switch applies 繁體中文 at once, keeps it across a reload, and offers 日本語', async ({
  page,
  context,
}) => {
  const errors = collectConsoleErrors(page);
  const label = translatedHeaderLabel();
  test.info().annotations.push({
    type: 'zh_TW label',
    description: label ? `${label.id} → ${label.text}` : 'no header label translated yet: text check skipped',
  });

  await page.goto('/#/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await chooseLanguage(page, 'zh_TW', 'zh-Hant-TW');
  await expectChineseHeader(page, label);
  const cookie = (await context.cookies()).find((c) => c.name === 'nftLang');
  expect(cookie?.value).toBe('zh_TW');
  // Spec: the cookie lives 1440 minutes, so it is a persistent (not session) cookie.
  expect(cookie?.expires ?? -1).toBeGreaterThan(Date.now() / 1000 + 1430 * 60);

  await page.reload();
  await expect(page).toHaveURL(/#\/home$/);
  await expectChineseHeader(page, label);
  expect((await context.cookies()).find((c) => c.name === 'nftLang')?.value).toBe('zh_TW');

  await chooseLanguage(page, 'en_JP', 'ja-JP');
  await closeDrawer(page);
  expect((await context.cookies()).find((c) => c.name === 'nftLang')?.value).toBe('en_JP');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');

  expect(errors).toEqual([]);
});
