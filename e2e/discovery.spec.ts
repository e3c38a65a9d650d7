import { expect, type Page } from '@playwright/test';
import { buyer, collectConsoleErrors } from './support';
import { headerSearch } from './support/journeys';
import { BOTH_WIDTHS, expectFitsPhone } from './support/payments';
import { test } from './support/sessions';

/**
 * The page is no wider than the viewport (phone 375 px and desktop), nor than the phone's width when a journey
 * tagged BOTH_WIDTHS narrows it. Those run once: their steps are the same at both widths. Explore (its filters
 * fold behind a button on a phone) and the header search (in the drawer on a phone) keep their phone runs.
 */
async function expectNoHorizontalOverflow(page: Page) {
  await page.waitForLoadState('networkidle');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'page wider than the viewport').toBeLessThanOrEqual(1);
  await expectFitsPhone(page);
}

/** Chooses a segment of a Mantine SegmentedControl: its radio input is hidden, its label takes the click. */
async function chooseSegment(page: Page, name: string) {
  const radio = page.getByRole('radio', { name });
  const id = await radio.getAttribute('id');
  await page.locator(`label[for="${id}"]`).click();
  await expect(radio).toBeChecked();
}

/** Below md the explore filters sit behind a "Filters" button (CollapsibleFilters): open them when closed. */
async function openFilters(page: Page) {
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if (
    (await toggle.count()) &&
    (await toggle.isVisible()) &&
    (await toggle.getAttribute('aria-expanded')) !== 'true'
  )
    await toggle.click();
}

/** Links to item pages inside the main content (the header and footer have none). */
const itemLinks = (page: Page) => page.getByRole('main').locator('a[href*="#/itemDetails?id="]');

test(
  'explore: filter by kind and a property; the URL keeps both across a reload',
  { tag: '@phone' },
  async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/#/explore');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
    await expect(itemLinks(page).first()).toBeVisible();

    await openFilters(page);
    await chooseSegment(page, 'Newly minted');
    await expect(page).toHaveURL(/[?&]type=SELF/);

    // The property filter lists the demo items' property types; choose the first value of the first one.
    const background = page.getByRole('textbox', { name: 'Background' });
    await background.click();
    const option = page.getByRole('listbox').getByRole('option').first();
    const label = (await option.textContent())!.trim(); // "Midnight (12)"
    const value = label.replace(/\s*\(\d+\)$/, '');
    const listed = page.waitForRequest(
      (r) =>
        r.url().includes('/api/products?') &&
        new URL(r.url()).searchParams.get('prop') === `Background:${value}`,
    );
    await option.click();
    await listed;
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(new RegExp(`[?&]prop=Background%3A${encodeURIComponent(value)}`));
    await expect(itemLinks(page).first().or(page.getByText('Nothing here yet'))).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
    await openFilters(page);
    await expect(page).toHaveURL(/[?&]type=SELF/);
    await expect(page).toHaveURL(new RegExp(`[?&]prop=Background%3A${encodeURIComponent(value)}`));
    await expect(page.getByRole('radio', { name: 'Newly minted' })).toBeChecked();
    await expect(page.getByText(label, { exact: true })).toBeVisible(); // the chosen value's pill
    await expect(itemLinks(page).first().or(page.getByText('Nothing here yet'))).toBeVisible();
    await expectNoHorizontalOverflow(page);
    expect(errors).toEqual([]);
  },
);

