import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './support';
import { newPassword, signUpByLoginName, unique } from './support/members';
import { injectWallet } from './support/wallet';

/** The Ethereum card of the "My wallet" page. */
const ethereumCard = (page: Page) => page.getByRole('region', { name: /Ethereum/ });

/** Runs the step opened in a new window by `open` and returns once that window reports back. */
async function inStepWindow(page: Page, open: () => Promise<void>, run: (step: Page) => Promise<void>) {
  const popup = page.context().waitForEvent('page');
  await open();
  const step = await popup;
  await step.waitForLoadState();
  await expect(step).toHaveURL(/#\/wallet\?ref=/);
  await run(step);
  await expect(step).toHaveURL(/pf=web3/);
}

// A member binds a browser wallet (EIP-6963 + Sign-In with Ethereum in the wallet window), sees
// bind success with the address, then unbinds it (nothing holds it, so unbinding is allowed).
test('a member connects a browser wallet and unbinds it', async ({ page, context }) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  const wallet = await injectWallet(context);
  await signUpByLoginName(page, { loginName: `w${unique()}`, password: newPassword() });

  await page.goto('/#/wallet');
  const card = ethereumCard(page);
  await expect(card.getByText('No wallet connected')).toBeVisible();
  await card.getByRole('button', { name: 'Connect wallet' }).click();
  await inStepWindow(
    page,
    () => page.getByRole('button', { name: /^MetaMask/ }).click(),
    async (step) => {
      await step.getByRole('button', { name: /E2E Wallet/ }).click();
      await expect(step.getByText(/Wallet bound|bound/i).first()).toBeVisible();
    },
  );
  const dialog = page.getByRole('dialog', { name: /Connect a wallet on/ });
  // The step window reports over BroadcastChannel; "I have finished" stays as the manual path.
  const finished = dialog.getByRole('button', { name: 'I have finished' });
  if (await finished.isVisible()) await finished.click();
  await expect(dialog.getByRole('status')).toContainText('Bind success');
  expect(wallet.signed.join('\n')).toContain(wallet.address);
  expect(wallet.signed.join('\n')).toMatch(/Chain ID: 31337/);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  const short = `${wallet.address.slice(0, 5)}`;
  await expect(card.getByLabel(`Address ${wallet.address}`)).toContainText(short);

  await card.getByRole('button', { name: 'Unbind' }).click();
  const unbind = page.getByRole('dialog', { name: /Unbind wallet on/ });
  await inStepWindow(
    page,
    () => unbind.getByRole('button', { name: 'Unbind' }).click(),
    async (step) => {
      await step.getByRole('button', { name: /Unbind/ }).click();
    },
  );
  const done = unbind.getByRole('button', { name: 'I have finished' });
  if (await done.isVisible()) await done.click();
  await expect(unbind.getByText('Wallet unbound')).toBeVisible();
  await unbind.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(card.getByText('No wallet connected')).toBeVisible();
  expect(errors).toEqual([]);
});
