import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectConsoleErrors, creator } from './support';
import { COLLECTION, png, viewProduct } from './support/items';
import { unique } from './support/members';
import { describeFocus, tabTo } from './support/keyboard';

// WCAG 2.1.1: a creator logs in, creates an item and puts it on sale with the keyboard alone: Tab,
// Shift+Tab, Enter, Space, arrows and typing. Nothing is clicked, filled or focused by the test; it only
// reads the page to know when the wanted control has focus. The one thing outside the page is the
// operating system's file dialog, which Space opens on the file field and the test answers.

/** Types `text` into the field reached by Tab. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Chooses the option labelled `label` of the native select reached by Tab, with the arrow keys. */
async function chooseOption(page: Page, select: Locator, label: string) {
  await tabTo(page, select);
  for (let i = 0; i < 40; i++) {
    const shown = await select.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent ?? '');
    if (shown === label) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`no option "${label}" in ${String(select)}`);
}

/** Answers a Yes/No radio group: Tab reaches its first radio, Space picks Yes, Right arrow moves to No. */
async function answer(page: Page, group: Locator, yes: boolean) {
  await tabTo(page, group.getByRole('radio', { name: 'Yes' }));
  await page.keyboard.press('Space');
  if (!yes) await page.keyboard.press('ArrowRight');
  await expect(group.getByRole('radio', { name: yes ? 'Yes' : 'No' })).toBeChecked();
}

/** Space on the (visually hidden) file field opens the file dialog, answered with a generated picture. */
async function pickFile(page: Page, field: Locator, name: string, rgb: [number, number, number]) {
  await tabTo(page, field);
  const file = { name, mimeType: 'image/png', buffer: await png(rgb) };
  // Space on the focused file field opens the chooser. Once in CI the first press opened none and the journey
  // waited out its timeout; a press that brings no chooser within 5 s is made again (still keyboard alone).
  for (let attempt = 1; ; attempt++) {
    const chooser = page.waitForEvent('filechooser', { timeout: 5_000 });
    await expect(field).toBeFocused();
    await page.keyboard.press('Space');
    try {
      await (await chooser).setFiles(file);
      return;
    } catch (err) {
      if (attempt === 3) throw err;
    }
  }
}

// Desktop only: the login and create forms keep their DOM (and so their Tab) order at the phone's width, where the
// skip link passes the phone's header the same way (keyboard-focus.spec.ts runs there) and the create form's fit
// is checked by items-create.spec.ts.
test('a creator logs in, creates an item and puts it on sale with the keyboard alone', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const errors = collectConsoleErrors(page);
  // A bookmarked address: the create page asks for a login first and comes back afterwards.
  await page.goto('/#/create');
  await expect(page).toHaveURL(/#\/login/);
  const main = page.getByRole('main');
  await expect(main.getByRole('textbox', { name: 'Login name', exact: true })).toBeVisible();

  // The skip link passes the header; the login form is then the next stops.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(main).toBeFocused();
  await typeInto(page, main.getByRole('textbox', { name: 'Login name', exact: true }), creator.loginName);
  await typeInto(page, main.getByRole('textbox', { name: 'Password', exact: true }), creator.password);
  const terms = main.getByRole('checkbox', { name: /^(I have read and accept|I agree)/ });
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabTo(page, main.getByRole('button', { name: 'Log in', exact: true }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/#\/create/);
  await expect(page.getByRole('heading', { name: 'Create an item', level: 1 })).toBeVisible();
  const name = `Keyboard print ${unique()}`;
  await chooseOption(page, main.getByRole('combobox', { name: 'Collection' }), COLLECTION);
  await typeInto(page, main.getByRole('textbox', { name: 'Item name' }), name);
  await typeInto(page, main.getByRole('textbox', { name: 'Description' }), 'Made with the keyboard.');
  await pickFile(page, main.getByLabel('Cover image'), 'cover.png', [30, 120, 60]);
  await expect(main.getByRole('img', { name: 'Preview of Cover image' })).toBeVisible();
  await pickFile(page, main.getByLabel('Item file'), 'artwork.png', [60, 30, 120]);
  await expect(main.getByRole('img', { name: 'Preview of Item file' })).toBeVisible();
  const answers = {
    'Commercial use': true,
    Copy: false,
    Display: true,
    Reproduce: false,
    Distribute: false,
  };
  for (const [question, yes] of Object.entries(answers))
    await answer(page, main.getByRole('radiogroup', { name: question }), yes);
  await chooseOption(page, main.getByRole('combobox', { name: 'Licence period' }), '16 months');
  await typeInto(page, main.getByRole('textbox', { name: 'Price (ETH)' }), '0.25');
  await typeInto(page, main.getByRole('textbox', { name: 'Price (HKD)' }), '1950');
  await tabTo(page, main.getByRole('button', { name: 'Create item' }));
  await page.keyboard.press('Enter');

  // The new item is off the shelf; the seller's page puts it on sale through its confirmation dialog.
  await expect(page).toHaveURL(/#\/itemView\?id=[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const id = new URL(page.url().replace('/#/', '/')).searchParams.get('id')!;
  const status = page.getByTestId('shelf-status');
  await expect(status).toHaveText('Off shelf');
  const opener = main.getByRole('button', { name: 'Put on sale' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Put this item on sale?' });
  await expect(dialog.getByTestId('gas-fee')).toContainText('Estimated gas fee');
  const confirm = dialog.getByRole('button', { name: 'Put on sale' });
  await expect(confirm).toBeEnabled();
  await tabTo(page, confirm, { max: 10 });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(status).toHaveText('On sale');
  // Focus is back on the button that opened the dialog (now offering the opposite action).
  await expect(
    main.getByRole('button', { name: 'Take off shelf' }),
    `focus after the dialog: ${await describeFocus(page)}`,
  ).toBeFocused();

  const item = await viewProduct(request, id);
  expect(item).toMatchObject({ name, status: 'ON_SALE', fixPrice: expect.stringMatching(/^0\.25/) });
  expect(item.licence).toMatchObject({ commercialUse: true, copy: false, display: true });
  expect(errors).toEqual([]);
});
