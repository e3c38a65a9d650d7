// One logged-in browser context per demo account and worker, to save UI logins: a journey that only needs to be
// someone gets a new page in that context instead of a new context and a UI login (about 4 s each). The
// session is two cookies and a non-extractable WebCrypto key in IndexedDB (src/lib/token-cipher.ts), so a
// saved storageState cannot carry it; a context kept open does.
//
// Shared by every journey of the worker that logs in as the same account: cookies, localStorage and
// IndexedDB. A journey that changes what those hold (the interface language, a wallet binding, signing out,
// logging in as part of what it tests) keeps its own context and login. Each page is new (its console, its
// sessionStorage) and closed after the test.
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type WorkerInfo,
} from '@playwright/test';
import type { Account } from './accounts';
import { watchNetwork } from './a11y';
import { collectConsoleErrors } from './console';
import { loginAs } from './journeys';
import { profileMenu } from './members';

/**
 * A new page of `account`'s session, opened at `path` (a hash route) and past any login guard, with its
 * console errors collected from before the first request (collectConsoleErrors; `ignore` drops known noise)
 * and its network watched (settle, axe).
 */
export type SignedIn = (
  account: Account,
  path?: string,
  ignore?: RegExp[],
) => Promise<{ page: Page; errors: string[] }>;

/** The project's context options (viewport, base URL): worker fixtures cannot use the test-scoped ones. */
export function projectContext(info: Pick<WorkerInfo, 'project'>): BrowserContextOptions {
  const use = info.project.use;
  return {
    baseURL: use.baseURL,
    viewport: use.viewport,
    userAgent: use.userAgent,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    reducedMotion: use.reducedMotion,
    serviceWorkers: use.serviceWorkers,
  };
}

/** Logs `account` in on a page of a new context; the page closes once the sealed token cookie is written. */
async function logIn(
  browser: Browser,
  info: Pick<WorkerInfo, 'project'>,
  account: Account,
): Promise<BrowserContext> {
  const context = await browser.newContext(projectContext(info));
  const page = await context.newPage();
  await loginAs(page, account);
  // The token cookie is written once the token is sealed with the IndexedDB key; a new page needs both.
  await expect
    .poll(async () => (await context.cookies()).some((c) => c.name === 'token'), {
      message: `the sealed token cookie of ${account.loginName}`,
    })
    .toBe(true);
  await page.close();
  return context;
}

export const test = base.extend<{ signedIn: SignedIn }, { sessions: Map<string, Promise<BrowserContext>> }>({
  sessions: [
    // Depends on the browser so that its contexts are closed here, before the browser goes.
    async ({ browser: _browser }, use) => {
      const contexts = new Map<string, Promise<BrowserContext>>();
      await use(contexts);
      // A login that failed has failed its test already; only the contexts that exist are closed here.
      const settled = await Promise.allSettled(contexts.values());
      for (const r of settled) if (r.status === 'fulfilled') await r.value.close();
    },
    { scope: 'worker' },
  ],
  signedIn: async ({ browser, sessions }, use, testInfo) => {
    const pages: Page[] = [];
    await use(async (account, path = '/#/home', ignore = []) => {
      let context = sessions.get(account.loginName);
      if (!context) {
        context = logIn(browser, testInfo, account);
        sessions.set(account.loginName, context);
      }
      const page = await (await context).newPage();
      pages.push(page);
      const errors = collectConsoleErrors(page, ignore);
      watchNetwork(page);
      // As after a login, the member's details are loaded (the header names them) before the journey's screen
      // mounts: forms take their defaults from them once, when they mount (checkout's name and e-mail).
      await page.goto('/#/home');
      await expect(profileMenu(page)).toBeVisible();
      await expect(profileMenu(page).locator('.mantine-Loader-root')).toHaveCount(0);
      if (path !== '/#/home') await page.goto(path);
      // Still logged in: a login-required path would have sent the page to #/login.
      await expect(page).not.toHaveURL(/#\/login/);
      return { page, errors };
    });
    for (const page of pages) await page.close();
  },
});
