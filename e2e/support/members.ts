// Helpers for the members journeys (e2e/members-*.spec.ts): unique accounts, the dev mailbox, the profile menu.
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { header } from './journeys';

/** A short unique suffix (letters and digits, never a run of 6 digits that could pass for a code). */
export function unique(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.replace(/\d{5,}/g, 'x');
}

/** A password that meets the rules: 8 to 20 characters with upper- and lower-case letters and digits. */
export function newPassword(): string {
  return `Pw${unique().slice(0, 10)}9Z`;
}

/**
 * Runs `submit` (by default a click that posts to /api/auth/* or /api/members/login-by-name; `posts` names
 * another endpoint) and, if the server answers RATE_LIMITED (the buckets allow 10 requests a minute per IP,
 * and every spec of both projects shares 127.0.0.1), waits for the next minute window and submits once more.
 * Noted as a 'rate-limited' annotation on the test.
 */
export async function submitPastRateLimit(
  page: Page,
  submit: () => Promise<void>,
  posts: RegExp = /\/api\/(auth\/|members\/login)/,
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const answer = page.waitForResponse((r) => posts.test(r.url()) && r.request().method() === 'POST');
    await submit();
    const res = await answer;
    const body = await res.text().catch(() => '');
    const limited = res.status() === 429 || /"code"\s*:\s*429\b/.test(body);
    if (!limited || attempt >= 1) return;
    const wait = 60_000 - (Date.now() % 60_000) + 1_500;
    test.info().annotations.push({ type: 'rate-limited', description: `${res.url()}: waited ${wait} ms` });
    test.setTimeout(test.info().timeout + wait);
    await page.waitForTimeout(wait);
  }
}

/** The header's member menu (the login link turns into it once logged in). */
export function profileMenu(page: Page): Locator {
  return header(page).getByRole('button', { name: 'Profile menu' });
}

/** Signs out with the profile menu and waits until the header shows the login link again. */
export async function signOut(page: Page): Promise<void> {
  type Marks = { e2eBeforeSignOut?: boolean; e2eSignedOutAt?: number };
  await profileMenu(page).click();
  // A mark on this document: a reload (see below) drops it.
  await page.evaluate(() => ((window as Marks).e2eBeforeSignOut = true));
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByText('You have signed out.')).toBeVisible();
  // The app sets its 1 s timer (LOGOUT_REDIRECT_MS) as it shows the notice, so no later than now.
  await page.evaluate(() => ((window as Marks).e2eSignedOutAt = performance.now()));
  await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(profileMenu(page)).toHaveCount(0);
  // Then the app moves on by itself (spec §9): a reload of a login-required page, else home. Wait for it, or
  // it pulls the page away from whatever the journey opens next. A reload shows as a document without the
  // mark; going home from home only reloads the same screen and shows nowhere, so there the page's own clock
  // must pass the timer (a quarter second more, for a timer task that runs late on a loaded machine).
  await page.waitForFunction(() => {
    const w = window as Marks;
    if (!w.e2eBeforeSignOut) return true;
    return window.location.hash === '#/home' && performance.now() > (w.e2eSignedOutAt ?? Infinity) + 1_250;
  });
}

/**
 * Reads a value from the newest #/devMailbox message for `recipient`, in a second page of the same context
 * (the UI a local user reads): `pick` returns it from the message text (recipient removed) or null.
 * Refreshes until it is there and not one of `after`.
 */
async function readFromMailbox(
  context: BrowserContext,
  recipient: string,
  what: string,
  pick: (text: string) => string | null,
  after: string[] = [],
): Promise<string> {
  const mailbox = await context.newPage();
  try {
    await mailbox.goto('/#/devMailbox');
    await expect(mailbox.getByRole('heading', { name: 'Dev mailbox', level: 1 })).toBeVisible();
    let value = '';
    await expect(async () => {
      await mailbox.getByRole('button', { name: 'Refresh' }).click();
      const newest = mailbox
        .getByRole('list', { name: 'Messages' })
        .getByRole('listitem')
        .filter({ hasText: recipient })
        .first();
      const found = pick((await newest.innerText()).replace(recipient, ''));
      expect(found, `${what} for ${recipient} in the dev mailbox`).not.toBeNull();
      expect(after).not.toContain(found);
      value = found!;
    }).toPass({ timeout: 15_000 });
    return value;
  } finally {
    await mailbox.close();
  }
}

/**
 * Reads the newest 6-digit code sent to `recipient` (an e-mail address or a full mobile '+85291234567')
 * from #/devMailbox; `after` skips codes already used.
 */
export async function readCodeFromMailbox(
  context: BrowserContext,
  recipient: string,
  after: string[] = [],
): Promise<string> {
  const pick = (text: string) =>
    (/Your verification code is (\d{6})\b/.exec(text) ?? /\b(\d{6})\b/.exec(text))?.[1] ?? null;
  return readFromMailbox(context, recipient, 'a code', pick, after);
}

