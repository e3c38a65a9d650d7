import { expect } from '@playwright/test';
import { DEMO_ACCOUNTS } from './support';
import { expectNoAxeViolationsAfterToasts } from './support/a11y';
import { COIN_RUNS, tr, openIn } from './support/coins';
import { test } from './support/sessions';

// A member's loyalty coins in "My wallet": the demo buyer holds Harbour Coins of the demo venue (seeded: 200
// welcome coins spendable at once, 120 earned and pending for 14 days); the Coins tab shows the balance with
// the pending coins and the date they turn spendable, the coins expiring within 30 days, and the history.

const buyer = DEMO_ACCOUNTS.find((a) => a.role === 'buyer')!;

for (const { locale, tag } of COIN_RUNS)
  test(
    `the member sees coin balances, pending coins and history (${locale})`,
    { tag },
    async ({ signedIn, baseURL }) => {
      test.setTimeout(60_000);
      const t = tr(locale);
      const { page, errors } = await signedIn(buyer, '/#/home');
      const lang = await openIn(page, locale, baseURL!, '/#/wallet?tab=coins');
      const card = page.getByTestId('coin-balance').filter({ hasText: 'Harbour Coins' });
      await expect(card).toBeVisible();
      await expect(card).toContainText('HCN');
      await expect(card).toContainText(t('Spendable'));
      await expect(card).toContainText(t('Expiring in 30 days'));
      await expect(card).toContainText(t('Spendable from {pendingDate}').split('{pendingDate}')[0]!.trim());
      await expectNoAxeViolationsAfterToasts(page, 'wallet coins');

      const history = card.getByRole('button', { name: t('Show history') });
      await history.focus();
      await page.keyboard.press('Enter');
      const rows = card.getByTestId('coin-history-row');
      await expect(rows.filter({ hasText: t('Earned') }).first()).toContainText('+120');
      await expect(rows.filter({ hasText: t('Adjusted by the shop') }).first()).toBeVisible();
      await expectNoAxeViolationsAfterToasts(page, 'wallet coin history');
      await lang.done();
      expect(errors).toEqual([]);
    },
  );
