import { expect } from '@playwright/test';
import type { CardSummary } from '../server/schemas/cards';
import { buyer, collectConsoleErrors, creator, DEMO_ACCOUNTS } from './support';
import {
  acceptTerms,
  readCodeFromMailbox,
  solveCaptcha,
  submitPastRateLimit,
  unique,
  watchCaptchas,
} from './support/members';
import { apiLogin, ok } from './support/orders';
import { BOTH_WIDTHS, axeAt, expectFitsPhone } from './support/payments';
import { test } from './support/sessions';

// Membership cards, end to end: a member claims a card by redeem code, activates it (the activation job, a few
// seconds on the e2e server), and transfers it; the QR mini page of the demo merchant ends with a membership
// card.

const merchant = DEMO_ACCOUNTS.find((a) => a.role === 'merchant')!;
const creatorEmail = DEMO_ACCOUNTS.find((a) => a.role === 'creator')!.email;

test(
  'a member claims a card by redeem code, activates it and transfers it',
  { tag: BOTH_WIDTHS },
  async ({ signedIn, request }) => {
    test.setTimeout(180_000);
    const programme = `Corporate club ${unique()}`;

    // The merchant creates a corporate (transferable) programme and makes two redeem codes for it.
    const { page: shop, errors: shopErrors } = await signedIn(merchant, '/#/merchantLoyalty?tab=cards');
    await shop.getByRole('textbox', { name: 'Programme name' }).fill(programme);
    await shop.getByRole('textbox', { name: 'Tier 1 name' }).fill('Partner');
    await shop.getByRole('textbox', { name: 'VIP discount (%)' }).fill('8');
    await shop.getByRole('checkbox', { name: 'Transferable (corporate membership)' }).check();
    await axeAt(shop, 'card programme form');
    await expectFitsPhone(shop);
    await shop.getByRole('button', { name: 'Create programme' }).click();
    await expect(shop.getByText(`Programme ${programme} created.`)).toBeVisible();
    await shop.getByRole('tab', { name: 'Redeem codes' }).click();
    await shop.getByRole('textbox', { name: 'Programme' }).click();
    await shop.getByRole('option', { name: programme }).click();
    await shop.getByRole('textbox', { name: 'Number of codes' }).fill('2');
    await shop.getByRole('button', { name: 'Generate codes' }).click();
    await expect(shop.getByTestId('redeem-code')).toHaveCount(2);
    await axeAt(shop, 'redeem codes generated');
    const code = (await shop.getByTestId('redeem-code').first().textContent())!.trim();
    expect(code).toMatch(/^[0-9A-Z]{16}$/);
    expect(shopErrors).toEqual([]);

    // The member registers the card with the code (typed as printed, in groups).
    const { page, errors } = await signedIn(buyer, '/#/memberCard');
    const captchas = watchCaptchas(page);
    await expect(page.getByRole('heading', { level: 1, name: 'My member cards' })).toBeVisible();
    await axeAt(page, 'my member cards');
    await page.getByRole('textbox', { name: 'Redeem code' }).fill(`${code.slice(0, 8)} ${code.slice(8)}`);
    await page.getByRole('button', { name: 'Register the card' }).click();
    await expect(page.getByRole('heading', { level: 1, name: programme })).toBeVisible();
    const card = page.getByTestId('member-card');
    await expect(card).toHaveAttribute('data-state', 'CLAIMED');
    await expect(card).toContainText('Tier: Partner');
    await expectFitsPhone(page);

    // Its QR code expires and can be refreshed.
    await page.getByRole('button', { name: "Show my card's QR code" }).click();
    await expect(page.getByRole('img', { name: `QR code of the card ${programme}` })).toBeVisible();
    await expect(page.getByRole('timer')).toContainText(/Valid for 0[0-2]:\d\d/);
    await axeAt(page, 'card detail with its QR code');

    // Activation: token id and contract address (prefilled from the card), then the job's progress.
    await page.getByRole('button', { name: 'Activate' }).click();
    const section = page.getByRole('region', { name: 'Activate' });
    await expect(section.getByRole('textbox', { name: 'Token ID' })).not.toHaveValue('');
    await expect(section.getByRole('textbox', { name: 'Contract address' })).toHaveValue(
      /^0x[0-9a-fA-F]{40}$/,
    );
    await section.getByRole('button', { name: 'Activate' }).click();
    await expect(section.getByRole('progressbar', { name: 'Activation progress' })).toBeVisible();
    await axeAt(page, 'card activation in progress');
    await expect(section.getByTestId('activation-done')).toBeVisible({ timeout: 60_000 });
    await page.reload();
    await expect(page.getByTestId('member-card')).toHaveAttribute('data-state', 'ACTIVE');

    // Transfer to the demo creator by e-mail, with the picture code and a confirmation.
    await page.getByRole('button', { name: 'Transfer' }).click();
    const transfer = page.getByRole('region', { name: 'Transfer' });
    await transfer.getByRole('radio', { name: 'E-mail' }).check();
    await transfer.getByRole('textbox', { name: 'E-mail' }).fill(creatorEmail);
    await solveCaptcha(page, captchas);
    await axeAt(page, 'card transfer form');
    await transfer.getByRole('button', { name: 'Continue' }).click();
    await expect(
      transfer.getByText(`Transfer ${programme} to ${creatorEmail}? The card leaves your wallet.`),
    ).toBeVisible();
    await transfer.getByRole('button', { name: 'Confirm transfer' }).click();
    await expect(transfer.getByTestId('transfer-done')).toBeVisible();

    // The card is the creator's now, and its token reaches the creator's platform wallet on chain.
    const session = await apiLogin(request, creator);
    const theirs = async () =>
      (await ok<{ items: CardSummary[] }>(request, 'GET', '/api/cards/mine', {}, session)).items.find(
        (c) => c.name === programme,
      );
    await expect.poll(async () => (await theirs())?.state, { timeout: 60_000 }).toBe('ACTIVE');
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('This card is no longer in your wallet.');
    expect(errors.filter((e) => !/\/api\/cards\/detail/.test(e))).toEqual([]);
  },
);

