import { expect, type Browser, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../server/db/seed/accounts';
import { collectConsoleErrors } from './console';
import { writeFakeCamera } from './fake-camera';
import { loginAs } from './journeys';

// The door page on a phone, for the door journeys (e2e/door.spec.ts) and the verdict bench (bench/door-verdict.ts).

const merchant = DEMO_ACCOUNTS.find((a) => a.role === 'merchant')!;

/** A phone-sized door page of the merchant in its own context of `browser`, logged in through the UI. */
export async function doorPhone(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    reducedMotion: 'reduce',
    // The door reloads offline through the app's service worker (playwright.config.ts blocks it elsewhere).
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  // Offline on purpose: the app's own calls that fail then (usage events, the event list) are expected.
  const errors = collectConsoleErrors(page, [/ERR_INTERNET_DISCONNECTED/]);
  await loginAs(page, merchant);
  return { context, page, errors };
}

/** Opens the event's door and waits for its kit and camera (its QR reader is loaded while online). */
export async function openDoor(page: Page, eventId: string) {
  await page.goto(`/#/door?event=${eventId}`);
  await expect(page.getByTestId('door-camera')).toHaveAttribute('data-state', 'running', { timeout: 20_000 });
  await expect(page.getByTestId('door-desk')).toHaveAttribute('data-kit-state', 'ready', { timeout: 20_000 });
}

/** Leaves the door (the camera stops), shows `text` to the fake camera, and comes back: the camera reads it. */
export async function showToCamera(page: Page, file: string, eventId: string, text: string | null) {
  await page.evaluate(() => (location.hash = '#/door'));
  await expect(page.getByTestId('door-desk')).toHaveCount(0);
  await writeFakeCamera(file, text);
  await page.evaluate((id) => (location.hash = `#/door?event=${id}`), eventId);
  await expect(page.getByTestId('door-desk')).toHaveAttribute('data-kit-state', 'ready');
}
