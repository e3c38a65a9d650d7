import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './support';

async function searchHelp(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Search the help centre' });
  await box.fill(text);
  await box.press('Enter');
}

test('the help search finds FAQ entries with the keyword highlighted and opens an answer', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/#/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();

  // Blanks do not search: the page stays, and no results address shows up before the real search's below
  // (every address is recorded, so a late one would be seen).
  const addresses: string[] = [];
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) addresses.push(f.url());
  });
  await searchHelp(page, '   ');
  await expect(page).toHaveURL(/#\/help$/);

  await searchHelp(page, '  wallet ');
  await expect(page).toHaveURL(/#\/faqSearch\?keyword=wallet$/);
  expect(addresses.filter((u) => u.includes('#/faqSearch') && !u.endsWith('keyword=wallet'))).toEqual([]);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “wallet”' })).toBeVisible();
  const results = page.getByRole('list', { name: 'wallet' });
  const entries = results.getByRole('listitem');
  await expect(entries.first()).toBeVisible();
  expect(await entries.count()).toBeGreaterThan(0);
  // Every hit is marked: at least one <mark>, and each mark is the keyword (any case).
  const marks = results.locator('mark');
  await expect(marks.first()).toBeVisible();
  for (const text of await marks.allTextContents()) expect(text.toLowerCase()).toBe('wallet');

  // The first result opens its answer page, titled with the question.
  const firstLink = entries.first().getByRole('link');
  const question = (await firstLink.textContent())?.trim() ?? '';
  expect(question.length).toBeGreaterThan(0);
  await firstLink.click();
  await expect(page).toHaveURL(/#\/faqDetail\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(question);
  await expect(page.getByRole('article')).not.toBeEmpty();

  expect(errors).toEqual([]);
});

test('a keyword no FAQ contains shows the empty state and a way back to the topics', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/#/help');
  await searchHelp(page, 'qqzzxxnonsense');
  await expect(page).toHaveURL(/#\/faqSearch\?keyword=qqzzxxnonsense$/);
  await expect(page.getByText('No answers match “qqzzxxnonsense”.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'qqzzxxnonsense' })).toHaveCount(0);
  await expect(page.locator('mark')).toHaveCount(0);

  await page.getByRole('link', { name: 'Browse the topics' }).click();
  await expect(page).toHaveURL(/#\/help$/);
  expect(errors).toEqual([]);
});
