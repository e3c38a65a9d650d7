import { expect, type Page } from '@playwright/test';
import type { Account } from './accounts';

/**
 * Logs in through the UI at #/login (login name + password, terms agreed) and waits until the app has
 * left the login page. Pass `from` to start on a login-required route and check the return to it.
 */
export async function login(page: Page, account: Account, from = '/#/login'): Promise<void> {
  await page.goto(from);
  await expect(page).toHaveURL(/#\/login/);
  await page.getByLabel('Login name', { exact: true }).fill(account.loginName);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('checkbox', { name: /^I agree/ }).check();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/#\/login/);
}
