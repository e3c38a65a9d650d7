import { expect, test, type Page } from '@playwright/test';
import { buyer, collectConsoleErrors } from './support';
import { footer, header, submitLoginForm } from './support/journeys';

function profileMenu(page: Page) {
  return header(page).getByRole('button', { name: 'Profile menu' });
}

test('a login-required page sends visitors to login and back; the profile menu names the member and signs out', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);

  await page.goto('/#/contact');
  await expect(page).toHaveURL(/#\/login/);
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();

  await submitLoginForm(page, buyer);
  await expect(page).toHaveURL(/#\/contact$/);
  await expect(page.getByRole('heading', { name: 'Contact us', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Subject' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
  // The logged-in header: the login link became the member's menu, labelled with the member's name.
  await expect(header(page).getByRole('link', { name: 'Log in' })).toHaveCount(0);
  await expect(profileMenu(page)).toContainText(buyer.name!);

  // Sign out from a public page: the app returns home (spec: after 1 s) and shows the login link again.
  await footer(page).getByRole('link', { name: 'Help centre' }).click();
  await expect(page).toHaveURL(/#\/help$/);
  await profileMenu(page).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByText('You have signed out.')).toBeVisible();
  await expect(page).toHaveURL(/#\/home$/);
  await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(profileMenu(page)).toHaveCount(0);

  // Signed out for real: the login-required page asks for a login again.
  await page.goto('/#/contact');
  await expect(page).toHaveURL(/#\/login/);

  expect(errors).toEqual([]);
});

test('signing out on a login-required page reloads it, and the guard asks for a login again', async ({
  page,
}) => {
  await page.goto('/#/contact');
  await expect(page).toHaveURL(/#\/login/);
  await submitLoginForm(page, buyer);
  await expect(page).toHaveURL(/#\/contact$/);
  await expect(profileMenu(page)).toContainText(buyer.name!);

  await profileMenu(page).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  // The page needs a login, so the app reloads it once the session is gone, and the guard asks for a login.
  await expect(page).toHaveURL(/#\/login\?redirect=/);
  await expect(page.getByRole('heading', { name: 'Contact us' })).toHaveCount(0);
  await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();
});
