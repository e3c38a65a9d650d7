import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './support';
import { header, loginAs } from './support/journeys';
import { newPassword, profileMenu, signOut, signUpByLoginName, unique } from './support/members';

// Spec §3: the token is kept in its cookie encrypted, under a key that stays in this browser's IndexedDB;
// logged in means both the member id and the token are present.
test('the token cookie is encrypted: a reload stays logged in, the same cookies in another browser do not', async ({
  page,
  context,
  browser,
}) => {
  const errors = collectConsoleErrors(page);
  let answer: { memberId: string; token: string } | null = null;
  page.on('response', (res) => {
    if (!res.url().includes('/api/auth/signup-by-name') || !res.ok()) return;
    void res.json().then((body: { data?: { memberId: string; token: string } }) => {
      if (body.data?.token) answer = body.data;
    });
  });
  const account = { loginName: `sess_${unique()}`, password: newPassword() };
  await signUpByLoginName(page, account);
  await expect.poll(() => answer).not.toBeNull();
  const { memberId, token } = answer!;

  const cookie = async (name: string) => (await context.cookies()).find((c) => c.name === name)?.value;
  await expect.poll(() => cookie('token')).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
  expect(await cookie('memberId')).toBe(memberId); // plain
  const sealed = (await cookie('token'))!;
  expect(sealed).not.toContain(token);
  expect(sealed).not.toContain(token.slice(0, 12));

  // A new page load decrypts the cookie at start-up: still logged in, and signed calls carry the token.
  const detail = page.waitForResponse((r) => r.url().includes('/api/members/detail'));
  await page.reload();
  expect((await detail).request().headers()['x-token']).toBe(token);
  await expect(profileMenu(page)).toContainText(account.loginName);

  // The same cookies in another browser (no device key there) mean logged out, and are cleared.
  const other = await browser.newContext();
  try {
    await other.addCookies(
      (await context.cookies()).filter((c) => c.name === 'token' || c.name === 'memberId'),
    );
    const elsewhere = await other.newPage();
    await elsewhere.goto('/#/home');
    await expect(header(elsewhere).getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(header(elsewhere).getByRole('button', { name: 'Profile menu' })).toHaveCount(0);
    await expect.poll(async () => (await other.cookies()).map((c) => c.name)).not.toContain('token');
  } finally {
    await other.close();
  }

  // This browser is still logged in.
  await page.reload();
  await expect(profileMenu(page)).toContainText(account.loginName);
  expect(errors).toEqual([]);
});

// Spec §3 "logged in": a tab reads the cookies as the shell read them until the browser reports a change
// (src/lib/cookies.ts). Another tab's sign-out and sign-in must still reach it.
test('another tab’s sign-out and sign-in reach this tab', async ({ page, context }) => {
  const errors = collectConsoleErrors(page);
  const account = { loginName: `tabs_${unique()}`, password: newPassword() };
  await signUpByLoginName(page, account);
  await page.goto('/#/home');
  await expect(profileMenu(page)).toBeVisible();

  const other = await context.newPage();
  await other.goto('/#/home');
  await expect(profileMenu(other)).toBeVisible();
  await signOut(other);

  // This tab's next page that needs a member sends it to log in.
  await page.evaluate(() => (location.hash = '#/myOrders'));
  await expect(page).toHaveURL(/#\/login/);

  // Signed in again over there.
  await loginAs(other, account);
  await expect(profileMenu(other)).toBeVisible();
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'token')?.value)
    .toMatch(/^v1\./);
  // The new token cookie is decrypted in the background when this tab next looks (session.ts), then the
  // header shows the member and the member's page opens.
  await page.evaluate(() => (location.hash = '#/home'));
  await expect(profileMenu(page)).toBeVisible();
  await page.evaluate(() => (location.hash = '#/myOrders'));
  await expect(page).toHaveURL(/#\/myOrders/);
  await other.close();
  expect(errors).toEqual([]);
});