test('search: a keyword with a typo still finds a demo item', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/#/home');
  const newItems = page.getByRole('region', { name: 'New items' });
  const cover = newItems.getByRole('link').getByRole('img').first();
  await expect(cover).toBeVisible();
  const name = (await cover.getAttribute('alt')) ?? '';
  const word = name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]{5,}$/.test(w))
    .sort((a, b) => b.length - a.length)[0];
  expect(word, `a word of 5+ letters in "${name}"`).toBeTruthy();
  // One letter in the middle swapped for another: "Velvet" → "Velvxt".
  const i = Math.floor(word!.length / 2);
  const typo = word!.slice(0, i) + (word![i] === 'x' ? 'z' : 'x') + word!.slice(i + 1);

  const box = await headerSearch(page);
  await box.fill(typo);
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Results for “${typo}”` })).toBeVisible();
  const items = page.getByRole('region', { name: /^Items/ });
  await expect(items.getByRole('link', { name: new RegExp(word!, 'i') }).first()).toBeVisible();
});

test(
  'rank: ranked items, and switching the period asks for that period',
  { tag: BOTH_WIDTHS },
  async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/#/rank');
    await expect(page.getByRole('heading', { level: 1, name: 'Ranking' })).toBeVisible();
    await expect(page.getByRole('radio', { name: '7 days' })).toBeChecked();

    const monthly = page.waitForRequest(
      (r) => r.url().includes('/api/products/ranking?') && r.url().includes('period=30d'),
    );
    await chooseSegment(page, '30 days');
    await monthly;
    await expect(page).toHaveURL(/[?&]period=30d/);
    await expect(
      itemLinks(page).first().or(page.getByText('No items ranked in this period yet')),
    ).toBeVisible();

    const allTime = page.waitForRequest(
      (r) => r.url().includes('/api/products/ranking?') && r.url().includes('period=all'),
    );
    await chooseSegment(page, 'All time');
    await allTime;
    // Over all time the demo catalogue's favourites rank items: rank 1 is shown with its item.
    await expect(itemLinks(page).first()).toBeVisible();
    const first = await itemLinks(page).first().getAttribute('href');
    await page.reload();
    await expect(page.getByRole('radio', { name: 'All time' })).toBeChecked();
    await expect(itemLinks(page).first()).toHaveAttribute('href', first!);
    await expectNoHorizontalOverflow(page);
    expect(errors).toEqual([]);
  },
);

test(
  'creators: allAuthors opens a creator’s page with their items',
  { tag: BOTH_WIDTHS },
  async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/#/allAuthors');
    await expect(page.getByRole('heading', { level: 1, name: 'Creators' })).toBeVisible();
    const card = page.getByRole('main').locator('a[href*="#/author1?id="]').first();
    await expect(card).toBeVisible();
    const name = (await card.getByRole('paragraph').first().textContent())!.trim();
    await expectNoHorizontalOverflow(page);

    await card.click();
    await expect(page).toHaveURL(/#\/author1\?id=[0-9a-f-]{36}/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Created' })).toHaveAttribute('aria-selected', 'true');
    await expect(itemLinks(page).first()).toBeVisible();
    await page.getByRole('tab', { name: 'Collections' }).click();
    await expect(page).toHaveURL(/[?&]tab=collections/);
    await expect(page.getByRole('main').locator('a[href*="#/collectDetail?id="]').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    expect(errors).toEqual([]);
  },
);

const LISTS = [
  { route: 'artworks', heading: 'Artworks', empty: 'No artworks yet' },
  {
    route: 'opfnft',
    heading: 'Other-platform collectibles',
    empty: 'No collectibles from other platforms yet',
  },
  { route: 'itemmarket', heading: 'Secondary market', empty: 'Nothing is being resold right now' },
  { route: 'categorySingle?category=music', heading: 'Music', empty: 'Nothing in this category yet' },
] as const;

for (const { route, heading, empty } of LISTS) {
  test(`#/${route} shows its items or its empty state`, { tag: BOTH_WIDTHS }, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(`/#/${route}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(itemLinks(page).first().or(page.getByText(empty))).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    expect(errors).toEqual([]);
  });
}

test('an unknown category shows the empty state with links to the categories', async ({ page }) => {
  await page.goto('/#/categorySingle?category=nonsense');
  await expect(page.getByText('This category does not exist')).toBeVisible();
  await page.getByRole('link', { name: 'Art', exact: true }).click();
  await expect(page).toHaveURL(/#\/categorySingle\?category=art$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Art' })).toBeVisible();
});

test(
  'my page: favourites and held NFTs of a logged-in member; playercollect shows the same NFTs',
  { tag: BOTH_WIDTHS },
  async ({ signedIn }) => {
    const { page, errors } = await signedIn(buyer, '/#/author?type=fav');
    await expect(page).toHaveURL(/#\/author\?type=fav/);
    await expect(page.getByRole('tab', { name: 'Favourites' })).toHaveAttribute('aria-selected', 'true');
    await expect(itemLinks(page).first().or(page.getByText('You have no favourites yet.'))).toBeVisible();
    await expect(page.getByText(/not available yet/i)).toHaveCount(0);

    await page.getByRole('tab', { name: 'My NFTs' }).click();
    // The tab follows the URL: until the navigation ends the favourites (and their item links) stay on screen,
    // and counting then would count those, or the held list's loading state.
    await expect(page.getByRole('tab', { name: 'My NFTs' })).toHaveAttribute('aria-selected', 'true');
    await expect(itemLinks(page).first().or(page.getByText('You do not hold any NFTs yet.'))).toBeVisible();
    const held = await itemLinks(page).count();
    await expectNoHorizontalOverflow(page);

    await page.goto('/#/playercollect');
    await expect(page.getByRole('heading', { level: 1, name: 'My NFTs' })).toBeVisible();
    if (held > 0) await expect(itemLinks(page).first()).toBeVisible();
    else await expect(page.getByText('You do not hold any NFTs yet.')).toBeVisible();
    expect(errors).toEqual([]);
  },
);
