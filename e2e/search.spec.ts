import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './support';
import { headerSearch } from './support/journeys';

/** A searchable word from the first card of the home page's "New items" (e.g. "Velvet" of "Velvet Moth #004"). */
async function wordFromFirstNewItem(page: Page): Promise<{ name: string; word: string }> {
  const newItems = page.getByRole('region', { name: 'New items' });
  const firstCover = newItems.getByRole('link').getByRole('img').first();
  await expect(firstCover).toBeVisible();
  const name = (await firstCover.getAttribute('alt')) ?? '';
  const word = name.split(/\s+/).find((w) => /^[A-Za-z]{3,}$/.test(w));
  expect(word, `a plain word in the first item's name "${name}"`).toBeTruthy();
  return { name, word: word! };
}

async function searchFor(page: Page, text: string) {
  const box = await headerSearch(page);
  await box.fill(text);
  await box.press('Enter');
}

test(
  'the header search ignores blanks, searches a trimmed keyword and shows matching items',
  { tag: '@phone' },
  async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/#/home');
    const { word } = await wordFromFirstNewItem(page);

    // Only blanks: nothing happens (no navigation, no search request).
    const searches: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/search') searches.push(r.url());
    });
    // Every address is recorded too, so a late search from the blanks is seen once the real one below is done.
    const addresses: string[] = [];
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) addresses.push(f.url());
    });
    await searchFor(page, '   ');
    await expect(page).toHaveURL(/#\/home$/);
    expect(searches).toEqual([]);

    // A word from a demo item: #/search?keyword=<word> with that item among the results.
    await searchFor(page, word);
    await expect(page).toHaveURL(new RegExp(`#/search\\?keyword=${word}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Results for “${word}”` })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^\d+ results?$/ })).not.toHaveText(/^0 /);
    const items = page.getByRole('region', { name: /^Items/ });
    const matching = items.getByRole('link', { name: new RegExp(word, 'i') });
    await expect(matching.first()).toBeVisible();
    expect(searches.length).toBeGreaterThan(0);
    const forWord = (u: string) => new URL(u.replace('#/', '')).searchParams.get('keyword') === word;
    expect(
      searches.filter((u) => !forWord(u)),
      'search requests for anything but the word',
    ).toEqual([]);
    expect(addresses.filter((u) => u.includes('#/search') && !forWord(u))).toEqual([]);

    // Surrounding blanks are trimmed before they reach the URL.
    await page.goto('/#/home');
    await searchFor(page, `  ${word.toLowerCase()}  `);
    await expect(page).toHaveURL(new RegExp(`#/search\\?keyword=${word.toLowerCase()}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: `Results for “${word.toLowerCase()}”` }),
    ).toBeVisible();
    // The search is case-insensitive: the same items come back.
    await expect(items.getByRole('link', { name: new RegExp(word, 'i') }).first()).toBeVisible();

    expect(errors).toEqual([]);
  },
);

test('a keyword that matches nothing shows the empty state with suggestions', async ({ page }) => {
  await page.goto('/#/search?keyword=zzqxnothingmatches');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Results for “zzqxnothingmatches”' }),
  ).toBeVisible();
  await expect(page.getByText('No results for “zzqxnothingmatches”')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore', exact: true }).last()).toBeVisible();
});

test(
  'a numeric keyword is searched as text (the URL value stays a string)',
  { tag: '@phone' },
  async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/#/home');
    await searchFor(page, '2026');
    await expect(page).toHaveURL(/#\/search\?keyword=2026$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “2026”' })).toBeVisible();
    expect(errors).toEqual([]);
  },
);
