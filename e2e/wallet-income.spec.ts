import { expect, type Page } from '@playwright/test';
import { formatEther } from 'ethers';
import { creator } from './support';
import { fillCommon } from './support/items';
import { unique } from './support/members';
import { rpc } from './support/wallet';
import { test } from './support/sessions';

/** Each project withdraws on its own chain, so desktop and phone runs on one server both find income. */
const CHAIN = { desktop: 'Ethereum', phone: 'Polygon' } as const;

async function stepWindow(page: Page, open: () => Promise<void>): Promise<Page> {
  const popup = page.context().waitForEvent('page');
  await open();
  const step = await popup;
  await step.waitForLoadState();
  await expect(step).toHaveURL(/#\/wallet\?ref=/);
  return step;
}

// A creator's new SELF item is minted by the background job and reaches "Minted" with its token;
// the creator withdraws income, the window confirms, the 2 s recheck sees it paid, and the payout is a real
// transaction on the chain with the withdrawn amount.
test('a new item is minted, and a creator withdraws income paid out on chain', async ({
  signedIn,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const project = test.info().project.name as keyof typeof CHAIN;
  const chain = CHAIN[project];

  const { page, errors } = await signedIn(creator, '/#/create');
  await fillCommon(page, `Mintwort ${unique()}`);
  await page.getByRole('button', { name: 'Create item' }).click();
  await expect(page).toHaveURL(/#\/itemView\?id=/);
  await expect(page.getByText('Minted', { exact: true })).toBeVisible({ timeout: 150_000 });
  await expect(page.getByText(/^Token #\d+/)).toBeVisible();

  await page.goto('/#/wallet');
  const card = page.getByRole('region', { name: new RegExp(chain) });
  await card.getByRole('button', { name: 'Withdraw' }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`Withdraw income on ${chain}`) });
  await dialog.getByRole('checkbox').check();
  const step = await stepWindow(page, () => dialog.getByRole('button', { name: 'Withdraw' }).click());
  const coin = chain === 'Ethereum' ? 'ETH' : 'MATIC';
  // The review's Amount row: the window's header shows the wallet balance in the same coin, and it comes first.
  const amountCell = step.getByRole('row', { name: /^Amount/ }).getByRole('cell');
  await expect(amountCell).toHaveText(new RegExp(`^[\\d,.]+ ${coin}$`));
  const amount = Number((await amountCell.textContent())!.replace(/[^\d.]/g, ''));
  expect(amount).toBeGreaterThan(0);
  await step.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(step).toHaveURL(/pf=web3/);
  // Spec §4: the dialog asks; 2 s after the answer the app checks the withdrawal by ref and chain.
  await dialog.getByRole('button', { name: 'I confirmed it' }).click();
  await expect(dialog.getByText('Withdrawal succeeded')).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  await page.goto('/#/withdraws');
  await expect(page.getByText('Transaction hash').first()).toBeVisible();
  const hashes = await page
    .locator('span[title]')
    .evaluateAll((els) =>
      els.map((e) => e.getAttribute('title')!).filter((t) => /^0x[0-9a-f]{64}$/i.test(t)),
    );
  expect(hashes.length).toBeGreaterThan(0);
  const tx = await rpc(baseURL!, chain === 'Ethereum' ? 'ethereum' : 'polygon', 'eth_getTransactionByHash', [
    hashes[0],
  ]);
  const receipt = await rpc(
    baseURL!,
    chain === 'Ethereum' ? 'ethereum' : 'polygon',
    'eth_getTransactionReceipt',
    [hashes[0]],
  );
  expect(receipt.status).toBe('0x1');
  // The payout carries the amount the wallet window's review showed.
  expect(amount).toBeCloseTo(Number(formatEther(BigInt(tx.value))), 4);
  expect(errors).toEqual([]);
});
