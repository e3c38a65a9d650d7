import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './support';
import { expectNoAxeViolations } from './support/a11y';
import { footer, uiText } from './support/journeys';

test('the footer newsletter refuses a bad e-mail locally and accepts a good one, twice', async ({
  page,
}, info) => {
  const errors = collectConsoleErrors(page);
  const tip = uiText('en_US', 'footer_subscribe_tip');
  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/newsletter') calls.push(r.method());
  });

  await page.goto('/#/home');
  const newsletter = footer(page).getByRole('region', { name: 'Newsletter' });
  const email = newsletter.getByRole('textbox', { name: 'E-mail address' });
  const subscribe = newsletter.getByRole('button', { name: 'Subscribe' });
  const thanks = newsletter.getByText('Thank you for subscribing!');
  // The form loads as the footer nears the viewport (WhenNear): a visitor scrolls down to it. A scroll while
  // the page is still filling in finds the footer pushed down again, as a visitor would: scrolled once more.
  await expect(async () => {
    await footer(page).scrollIntoViewIfNeeded();
    await expect(email).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(newsletter.getByText(tip)).toHaveCount(0);
  // The route walk's axe runs see the footer before the form comes (WhenNear): checked here.
  await expectNoAxeViolations(page, 'the footer with the newsletter form', 'footer');

  // Invalid: the tip shows, the field is marked invalid, and nothing is sent.
  await email.fill('not-an-email');
  await subscribe.click();
  await expect(newsletter.getByText(tip, { exact: true })).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.press('Enter');
  // Nothing sent so far; the exact count after the valid subscription below also proves no refused attempt
  // posted late (it would have been recorded before that answer).
  expect(calls).toEqual([]);
  await expect(thanks).toHaveCount(0);

  // Valid: one POST and the thank-you text; the tip goes away.
  const address = `e2e-${info.project.name}-${Date.now()}@example.com`;
  await email.fill(address);
  await expect(newsletter.getByText(tip)).toHaveCount(0);
  const first = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/newsletter');
  await subscribe.click();
  expect((await first).status()).toBe(200);
  await expect(thanks).toBeVisible();
  expect(calls).toEqual(['POST']);

  // The same address again is harmless: a second call, the same thank-you, no error.
  const second = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/newsletter');
  await subscribe.click();
  expect((await second).status()).toBe(200);
  await expect(thanks).toBeVisible();
  // The thank-you is a polite status; no error alert stands beside it.
  await expect(newsletter.getByRole('status')).toHaveText('Thank you for subscribing!');
  await expect(newsletter.getByRole('alert')).toHaveCount(0);
  expect(calls).toEqual(['POST', 'POST']);

  expect(errors).toEqual([]);
});
