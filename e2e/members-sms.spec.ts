import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './support';
import {
  acceptTerms,
  fillNewPassword,
  newPassword,
  profileMenu,
  readCodeFromMailbox,
  signOut,
  signUpByLoginName,
  CODE_RATE_LIMITED,
  sendCodePastRateLimit,
  signupForm,
  submitPastRateLimit,
  unique,
  uniqueHkMobile,
  watchCaptchas,
} from './support/members';

// Picture codes and SMS codes are read at #/devMailbox, as a local user would: the dev mailbox (on while no
// SMS or mail leaves the machine) lists every SMS and, filed under its captcha id, each picture code's answer.

test('bind a mobile in the login settings with the picture code and the SMS code from the dev mailbox', async ({
  page,
  context,
}) => {
  const errors = collectConsoleErrors(page, [CODE_RATE_LIMITED]);
  const captchas = watchCaptchas(page);
  const account = { loginName: `bind_${unique()}`, password: newPassword() };
  await signUpByLoginName(page, account);

  await page.goto('/#/userAccount');
  await expect(page.getByRole('heading', { name: 'Login settings', level: 1 })).toBeVisible();
  const section = page.getByRole('button', { name: /^Mobile\b/ });
  await expect(section).toContainText('Not bound');
  await section.click();
  const panel = page.getByRole('region', { name: 'Mobile' });
  await expect(panel.getByText('No mobile number is bound yet.')).toBeVisible();

  const mobile = uniqueHkMobile();
  const send = panel.getByRole('button', { name: 'Send code' });
  await panel.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await expect(send).toBeDisabled(); // the picture code is still missing
  await sendCodePastRateLimit(page, send, captchas);
  await expect(panel.getByText('A code was sent by SMS. It is valid for 10 minutes.')).toBeVisible();

  const code = await readCodeFromMailbox(context, `+852${mobile}`);
  await panel.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await panel.getByRole('button', { name: 'Bind mobile' }).click();

  await expect(page.getByText('Your mobile number has been saved.')).toBeVisible();
  await expect(panel.getByText(`Current mobile: +852${mobile}`)).toBeVisible();
  await expect(section).not.toContainText('Not bound');
  await expect(section).toContainText('Bound');
  await expect(panel.getByRole('button', { name: 'Replace mobile' })).toBeVisible();

  expect(errors).toEqual([]);
});

test('log in by SMS code: a member signed up by mobile signs out and logs in with the picture code and SMS code', async ({
  page,
  context,
}) => {
  const errors = collectConsoleErrors(page, [CODE_RATE_LIMITED]);
  const captchas = watchCaptchas(page);
  const mobile = uniqueHkMobile();
  const full = `+852${mobile}`;
  const name = `Sms ${unique()}`;

  // Sign up by mobile: area code +852 is preselected.
  await page.goto('/#/signup');
  await expect(page.getByRole('heading', { name: 'Create an account', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Mobile' }).click();
  const form = signupForm(page);
  await form.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await sendCodePastRateLimit(page, form.getByRole('button', { name: 'Send code' }), captchas);
  await expect(form.getByText('A code was sent by SMS. It is valid for 10 minutes.')).toBeVisible();
  const signupCode = await readCodeFromMailbox(context, full);
  await form.getByRole('textbox', { name: 'Verification code' }).fill(signupCode);
  await fillNewPassword(page, newPassword());
  await form.getByRole('textbox', { name: 'Display name' }).fill(name);
  await acceptTerms(page);
  await submitPastRateLimit(page, () => page.getByRole('button', { name: 'Sign up', exact: true }).click());
  await expect(page).toHaveURL(/#\/home$/);
  await expect(profileMenu(page)).toContainText(name);

  await signOut(page);

  // Log in with the "SMS code" tab: a new picture code, a new SMS code.
  await page.goto('/#/login');
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'SMS code' }).click();
  const login = page.getByRole('region', { name: 'Log in' });
  await login.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  const send = login.getByRole('button', { name: 'Send code' });
  await expect(send).toBeDisabled(); // the picture code is still missing
  await sendCodePastRateLimit(page, send, captchas);
  await expect(login.getByText('A code was sent by SMS. It is valid for 10 minutes.')).toBeVisible();
  const loginCode = await readCodeFromMailbox(context, full, [signupCode]);
  await login.getByRole('textbox', { name: 'Verification code' }).fill(loginCode);
  await acceptTerms(page);
  await submitPastRateLimit(page, () => page.getByRole('button', { name: 'Log in', exact: true }).click());

  await expect(page).not.toHaveURL(/#\/login/);
  await expect(profileMenu(page)).toContainText(name);

  expect(errors).toEqual([]);
});
