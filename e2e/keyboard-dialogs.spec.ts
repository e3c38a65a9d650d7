import { expect, type Locator, type Page } from '@playwright/test';
import type { ProductCard } from '../server/schemas/catalog';
import { collectConsoleErrors, creator } from './support';
import { apiGet } from './support/api';
import { heldByCreator } from './support/items';
import { burger, hasCompactHeader, header, isPhone } from './support/journeys';
import { describeFocus, expectFocusTrapped, tabTo } from './support/keyboard';
import { test } from './support/sessions';

// WCAG 2.1.2 / 2.4.3: every dialog, drawer and menu opens from the keyboard, keeps Tab inside while open,
// closes with Escape and gives focus back to the control that opened it. Each is opened twice: the first
// opening loads and mounts it, the second reuses it, and both must return focus.

/** Opens `dialog` from `opener` with Enter (reached by Tab), checks the trap, closes it with Escape. */
async function dialogRoundTrip(page: Page, opener: Locator, dialog: Locator, times = 2) {
  for (let i = 0; i < times; i++) {
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect
      .poll(() => dialog.evaluate((d) => d.contains(document.activeElement)), {
        message: 'focus moves into the dialog',
      })
      .toBe(true);
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener, `focus returns to the opener (is on ${await describeFocus(page)})`).toBeFocused();
  }
}

/** A menu: Enter opens it on an item, arrows stay among its items, Escape closes it back to the button. */
async function menuRoundTrip(page: Page, button: Locator) {
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const items = await menu.getByRole('menuitem').count();
  for (let i = 0; i < items + 2; i++) {
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem').and(page.locator(':focus'))).toHaveCount(1);
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
}

test(
  'header: the navigation and language menus (desktop) and the site drawer (phone)',
  { tag: '@phone' },
  async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/#/home');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    if (isPhone(page)) {
      // The drawer holds search, navigation and the language select.
      await dialogRoundTrip(page, burger(page), page.getByRole('dialog'));
    }
    if (!isPhone(page)) {
      await menuRoundTrip(page, header(page).getByRole('button', { name: 'Explore', exact: true }));
    }
    if (!hasCompactHeader(page)) {
      await menuRoundTrip(page, header(page).getByRole('button', { name: /^Language:/ }));
    }
    expect(errors).toEqual([]);
  },
);

// Desktop only: these dialogs and the profile menu are the same components at the phone's width, where Tab
// follows the same DOM order; what the phone has of its own (the header's drawer) is the test above.
test('member: profile menu, wallet panel, connect wallet, withdraw, transfer, image and buy dialogs', async ({
  signedIn,
  request,
}) => {
  test.setTimeout(150_000);
  const { page, errors } = await signedIn(creator);
  await page.goto('about:blank');
  await page.goto('/#/wallet');
  const card = page.getByRole('region', { name: /Ethereum/ });
  await expect(card.getByRole('button', { name: 'Withdraw' })).toBeVisible();

  await menuRoundTrip(page, header(page).getByRole('button', { name: 'Profile menu' }));
  await dialogRoundTrip(
    page,
    header(page).getByRole('button', { name: 'Wallet', exact: true }),
    page.getByRole('dialog', { name: 'My wallet' }),
  );
  await dialogRoundTrip(
    page,
    card.getByRole('button', { name: 'Change' }),
    page.getByRole('dialog', { name: 'Change wallet' }),
  );
  await dialogRoundTrip(
    page,
    card.getByRole('button', { name: 'Withdraw' }),
    page.getByRole('dialog', { name: /Withdraw income on Ethereum/ }),
  );

  // Transfer: an item demo_creator holds once the first start's mint job has minted it.
  const held = await heldByCreator(request, creator.name);
  await page.goto(`/#/itemDetails?id=${held}`);
  await dialogRoundTrip(
    page,
    page.getByRole('button', { name: 'Transfer to external wallet' }),
    page.getByRole('dialog', { name: 'Transfer to an external wallet' }),
  );

  // Another creator's picture on sale: its enlarged view.
  const other = (
    await apiGet<{ items: ProductCard[] }>(request, '/api/products', { type: 'ALL', limit: '60' })
  ).items.find((p) => p.creator.name !== creator.name && p.status === 'ON_SALE' && p.fileKind === 'image');
  expect(other, 'an image item on sale by someone else').toBeTruthy();
  await page.goto(`/#/itemDetails?id=${other!.id}`);
  await dialogRoundTrip(
    page,
    page.getByRole('button', { name: `View large image: ${other!.name}` }),
    page.getByRole('dialog', { name: other!.name }),
  );
  expect(errors).toEqual([]);
});
