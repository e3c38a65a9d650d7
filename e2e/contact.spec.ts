import { expect, type Page, type Response } from '@playwright/test';
import { buyer, DEMO_ACCOUNTS } from './support';
import { test } from './support/sessions';

const buyerEmail = DEMO_ACCOUNTS.find((a) => a.role === 'buyer')!.email;
const isContactPost = (r: { url(): string }) => new URL(r.url()).pathname === '/api/contact';

function field(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

async function fillContact(page: Page, subject: string, message: string) {
  // Name and e-mail are prefilled from the member when the header has loaded it; fill them regardless.
  await field(page, 'Name').fill(buyer.name!);
  await field(page, 'E-mail').fill(buyerEmail);
  await field(page, 'Subject').fill(subject);
  await field(page, 'Message').fill(message);
}

async function sendAndReadId(page: Page): Promise<number> {
  const answer: Promise<Response> = page.waitForResponse(
    (r) => isContactPost(r) && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Send message' }).click();
  const res = await answer;
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: { id: number } };
  expect(Number.isInteger(body.data.id)).toBe(true);
  return body.data.id;
}

test('a member sends a contact message: short messages are refused locally, valid ones are acknowledged', async ({
  signedIn,
}, info) => {
  const { page, errors } = await signedIn(buyer, '/#/contact');
  const posts: string[] = [];
  page.on('request', (r) => {
    if (isContactPost(r)) posts.push(r.method());
  });

  await expect(page).toHaveURL(/#\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();

  // Too short: the message field shows its error and nothing is sent.
  await fillContact(page, 'Order question', 'too short');
  await page.getByRole('button', { name: 'Send message' }).click();
  const tooShort = page.getByText('Your message needs between 10 and 2000 characters.');
  await expect(tooShort).toBeVisible();
  await expect(field(page, 'Message')).toHaveAttribute('aria-invalid', 'true');
  // Nothing sent so far; the exact count after the valid message below also proves the refused one did not
  // post late (it would have been recorded before that answer).
  expect(posts).toEqual([]);
  await expect(page.getByRole('heading', { name: 'Message sent' })).toHaveCount(0);

  // Valid: one POST, the server answers with the stored message's id, and the acknowledgement shows.
  const stamp = `${info.project.name} ${Date.now()}`;
  await fillContact(page, `Order question ${stamp}`, `Where is my order? Journey run ${stamp}.`);
  await expect(tooShort).toHaveCount(0);
  const firstId = await sendAndReadId(page);
  const ack = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Message sent' }) });
  await expect(ack).toBeVisible();
  await expect(ack).toContainText(buyerEmail);
  expect(posts).toEqual(['POST']);

  // "Send another message": an empty subject and message, and a second message is stored after the first.
  await ack.getByRole('button', { name: 'Send another message' }).click();
  await expect(field(page, 'Subject')).toHaveValue('');
  await expect(field(page, 'Message')).toHaveValue('');
  await fillContact(page, `Follow-up ${stamp}`, `One more detail about my order, run ${stamp}.`);
  const secondId = await sendAndReadId(page);
  expect(secondId).toBeGreaterThan(firstId);
  await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();
  expect(posts).toEqual(['POST', 'POST']);

  expect(errors).toEqual([]);
});
