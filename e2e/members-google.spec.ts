import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './support';
import { header } from './support/journeys';
import { profileMenu, unique } from './support/members';

/** The sandbox issuer's pages (oidc-provider dev interactions) load a web font from Google: offline noise. */
const SANDBOX_FONTS = /fonts\.googleapis\.com/;
/** Known bug (see the second test): the login screen trades the ticket a second time while leaving. */
const SECOND_TRADE = /401 \(Unauthorized\) \(http:\/\/[^)]+\/api\/oidc\/google\/complete\)/;

/** From #/login through the sandbox "Google" login and consent pages back to the app; returns the e-mail's local part. */
async function continueWithGoogle(page: Page): Promise<string> {
  const local = `g-${unique()}`;
  await page.goto('/#/login');
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Continue with Google' }).click();

  // The login page: the sandbox accepts any login (an e-mail becomes the account's e-mail) and password.
  await expect(page).toHaveURL(/\/sandbox\/google\/interaction\//);
  await page.locator('input[name="login"]').fill(`${local}@example.com`);
  await page.locator('input[name="password"]').fill('any-password');
  await page.locator('button[type="submit"]').click();
  // The consent page: a new interaction with only the authorize button.
  await expect(page.locator('input[name="login"]')).toHaveCount(0);
  await expect(page).toHaveURL(/\/sandbox\/google\/interaction\//);
  await page.locator('button[type="submit"]').click();
  return local;
}

test('"Continue with Google" signs in through the sandbox issuer and comes back logged in', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page, [SANDBOX_FONTS, SECOND_TRADE]);
  const local = await continueWithGoogle(page);

  // Back in the app at #/login?oidc=<ticket>: the ticket is traded, the member is logged in and sent home.
  await expect(page).toHaveURL(/#\/home$/, { timeout: 20_000 });
  await expect(header(page).getByRole('link', { name: 'Log in' })).toHaveCount(0);
  // The sandbox names the account after the e-mail's local part; the header shows it.
  await expect(profileMenu(page)).toContainText(local);
  // A real session: a reload keeps the member logged in.
  await page.reload();
  await expect(profileMenu(page)).toContainText(local);

  expect(errors).toEqual([]);
});

test('the Google ticket is traded exactly once', async ({ page }) => {
  // Regression: the page transition once remounted the outgoing login screen, which posted the single-use
  // ticket a second time (401). It now keys on the resolved location, and traded tickets are remembered.
  const trades: number[] = [];
  let asked = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/oidc/google/complete')) asked++;
  });
  page.on('response', (r) => {
    if (r.url().includes('/api/oidc/google/complete')) trades.push(r.status());
  });
  await continueWithGoogle(page);
  await expect(page).toHaveURL(/#\/home$/, { timeout: 20_000 });
  await expect(header(page).getByRole('button', { name: 'Profile menu' })).toBeVisible();
  // A second trade would come from the outgoing login screen: once it has left and the page transition has
  // ended, every trade has been asked for; then wait for each answer.
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toHaveCount(0);
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
  await expect.poll(() => trades.length, { message: 'every trade asked for is answered' }).toBe(asked);
  expect(trades).toEqual([200]);
});
