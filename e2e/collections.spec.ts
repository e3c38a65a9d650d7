import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { creator } from './support';
import { unique } from './support/members';
import { BOTH_WIDTHS, expectFitsPhone } from './support/payments';
import { test } from './support/sessions';

/** The EIP-55 example address: a valid checksum. */
const ROYALTY_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

/** A plain PNG of one colour, larger than the target so the server has to crop it. */
const png = (width: number, height: number, rgb: [number, number, number]) =>
  sharp({ create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .png()
    .toBuffer();

/** The stored image behind an <img>: its size and its centre colour. */
async function served(page: Page, src: string) {
  const res = await page.request.get(src);
  expect(res.ok(), `${src} is served`).toBe(true);
  const image = sharp(await res.body());
  const { width, height } = await image.metadata();
  const { dominant } = await image.stats();
  return { width, height, dominant };
}

/** No page is wider than the screen, nor than the phone's 375 px when the page is narrowed to it (BOTH_WIDTHS). */
async function expectNoOverflow(page: Page) {
  // The page slide-in (app.css, translateX 24 px) would count as overflow: end finite animations first.
  await page.evaluate(() =>
    document.getAnimations().forEach((a) => {
      try {
        a.finish();
      } catch {
        // infinite animations (loaders) cannot finish; they do not move layout
      }
    }),
  );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
  await expectFitsPhone(page);
}

test(
  'a creator creates a collection with three images, edits it, finds it in my collections, then deletes it',
  // One run: the steps are the same at both widths; each screen's fit is checked at the phone's width too.
  { tag: BOTH_WIDTHS },
  async ({ signedIn }) => {
    test.setTimeout(120_000);
    const name = `Harbour ${unique()}`;
    const { page, errors } = await signedIn(creator, '/#/createcollect');
    await expect(page).toHaveURL(/#\/createcollect/);
    await expect(page.getByRole('heading', { name: 'Create a collection', level: 1 })).toBeVisible();

    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Description' }).fill('Night photos of the harbour.');
    await page.getByRole('textbox', { name: 'URL' }).fill(`https://example.com/${unique()}`);
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Photography' });
    await page.getByRole('textbox', { name: 'Royalty fee' }).fill('2.5');
    const address = page.getByRole('textbox', { name: 'Royalty wallet address' });
    await address.fill(ROYALTY_ADDRESS.toLowerCase());
    await address.press('Tab');
    // Leaving the field shows the checksummed form.
    await expect(address).toHaveValue(ROYALTY_ADDRESS);

    const images = [
      { label: 'Logo image', size: [350, 350], file: await png(500, 500, [200, 30, 30]) },
      { label: 'Featured image', size: [766, 414], file: await png(900, 600, [30, 160, 40]) },
      { label: 'Banner image', size: [1536, 226], file: await png(1800, 400, [30, 60, 200]) },
    ] as const;
    for (const img of images) {
      await page
        .getByLabel(img.label)
        .setInputFiles({ name: `${img.label}.png`, mimeType: 'image/png', buffer: img.file });
      await expect(page.getByRole('img', { name: `Preview of ${img.label}` })).toBeVisible();
    }
    await expectNoOverflow(page);
    await page.getByRole('button', { name: 'Create collection' }).click();

    // The collection page, with the three images cropped to their exact sizes.
    await expect(page).toHaveURL(/#\/collectDetail\?id=[0-9a-f-]{36}/);
    const url = page.url();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('Night photos of the harbour.')).toBeVisible();
    await expect(page.getByText(/Royalty: 2\.5% to/)).toBeVisible();
    const banner = await page.getByRole('img', { name: `${name} banner` }).getAttribute('src');
    const logo = await page.getByRole('img', { name: `${name} logo` }).getAttribute('src');
    const b = await served(page, banner!);
    expect([b.width, b.height]).toEqual([1536, 226]);
    expect(b.dominant.b).toBeGreaterThan(150);
    const l = await served(page, logo!);
    expect([l.width, l.height]).toEqual([350, 350]);
    expect(l.dominant.r).toBeGreaterThan(150);
    await expect(page.getByText('This collection has no items yet.')).toBeVisible();
    await expectNoOverflow(page);

    // Edit: the royalty is fixed; the description changes.
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page).toHaveURL(/#\/createcollect\?id=/);
    await expect(page.getByRole('textbox', { name: 'Royalty fee' })).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'Royalty wallet address' })).toBeDisabled();
    await expect(page.getByRole('img', { name: 'Preview of Featured image' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Description' }).fill('Harbour lights after midnight.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByText('Harbour lights after midnight.')).toBeVisible();

    // All collections: the newest of its category tab.
    await page.goto('/#/collections');
    await page.getByRole('tab', { name: 'Photography' }).click();
    await expect(page).toHaveURL(/category=photography/);
    await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    await expectNoOverflow(page);

    // My collections lists it.
    await page.goto('/#/mycollect');
    const card = page.getByRole('link', { name: new RegExp(name) });
    await expect(card).toBeVisible();
    await expectNoOverflow(page);
    await card.click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

    // Delete asks first, then removes it.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this collection?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete collection' }).click();
    await expect(page).toHaveURL(/#\/mycollect/);
    await expect(page.getByText('The collection has been deleted.')).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveCount(0);
    await page.goto(url);
    await expect(page.getByText('This collection does not exist or has been deleted.')).toBeVisible();

    expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
  },
);
