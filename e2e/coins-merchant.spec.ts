import { expect } from '@playwright/test';
import type { CoinLiability } from '../server/schemas/coins';
import { DEMO_ACCOUNTS } from './support';
import { expectNoAxeViolationsAfterToasts } from './support/a11y';
import { COIN_RUNS, grouped, tr, openIn } from './support/coins';
import { unique } from './support/members';
import { apiLogin, grantDemoEnterprise, ok } from './support/orders';
import { test } from './support/sessions';

// The merchant's loyalty coin (Enterprise): in the loyalty tools' Coins tab the demo merchant defines its coin
// (or saves it again: the journey runs once per width on the same server), sees its liability, and after an
// adjustment to demo_buyer through the API the outstanding coins and the liability grow by it. Axe at each step.

const merchant = DEMO_ACCOUNTS.find((a) => a.role === 'merchant')!;
const buyer = DEMO_ACCOUNTS.find((a) => a.role === 'buyer')!;

for (const { locale, tag } of COIN_RUNS)
  test(
    `the merchant defines its coin and sees its liability move (${locale})`,
    { tag },
    async ({ signedIn, request, baseURL }) => {
      test.setTimeout(90_000);
      const t = tr(locale);
      await grantDemoEnterprise(request);
      const { page, errors } = await signedIn(merchant, '/#/home', [
        // A merchant without a coin yet: the report answers 404 `no_coin` and the tab offers the form.
        /status of 404 .*\/api\/coins\/liability/,
      ]);
      const lang = await openIn(page, locale, baseURL!, '/#/merchantLoyalty?tab=coins');
      const form = page.getByRole('form', { name: t('Your loyalty coin') });
      await expect(form).toBeVisible();
      await expectNoAxeViolationsAfterToasts(page, 'coins tab');

      // The coin: name, symbol, HK$1.00 a coin, 1 coin per HK$1; created, or saved again by another run (the
      // checkout journey saves the same value and rate, as the runs may overlap).
      const name = `Bean Coins ${unique()}`;
      await form.getByRole('textbox', { name: t('Coin name') }).fill(name);
      await form.getByRole('textbox', { name: t('Symbol') }).fill('bcn');
      await expect(form.getByRole('textbox', { name: t('Symbol') })).toHaveValue('BCN');
      await form.getByRole('textbox', { name: t('Value of one coin (HK$)') }).fill('1.00');
      await form.getByRole('textbox', { name: t('1 coin per HK$ spent') }).fill('1');
      await form
        .getByRole('button', { name: new RegExp(`^(${t('Create coin')}|${t('Save changes')})$`) })
        .click();
      await expect(page.getByText(t('Coin {name} saved.').replace('{name}', name))).toBeVisible();
      await expect(page.getByTestId('coin-outstanding')).toBeVisible();
      await expectNoAxeViolationsAfterToasts(page, 'coin saved, liability shown');

      // An adjustment through the API: the figures move by it after a reload.
      const shop = await apiLogin(request, merchant);
      const member = await apiLogin(request, buyer);
      const before = await ok<CoinLiability>(request, 'GET', '/api/coins/liability', {}, shop);
      await ok(
        request,
        'POST',
        '/api/coins/adjust',
        { memberId: member.memberId, delta: '25', reason: 'Journey', key: `journey:${unique()}` },
        shop,
      );
      const after = await ok<CoinLiability>(request, 'GET', '/api/coins/liability', {}, shop);
      expect(BigInt(after.outstanding) - BigInt(before.outstanding)).toBeGreaterThanOrEqual(25n);
      // The page shows the report as it stands (other journeys' orders of this shop may move it meanwhile).
      const liabilityShown = async () => {
        const now = await ok<CoinLiability>(request, 'GET', '/api/coins/liability', {}, shop);
        await page.reload();
        await expect(page.getByTestId('coin-outstanding')).toContainText(
          grouped(BigInt(now.outstanding), locale),
          {
            timeout: 5_000,
          },
        );
        await expect(page.getByTestId('coin-adjusted')).toContainText(grouped(BigInt(now.adjusted), locale));
      };
      await expect(liabilityShown).toPass({ timeout: 30_000 });
      await expectNoAxeViolationsAfterToasts(page, 'liability after an adjustment');

      // The adjust dialog by keyboard: its review step names the member and the coins, and Go back leaves it.
      await page.getByRole('button', { name: t("Adjust a member's coins") }).click();
      const dialog = page.getByRole('dialog', { name: t("Adjust a member's coins") });
      await dialog.getByRole('textbox', { name: t('Member ID') }).fill(member.memberId);
      await dialog.getByRole('textbox', { name: t('Coins'), exact: true }).fill('5');
      await dialog.getByRole('textbox', { name: t('Reason'), exact: true }).fill('Journey');
      await dialog.getByRole('textbox', { name: t('Reason'), exact: true }).press('Enter');
      const confirm = page.getByRole('dialog', { name: t('Confirm the adjustment') });
      await expect(confirm).toContainText(member.memberId);
      await expectNoAxeViolationsAfterToasts(page, 'adjust confirmation');
      await confirm.getByRole('button', { name: t('Confirm adjustment') }).click();
      await expect(confirm).toBeHidden();
      await expect(liabilityShown).toPass({ timeout: 30_000 });
      await lang.done();
      expect(errors).toEqual([]);
    },
  );
