import { expect, test, type Locator, type Page } from '@playwright/test';
import { creator } from './support';
import { expectNoAxeViolations, settle, watchNetwork } from './support/a11y';
import { heldByCreator } from './support/items';
import { hasCompactHeader, header, loginAs, openDrawer } from './support/journeys';

// The axe walk's second half: the open dialogs (connect wallet, withdraw, transfer, language, and
// the others on the way) and a form showing its validation errors end with zero WCAG 2.2 AA violations.
// Each dialog is analysed on its own: the page behind it is the route walk's (e2e/a11y-routes.spec.ts).

/** Opens `dialog` with `opener`, waits for it to settle and analyses it, then closes it with Escape. */
async function analyseDialog(page: Page, opener: Locator, dialog: Locator, where: string): Promise<void> {
  await opener.click();
  await expect(dialog).toBeVisible();
  await settle(page);
  await expectNoAxeViolations(page, where, '[role="dialog"], [role="menu"]');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test(
  'a guest: the language switch and the sign-up form with its validation errors',
  { tag: '@phone' },
  async ({ page }) => {
    watchNetwork(page);
    await page.goto('/#/signup');
    await settle(page);
    if (hasCompactHeader(page)) {
      // Phones choose the language in the site drawer, beside search and navigation.
      await openDrawer(page);
      await settle(page);
      await expectNoAxeViolations(page, 'the site drawer', '[role="dialog"]');
      await page.keyboard.press('Escape');
    } else {
      await analyseDialog(
        page,
        header(page).getByRole('button', { name: /^Language:/ }),
        page.getByRole('menu'),
        'the language menu',
      );
    }
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(page.getByRole('main').locator('[aria-invalid="true"]').first()).toBeVisible();
    await settle(page);
    await expectNoAxeViolations(page, 'the sign-up form showing its errors');
  },
);

test('a member: wallet panel, connect wallet, withdraw, transfer and the create form with its errors', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  watchNetwork(page);
  await loginAs(page, creator);
  await page.goto('/#/wallet');
  const card = page.getByRole('region', { name: /Ethereum/ });
  await expect(card.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  await settle(page);

  await analyseDialog(
    page,
    header(page).getByRole('button', { name: 'Wallet', exact: true }),
    page.getByRole('dialog', { name: 'My wallet' }),
    'the wallet panel',
  );
  // The wallet choice: "Connect wallet" on a chain without one, "Change" on one that has one.
  const connect = page
    .getByRole('button', { name: 'Connect wallet' })
    .or(card.getByRole('button', { name: 'Change' }));
  await analyseDialog(
    page,
    connect.first(),
    page.getByRole('dialog', { name: /^(Connect a wallet|Change wallet)$/ }),
    'the connect wallet choice',
  );
  await analyseDialog(
    page,
    card.getByRole('button', { name: 'Withdraw' }),
    page.getByRole('dialog', { name: /Withdraw income on Ethereum/ }),
    'the withdraw dialog',
  );

  // Transfer: an item demo_creator holds once the first start's mint job has minted it.
  const held = await heldByCreator(request, creator.name);
  await page.goto(`/#/itemDetails?id=${held}`);
  await settle(page);
  await analyseDialog(
    page,
    page.getByRole('button', { name: 'Transfer to external wallet' }),
    page.getByRole('dialog', { name: 'Transfer to an external wallet' }),
    'the transfer dialog',
  );

  // A form showing its validation errors: the create-item form submitted empty.
  await page.goto('/#/create');
  await settle(page);
  await page.getByRole('main').getByRole('button', { name: 'Create item', exact: true }).click();
  await expect(page.getByRole('main').locator('[aria-invalid="true"]').first()).toBeVisible();
  await settle(page);
  await expectNoAxeViolations(page, 'the create-item form showing its errors');
});