test(
  'the QR mini page of a merchant ends with its membership card',
  { tag: BOTH_WIDTHS },
  async ({ page, context }) => {
    test.setTimeout(120_000);
    const errors = collectConsoleErrors(page, [/429 \(Too Many Requests\) \(http:\/\/[^)]+\/api\/eforms/]);
    const captchas = watchCaptchas(page);
    const email = `qp-card-${unique()}@example.com`;
    await page.goto('/#/qpwallet?type=mcard&mcId=DEMOCOUPON');
    const eform = page.getByRole('form', { name: 'Your details' });
    await eform.getByRole('textbox', { name: 'E-mail address' }).fill(email);
    await submitPastRateLimit(
      page,
      async () => {
        await solveCaptcha(page, captchas);
        await eform.getByRole('button', { name: 'Submit' }).click();
        await page
          .getByRole('dialog', { name: 'Submit your details' })
          .getByRole('button', { name: 'Submit', exact: true })
          .click();
      },
      /\/api\/eforms$/,
    );
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByRole('textbox', { name: 'Verification code' })
      .fill(await readCodeFromMailbox(context, email));
    await acceptTerms(page);
    await page.getByRole('button', { name: 'Complete registration' }).click();
    await expect(page.getByRole('heading', { name: 'Registration complete' })).toBeVisible({
      timeout: 30_000,
    });
    const card = page.getByRole('region', { name: 'Your membership card' }).getByTestId('member-card');
    await expect(card).toContainText('Harbour Bean Club');
    await expect(card).toContainText('Tier: Silver');
    await axeAt(page, 'QR mini page with its membership card');
    await expectFitsPhone(page);
    await page.getByRole('link', { name: 'Open my card' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Harbour Bean Club' })).toBeVisible();
    expect(errors).toEqual([]);
  },
);
