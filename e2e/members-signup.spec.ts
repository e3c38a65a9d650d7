import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './support';
import {
  acceptTerms,
  CODE_RATE_LIMITED,
  fillNewPassword,
  loginByEmail,
  newPassword,
  profileMenu,
  readCodeFromMailbox,
  sendCodePastRateLimit,
  signOut,
  signupForm,
  submitPastRateLimit,
  unique,
} from './support/members';

test('sign up by e-mail with a code from the dev mailbox, sign out, log in again by e-mail and password', async ({
  page,
  context,
}) => {
  const errors = collectConsoleErrors(page, [CODE_RATE_LIMITED]);
  const id = unique();
  const email = `signup-${id}@example.com`;
  const name = `Signup ${id}`;
  const password = newPassword();

  await page.goto('/#/signup');
  await expect(page.getByRole('heading', { name: 'Create an account', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'E-mail' })).toHaveAttribute('aria-selected', 'true');

  const sendCode = page.getByRole('button', { name: 'Send code' });
  await expect(sendCode).toBeDisabled(); // no valid e-mail yet
  await signupForm(page).getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await expect(sendCode).toBeEnabled();
  await sendCodePastRateLimit(page, sendCode);
  await expect(page.getByText('A code was sent by e-mail. It is valid for 10 minutes.')).toBeVisible();
  // No second send within 60 s: the button counts down.
  await expect(page.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();

  const code = await readCodeFromMailbox(context, email);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);

  // The live rule checklist: all rules met for a valid password.
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
  const rules = page.getByRole('list', { name: 'Rules for the password' });
  await expect(rules.locator('[data-rule="length"]')).toHaveAttribute('data-met', 'false');
  await fillNewPassword(page, password);
  for (const rule of ['length', 'upper', 'lower', 'digit']) {
    await expect(rules.locator(`[data-rule="${rule}"]`)).toHaveAttribute('data-met', 'true');
  }
  await page.getByRole('textbox', { name: 'Display name' }).fill(name);
  await acceptTerms(page);
  await submitPastRateLimit(page, () => page.getByRole('button', { name: 'Sign up', exact: true }).click());

  // Logged in: back home, the header's member menu names the new member.
  await expect(page).toHaveURL(/#\/home$/);
  await expect(profileMenu(page)).toContainText(name);

  await signOut(page);

  await loginByEmail(page, email, password);
  await expect(profileMenu(page)).toContainText(name);

  expect(errors).toEqual([]);
});
