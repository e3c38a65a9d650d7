import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Browser, type Page } from '@playwright/test';
import { collectConsoleErrors, DEMO_ACCOUNTS } from './support';
import { expectNoAxeViolations, settle, watchNetwork } from './support/a11y';
import { header, uiText, type Locale } from './support/journeys';
import { readCodeFromMailbox } from './support/members';
import { png } from './support/items';
import { expectFitsPhone } from './support/payments';
import { test, type SignedIn } from './support/sessions';

// Merchants: a business registers (three steps, the e-mail code, documents; the draft survives a
// reload), a platform operator approves it, and the new merchant buys the Basic plan with the sandbox card; the
// pricing page then shows the plan and the profile menu the coupon entry. Desktop and phone; once in zh_TW.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** What `catalog`'s screen shows for `id` in `locale` (a feature's own words first, else any catalog's). */
function text(locale: Locale, catalog: string, id: string): string {
  const po = readFileSync(path.join(ROOT, 'locales', locale, `${catalog}.po`), 'utf8');
  const at = po.indexOf(`\nmsgid ${JSON.stringify(id)}\nmsgstr "`);
  if (at < 0) return uiText(locale, id);
  const line = po.slice(at + 1).split('\n')[1]!;
  return (JSON.parse(line.slice('msgstr '.length)) as string) || id;
}

async function axe(page: Page, where: string) {
  await settle(page);
  await expectNoAxeViolations(page, where);
}

/** The operator approves the application of `company` as a COUPON merchant, in their own session. */
async function approve(signedIn: SignedIn, company: string, check: boolean) {
  const { page } = await signedIn(admin, '/#/merchantReview');
  await expect(page.getByRole('heading', { level: 1, name: 'Merchant applications' })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(company) }).click();
  const review = page.getByRole('region', { name: company });
  await expect(review.getByText('Business registration (BR): br.png')).toBeVisible();
  if (check) await axe(page, 'merchantReview with an application');
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Decision saved; the applicant was told by e-mail.')).toBeVisible();
  await page.close();
}

/** Steps 1 and 2 of the registration filled as an applicant types them, with Next after each. */
async function companyAndContact(page: Page, t: (id: string) => string, company: string, email: string) {
  const box = (name: string) => page.getByRole('textbox', { name: t(name), exact: true });
  await box('Company name').fill(company);
  await page.getByRole('combobox', { name: t('Entity type') }).selectOption('LIMITED_COMPANY');
  await page.getByRole('combobox', { name: t('Industry') }).selectOption('FOOD_BEVERAGE');
  await box('Main business').fill('Tea shop and café');
  await page.getByRole('combobox', { name: t('Country or region') }).selectOption('HK');
  await box('Detailed address').fill('1 Harbour Road, Wan Chai');
  await page.getByRole('button', { name: t('Next') }).click();
  await box('First name').fill('Mei');
  await box('Last name').fill('Chan');
  await box('Position').fill('Owner');
  await box('Contact number').fill('23456789');
  await box('E-mail').fill(email);
  await box('Website').fill('https://tea.example.com');
  await page.getByRole('button', { name: t('Next') }).click();
}

