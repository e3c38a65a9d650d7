import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './support';

test('the root redirects to #/home and the home screen renders without console errors', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await expect(page).toHaveURL(/#\/home$/);
  await expect(page.locator('#root')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('/api/health answers ok', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body.meta.message).toBe('ok');
  expect(body.data).toEqual({ status: 'up' });
});

test('/api/openapi.json publishes operationIds', async ({ request }) => {
  const res = await request.get('/api/openapi.json');
  expect(res.status()).toBe(200);
  const doc = await res.json();
  const ids = Object.values(doc.paths as Record<string, Record<string, { operationId?: string }>>)
    .flatMap((ops) => Object.values(ops))
    .map((op) => op.operationId)
    .filter(Boolean);
  expect(ids.length).toBeGreaterThan(0);
  expect(new Set(ids).size).toBe(ids.length);
});
