import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './support';
import { submitLoginForm } from './support/journeys';
import {
  newPassword,
  profileMenu,
  signOut,
  signUpByLoginName,
  submitPastRateLimit,
  unique,
} from './support/members';

// A fresh member (signed up by login name) rather than demo_creator: the desktop and phone projects, and the
// other specs, share one server and its database, so changing a demo account's password would break them.
test('login settings: change the login password, sign out, log in with the new one (the old one is refused)', async ({
  page,
}) => {
  // Deliberate 401s: the wrong current password (/api/account/password) and the wrong login at the end; and
  // signing out on #/userAccount re-reads the settings once without a session (401) before the page reloads.
  const errors = collectConsoleErrors(page, [
    /401 \(Unauthorized\) \(http:\/\/[^)]+\/api\/(account\/password|account\/settings|[^)]*login)/,
  ]);
  const account = { loginName: `set_${unique()}`, password: newPassword() };
  await signUpByLoginName(page, account);
  await expect(profileMenu(page)).toContainText(account.loginName);

  await page.goto('/#/userAccount');
  await expect(page.getByRole('heading', { name: 'Login settings', level: 1 })).toBeVisible();
  const section = page.getByRole('button', { name: 'Login password' });
  await expect(section).toContainText('Set');
  await section.click();
  await expect(section).toHaveAttribute('aria-expanded', 'true');

  const next = newPassword();
  const current = page.getByRole('textbox', { name: 'Current password' }).first();
  // A wrong current password is refused and nothing changes.
  await current.fill('Wrong1234pw');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(next);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(next);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toBeVisible();

  await current.fill(account.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your login password has been changed.')).toBeVisible();
  // The form was cleared after the change.
  await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveValue('');

  await signOut(page);
  // #/userAccount needs a login: the app reloads it once the session is gone and the guard asks for a login.
  await expect(page).toHaveURL(/#\/login\?redirect=/);
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();

  // The old password no longer works…
  await submitPastRateLimit(page, () => submitLoginForm(page, account));
  await expect(page.getByRole('region', { name: 'Log in' }).getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/#\/login/);
  await expect(profileMenu(page)).toHaveCount(0);

  // …the new one does, and the app returns to the login settings.
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(next);
  await submitPastRateLimit(page, () => page.getByRole('button', { name: 'Log in', exact: true }).click());
  await expect(page).toHaveURL(/#\/userAccount$/);
  await expect(page.getByRole('heading', { name: 'Login settings', level: 1 })).toBeVisible();
  await expect(profileMenu(page)).toContainText(account.loginName);

  expect(errors).toEqual([]);
});