async function journey(page: Page, browser: Browser, signedIn: SignedIn, baseURL: string, locale: Locale) {
  const t = (id: string) => text(locale, 'merchants', id);
  // A business account without a merchant yet: its merchant detail answers 404 (spec §7), kept as empty.
  const errors = collectConsoleErrors(page, [/status of 404 .*\/api\/merchants\/detail\?/]);
  watchNetwork(page);
  const check = locale === 'en_US';
  if (locale !== 'en_US') await page.context().addCookies([{ name: 'nftLang', value: locale, url: baseURL }]);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `shop-${stamp}@example.com`;
  const company = `Harbour Tea ${stamp}`;

  // A visitor on the pricing page is led to register the business.
  await page.goto('/#/pricing');
  await page.getByRole('link', { name: text(locale, 'pricing', 'Start with Basic') }).click();
  await expect(page).toHaveURL(/#\/registerForm/);
  await expect(page.getByRole('heading', { level: 1, name: t('Register your business') })).toBeVisible();

  // Step 1: going on empty shows the errors and focuses the first field.
  const box = (name: string) => page.getByRole('textbox', { name: t(name), exact: true });
  await page.getByRole('button', { name: t('Next') }).click();
  await expect(box('Company name')).toBeFocused();
  if (check) await axe(page, 'registerForm step 1 with errors');
  // Steps 1 and 2, then a reload: the draft brings the applicant back to step 3 with what they typed.
  await companyAndContact(page, t, company, email);
  await expect(page.getByRole('heading', { level: 2, name: t('Your account') })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: t('Your account') })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // Step 3: the e-mail code, the password, the documents (a GIF is refused at once), the terms.
  await page.getByRole('button', { name: text(locale, 'members', 'Send code') }).click();
  // The dev mailbox in its own (English) browser context.
  const mailbox = await browser.newContext();
  const code = await readCodeFromMailbox(mailbox, email);
  await mailbox.close();
  await page.getByRole('textbox', { name: text(locale, 'members', 'Verification code') }).fill(code);
  await page
    .getByRole('textbox', { name: text(locale, 'members', 'Password'), exact: true })
    .fill('TeaHouse2026');
  await page
    .getByRole('textbox', { name: text(locale, 'members', 'Confirm password'), exact: true })
    .fill('TeaHouse2026');
  const files = page.locator('input[type="file"]');
  await files.nth(0).setInputFiles({ name: 'br.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(
    page.getByText(t('This file type cannot be used. Accepted types: JPG, JPEG, PNG, PDF.')),
  ).toBeVisible();
  await files
    .nth(0)
    .setInputFiles({ name: 'br.png', mimeType: 'image/png', buffer: await png([40, 90, 160]) });
  await files.nth(1).setInputFiles({ name: 'ci.pdf', mimeType: 'application/pdf', buffer: PDF });
  await files.nth(2).setInputFiles({ name: 'bank.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('checkbox', { name: t('Send me news and promotions for merchants') }).check();
  await page.getByRole('checkbox', { name: /^(I have read and accept|我已閱讀並同意)/ }).check();
  if (check) await axe(page, 'registerForm step 3 filled');
  await expectFitsPhone(page);
  await page.getByRole('button', { name: t('Submit application') }).click();
  await expect(page.getByText(t('Under review'))).toBeVisible({ timeout: 30_000 });
  if (check) await axe(page, 'registerForm application under review');

  // The operator approves it; the applicant's page then offers the plans.
  await approve(signedIn, company, check);
  await page.reload();
  await expect(page.getByText(t('Approved'))).toBeVisible();
  await page.getByRole('link', { name: t('Choose a plan') }).click();

  // Basic with the sandbox card, through the checkout's payment page.
  await expect(page).toHaveURL(/#\/pricing/);
  await page
    .getByRole('region', { name: text(locale, 'pricing', 'Basic') })
    .getByRole('button', { name: text(locale, 'pricing', 'Start with Basic') })
    .click();
  await expect(page).toHaveURL(/#\/payment\?orderId=/);
  const c = (id: string) => text(locale, 'checkout', id);
  await expect(page.getByRole('heading', { level: 1, name: c('Payment') })).toBeVisible();
  const card = page.getByRole('radio', { name: c('Card — secure card page') });
  if (!(await card.isChecked())) await card.check();
  await page.getByRole('checkbox', { name: /terms of service|服務條款/ }).check();
  await page.getByRole('checkbox', { name: /privacy policy|私隱政策/ }).check();
  await page.getByRole('button', { name: c('Pay now') }).click();
  await expect(page).toHaveURL(/#\/sandboxCard\?ref=/);
  await page.getByRole('textbox', { name: text(locale, 'messages', 'Card number') }).fill('4242424242424242');
  await page.getByRole('textbox', { name: text(locale, 'messages', 'Expiry (MM/YY)') }).fill('12/30');
  await page.getByRole('textbox', { name: text(locale, 'messages', 'CVC') }).fill('123');
  await page.getByRole('textbox', { name: text(locale, 'messages', 'Name on card') }).fill('Chan Mei');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/paymentSuccess\?orderId=/, { timeout: 30_000 });

  // The plan is on once the fulfilment job applied it; the pricing page and the profile menu show it.
  const p = (id: string) => text(locale, 'pricing', id);
  await page.goto('/#/pricing');
  await expect
    .poll(
      async () => {
        await page.reload();
        const plan = page.getByRole('region', { name: p('Your plan') });
        await expect(plan).toBeVisible();
        return (await plan.getByRole('status').textContent()) ?? '';
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .toContain(p('Renews on {0}.').split('{0}')[0]!.trim());
  await expect(
    page.getByRole('region', { name: p('Basic') }).getByRole('button', { name: p('Your current plan') }),
  ).toBeDisabled();
  if (check) await axe(page, 'pricing with the merchant plan');
  await expectFitsPhone(page);
  // Spec §6: a COUPON merchant has the coupon entry in the profile menu.
  await header(page)
    .getByRole('button', { name: new RegExp(uiText(locale, 'Profile menu')) })
    .click();
  await expect(
    page.getByRole('menuitem', { name: text(locale, 'members', 'Issue e-coupons') }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  expect(errors).toEqual([]);
}

test('a business registers, is approved and buys the Basic plan with the sandbox card', async ({
  page,
  browser,
  signedIn,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await journey(page, browser, signedIn, baseURL!, 'en_US');
});

// The same journey once more, in Traditional Chinese at the phone's width: one run per width and a CJK language,
// instead of the English journey at both widths too.
test(
  'the same in Traditional Chinese (zh_TW), on a phone',
  { tag: '@phone-only' },
  async ({ page, browser, signedIn, baseURL }) => {
    test.setTimeout(240_000);
    await journey(page, browser, signedIn, baseURL!, 'zh_TW');
  },
);

test(
  'super admin: the second password unlocks the internal offering (spec §6)',
  { tag: '@phone' },
  async ({ signedIn }) => {
    const { page, errors } = await signedIn(admin, '/#/superAdmin', [
      /status of 400 .*\/api\/admin\/super\/unlock/,
    ]);
    await expect(page.getByRole('heading', { level: 1, name: 'Super admin' })).toBeVisible();
    const password = page.getByLabel('Super admin password');
    await password.fill('not the password');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByText('Wrong password.')).toBeVisible();
    await axe(page, 'superAdmin with a wrong password');
    await password.fill('SuperAdmin2026');
    await page.getByRole('button', { name: 'Unlock' }).click();
    // The demo merchant, with its plan (Enterprise once the e-stamps journey has granted it) and the offer's
    // controls.
    const demo = page.getByRole('region', { name: /Harbour Bean Café/ });
    await expect(demo.locator('.mantine-Badge-label', { hasText: /^(Business|Enterprise)$/ })).toBeVisible();
    await expect(demo.getByRole('button', { name: 'Offer' })).toBeVisible();
    await axe(page, 'superAdmin unlocked');
    await expectFitsPhone(page);
    expect(errors).toEqual([]);
  },
);

// A field only the server can refuse, in Traditional Chinese at phone and desktop width. An
// e-mail that already has an account is known only once step 2 is checked; the field itself says so in words,
// takes the focus (in view), and the screen passes axe.
test(
  'an e-mail that already has an account is marked on its own field, in zh_TW',
  { tag: '@phone' },
  async ({ page, baseURL }) => {
    const t = (id: string) => text('zh_TW', 'merchants', id);
    const errors = collectConsoleErrors(page);
    watchNetwork(page);
    await page.context().addCookies([{ name: 'nftLang', value: 'zh_TW', url: baseURL! }]);
    await page.goto('/#/registerForm');
    await expect(page.getByRole('heading', { level: 1, name: t('Register your business') })).toBeVisible();
    const taken = DEMO_ACCOUNTS.find((a) => a.role === 'buyer')!.email;
    await companyAndContact(page, t, `Harbour Tea ${Date.now()}`, taken);

    const email = page.getByRole('textbox', { name: t('E-mail'), exact: true });
    const why = t(
      'This e-mail already belongs to an account. Please register the business with another e-mail, or log in.',
    );
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(new RegExp(why.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(email).toBeFocused();
    await expect(email).toBeInViewport();
    await expect(page.getByRole('heading', { level: 2, name: t('Contact person') })).toBeVisible();
    await axe(page, 'registerForm step 2 with a taken e-mail in zh_TW');
    await expectFitsPhone(page);
    expect(errors).toEqual([]);
  },
);
