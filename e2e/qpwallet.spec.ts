import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './support';
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

// Issue 5, the QR mini page: a visitor scans a merchant's membership-card QR code, fills the e-form (e-mail
// and picture code, read from the dev mailbox), registers with the e-mail code and gets a platform wallet.
test('a visitor registers through the QR mini page and gets a wallet', async ({ page, context }) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page, [EFORM_RATE_LIMITED]);
  const captchas = watchCaptchas(page);
  const email = `qp-${unique()}@example.com`;

  await page.goto('/#/qpwallet?type=mcard&mcId=COM');
  await expect(page.getByRole('heading', { name: 'Membership registration', level: 1 })).toBeVisible();
  // The footer has an e-mail box too: the e-form is the "Your details" form.
  const eform = page.getByRole('form', { name: 'Your details' });
  await eform.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await submitEform(page, captchas);

  await expect(
    page.getByText('The next step completes your registration and creates a wallet.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
  const code = await readCodeFromMailbox(context, email);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Complete registration' }).click();

  await expect(page.getByRole('heading', { name: 'Registration complete' })).toBeVisible({
    timeout: 30_000,
  });
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

test('a QR code of another type is not valid', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/#/qpwallet?type=other&mcId=COM');
  await expect(page.getByRole('alert')).toContainText('This QR code is not valid.');
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/#\/home/);
  expect(errors).toEqual([]);
});
