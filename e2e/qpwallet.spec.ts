import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './support';
import { msgstr } from './support/journeys';
import { axeAt, expectFitsPhone } from './support/payments';
import {
  acceptTerms,
  readCodeFromMailbox,
  solveCaptcha,
  submitPastRateLimit,
  unique,
  watchCaptchas,
} from './support/members';

/** The console error a RATE_LIMITED e-form answer leaves (the 'otp' bucket; the journey then submits again). */
const EFORM_RATE_LIMITED = /429 \(Too Many Requests\) \(http:\/\/[^)]+\/api\/eforms/;

/**
 * Types the picture code, submits the e-form and confirms "Do you want to submit this data?"; past a
 * RATE_LIMITED answer (the 'otp' bucket) once, with the new picture the form draws.
 */
async function submitEform(page: Page, captchas: ReturnType<typeof watchCaptchas>): Promise<void> {
  await submitPastRateLimit(
    page,
    async () => {
      await solveCaptcha(page, captchas);
      await page.getByRole('form', { name: 'Your details' }).getByRole('button', { name: 'Submit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Submit your details' });
      await expect(dialog.getByText('Do you want to submit this data?')).toBeVisible();
      await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    },
    /\/api\/eforms$/,
  );
}

// The QR mini page: a visitor scans a merchant's membership-card QR code, fills the e-form (e-mail
// and picture code, read from the dev mailbox), registers with the e-mail code and gets a platform wallet.
// A reload on the way keeps the step and the e-mail, each finished step is ticked; axe at
// each step.
test('a visitor registers through the QR mini page and gets a wallet', async ({ page, context }) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page, [EFORM_RATE_LIMITED]);
  const captchas = watchCaptchas(page);
  const email = `qp-${unique()}@example.com`;

  await page.goto('/#/qpwallet?type=mcard&mcId=COM');
  await expect(page.getByRole('heading', { name: 'Membership registration', level: 1 })).toBeVisible();
  // The platform's own QR code joins the marketplace: a wallet, no card.
  const joining = page.getByRole('region', { name: 'What you are joining' });
  await expect(joining.getByRole('heading', { name: 'Marketplace' })).toBeVisible();
  await expect(joining).toContainText('This registration creates your marketplace wallet.');
  // The footer has an e-mail box too: the e-form is the "Your details" form.
  const eform = page.getByRole('form', { name: 'Your details' });
  await axeAt(page, 'QR mini page, your details');
  await eform.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await submitEform(page, captchas);

  await expect(
    page.getByText('The next step completes your registration and creates a wallet.'),
  ).toBeVisible();
  await axeAt(page, 'QR mini page, next-step prompt');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Completed\s*Your details/ })).toHaveAttribute(
    'data-completed',
  );
  // A reload keeps the step and what was entered (the picture code and the e-mail code are never kept).
  await page.reload();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete registration' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Completed\s*Your details/ })).toHaveAttribute(
    'data-completed',
  );
  const kept = await page.evaluate(() => sessionStorage.getItem('qpwallet:mcard:COM'));
  expect(JSON.parse(kept!).value).toBe('registering');
  await expect(page.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
  await axeAt(page, 'QR mini page, registration');
  const code = await readCodeFromMailbox(context, email);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Complete registration' }).click();

  await expect(page.getByRole('heading', { name: 'Registration complete' })).toBeVisible({
    timeout: 30_000,
  });
  // Every step is ticked, the last one too; the finished flow is no longer kept.
  for (const step of ['Your details', 'Registration', 'Wallet'])
    await expect(page.getByRole('button', { name: new RegExp(`^Completed\\s*${step}`) })).toHaveAttribute(
      'data-completed',
    );
  expect(await page.evaluate(() => sessionStorage.getItem('qpwallet:mcard:COM'))).toBeNull();
  await axeAt(page, 'QR mini page, registration complete');
  const wallets = page.getByRole('list', { name: 'Your wallets' });
  const address = wallets.getByLabel(/^Address 0x[0-9a-fA-F]{40}$/).first();
  await expect(address).toHaveText(/^0x[0-9a-fA-F]{3}…[0-9a-fA-F]{5}$/);
  await expect(wallets.getByText('Platform wallet').first()).toBeVisible();
  const full = (await address.getAttribute('title'))!;

  await page.getByRole('link', { name: 'Open my wallet' }).click();
  await expect(page).toHaveURL(/#\/wallet/);
  await expect(page.getByLabel(`Address ${full}`).first()).toBeVisible();

  expect(errors).toEqual([]);
});

test('a QR code of another type, or of an unknown merchant, is refused with a way home', async ({ page }) => {
  // The unknown merchant's 404 is the answer the page shows, not a fault.
  const errors = collectConsoleErrors(page, [/404 \(Not Found\) \(http:\/\/[^)]+\/api\/eforms\/target/]);
  await page.goto('/#/qpwallet?type=other&mcId=COM');
  await expect(page.getByRole('alert')).toContainText('This QR code is not valid.');
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/#\/home/);

  await page.goto('/#/qpwallet?type=mcard&mcId=NOSUCHSHOP');
  await expect(page.getByRole('alert')).toContainText("This QR code's merchant could not be found.");
  await expect(page.getByRole('form', { name: 'Your details' })).toHaveCount(0);
  await axeAt(page, 'QR mini page, unknown merchant');
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/#\/home/);
  expect(errors).toEqual([]);
});

// The first step names the merchant and its card, in 繁體中文, at 390 px and on a desktop.
test('the first step names the merchant and the card it joins', { tag: '@phone' }, async ({ page }) => {
  const errors = collectConsoleErrors(page);
  if (test.info().project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#/qpwallet?type=mcard&mcId=DEMOCOUPON&lang=zh_TW');
  const joining = page.getByRole('region', { name: msgstr('zh_TW', 'What you are joining') });
  await expect(joining.getByRole('heading', { name: 'Harbour Bean Café' })).toBeVisible();
  const card = joining.getByTestId('joining-card');
  await expect(card).toContainText(msgstr('zh_TW', 'Membership card'));
  await expect(card).toContainText('Harbour Bean Club');
  await expect(card).toContainText(msgstr('zh_TW', 'Tier: {0}').replace('{0}', 'Silver'));
  // The header sits above the first step's form.
  await expect(page.getByRole('form', { name: msgstr('zh_TW', 'Your details') })).toBeVisible();
  await axeAt(page, 'QR mini page in zh_TW, first step');
  await expectFitsPhone(page);
  expect(errors).toEqual([]);
});