/**
 * Follows the image captchas a page draws (the answers of GET /api/captcha: picture and id), so a journey
 * can look the picture on screen up in the dev mailbox, where the server files each answer under its id.
 */
export function watchCaptchas(page: Page): { idOf(svg: string): Promise<string> } {
  const ids = new Map<string, string>();
  page.on('response', (res) => {
    if (new URL(res.url()).pathname !== '/api/captcha' || !res.ok()) return;
    void res
      .json()
      .then((body: { data?: { captchaId?: string; svg?: string } }) => {
        if (body.data?.captchaId && body.data.svg) ids.set(body.data.svg, body.data.captchaId);
      })
      .catch(() => undefined);
  });
  return {
    async idOf(svg) {
      await expect.poll(() => ids.has(svg), { message: 'the captcha on screen was drawn' }).toBe(true);
      return ids.get(svg)!;
    },
  };
}

/**
 * Types the picture code shown on `page`: takes the picture on screen, reads its answer from #/devMailbox
 * (the dev mailbox shows captcha answers while it is on) and fills the "Picture code" box.
 */
export async function solveCaptcha(page: Page, captchas: ReturnType<typeof watchCaptchas>): Promise<void> {
  const picture = page.getByRole('img', { name: 'Picture code' });
  await expect(picture).toBeVisible();
  const src = (await picture.getAttribute('src')) ?? '';
  const svg = decodeURIComponent(src.replace(/^data:image\/svg\+xml;utf8,/, ''));
  const id = await captchas.idOf(svg);
  const pick = (text: string) => /Picture code: (\w+)/.exec(text)?.[1] ?? null;
  const answer = await readFromMailbox(page.context(), id, 'a picture code', pick);
  await page.getByRole('textbox', { name: 'Picture code' }).fill(answer);
}

/**
 * Sends a code with a form's "Send code" button, solving the picture code first when `captchas` is given
 * (SMS). If the server answers RATE_LIMITED (the 'otp' bucket allows 10 code requests a minute per IP, and
 * every spec of both projects shares 127.0.0.1), waits for the next minute window and sends once more, with
 * a new picture code (the form draws one after every answer). Noted as a 'rate-limited' annotation.
 */
export async function sendCodePastRateLimit(
  page: Page,
  send: Locator,
  captchas?: ReturnType<typeof watchCaptchas>,
): Promise<void> {
  await submitPastRateLimit(
    page,
    async () => {
      if (captchas) await solveCaptcha(page, captchas);
      await send.click();
    },
    /\/api\/codes\//,
  );
}

/** The console error a RATE_LIMITED code request leaves (sendCodePastRateLimit then sends again). */
export const CODE_RATE_LIMITED = /429 \(Too Many Requests\) \(http:\/\/[^)]+\/api\/codes\//;

/** A Hong Kong mobile number (8 digits starting 5, 6 or 9) no other journey of this run uses. */
export function uniqueHkMobile(): string {
  const digits =
    `${Date.now() % 1e5}`.padStart(5, '0') + `${Math.floor(Math.random() * 100)}`.padStart(2, '0');
  return `${'569'[Math.floor(Math.random() * 3)]}${digits}`;
}

/** The sign-up form (its section is labelled by its heading); the footer has an e-mail box too. */
export function signupForm(page: Page): Locator {
  return page.getByRole('region', { name: 'Create an account' });
}

/** Accepts the terms on the login or sign-up form. */
export async function acceptTerms(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /^I have read and accept/ }).check();
}

/** Fills the new password and its confirmation (sign-up's NewPasswordFields). */
export async function fillNewPassword(page: Page, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(password);
}

/**
 * Signs up a fresh member by login name (no code needed) and waits to be logged in. For journeys that change
 * an account's state, so the demo accounts other specs (and the other project, same server) use stay as seeded.
 */
export async function signUpByLoginName(
  page: Page,
  account: { loginName: string; password: string },
): Promise<void> {
  await page.goto('/#/signup');
  await expect(page.getByRole('heading', { name: 'Create an account', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Login name' }).click();
  await signupForm(page).getByRole('textbox', { name: 'Choose a login name' }).fill(account.loginName);
  await fillNewPassword(page, account.password);
  await acceptTerms(page);
  await submitPastRateLimit(page, () => page.getByRole('button', { name: 'Sign up', exact: true }).click());
  await expect(page).not.toHaveURL(/#\/signup/);
  await expect(profileMenu(page)).toBeVisible();
}

/** Logs in at #/login with the "E-mail and password" tab; waits to leave the login page. */
export async function loginByEmail(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/#/login');
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'E-mail and password' }).click();
  const form = page.getByRole('region', { name: 'Log in' });
  await form.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await acceptTerms(page);
  await submitPastRateLimit(page, () => page.getByRole('button', { name: 'Log in', exact: true }).click());
  await expect(page).not.toHaveURL(/#\/login/);
  await expect(profileMenu(page)).toBeVisible();
}
