import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { ProductDetail } from '../server/schemas/products';
import type { Order } from '../server/schemas/orders';
import { devAccount } from '../server/db/seed/demo-coins';
import { buyer, collectConsoleErrors, creator } from './support';
import { watchNetwork } from './support/a11y';
import { productCards, viewProduct } from './support/items';
import { isPhone, loginAs, uiText } from './support/journeys';
import { apiLogin, ok, type ApiSession } from './support/orders';
import { axeAt as axe, BOTH_WIDTHS, expectFitsPhone } from './support/payments';
import { injectWallet, rpc } from './support/wallet';
import { test } from './support/sessions';

// Crypto: an NFT priced in a coin, paid "Crypto from a wallet" — from the demo buyer's marketplace
// (custodial) wallet, which the server sends from and the watcher job confirms; and from a browser wallet (the
// injected EIP-1193 test wallet, a funded development account), whose transaction the app sends and submits.
// Either way only the server's reading of the receipt moves the order to FULLPAID. One run each (BOTH_WIDTHS):
// the steps are the same at both widths, so each screen's axe and fit are checked at the phone's width by
// narrowing the page instead of paying a second time.

const t = (id: string) => uiText('en_US', id);
const PAID = ['FULLPAID', 'DELIVERY', 'FINISHED'];

/**
 * A demo creator's minted SELF item on sale in ETH, held by the creator and unlocked. Each journey takes the
 * `slot`-th such item counted from the end of the list (the card journey takes them from the start), so
 * parallel runs do not reach for one token.
 */
async function coinItem(request: APIRequestContext, slot: number) {
  let found: ProductDetail | undefined;
  await expect
    .poll(
      async () => {
        const cards = await productCards(request, { type: 'SELF', market: 'primary', curr: 'ETH' });
        let seen = 0;
        for (const c of cards.filter((x) => x.creator.name === creator.name).reverse()) {
          const d = await viewProduct(request, c.id);
          const held = d.owners.some((o) => o.member.name === creator.name);
          if (d.mintStatus !== 'MINTED' || !held || d.status !== 'ON_SALE' || !d.stock || d.lockedUntil)
            continue;
          if (d.sellType !== 'FIXED') continue; // an auction item is bid on, not bought
          if (seen++ < slot) continue;
          found = d;
          return true;
        }
        return false;
      },
      { timeout: 90_000, intervals: [3_000] },
    )
    .toBe(true);
  return found!;
}

async function orderReaches(request: APIRequestContext, who: ApiSession, orderId: string, labels: string[]) {
  let order: Order | undefined;
  await expect
    .poll(
      async () => {
        order = await ok<Order>(request, 'GET', '/api/orders/detail', { orderId }, who);
        return labels.includes(order.status);
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toBe(true);
  return order!;
}

/** Item page → Buy now → step 1 in the item's coin → the payment page (the wallet is chosen there). */
async function orderInCoin(page: Page, item: ProductDetail, coin: string) {
  await page.goto(`/#/itemDetails?id=${item.id}`);
  await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
  await page
    .getByRole('button', { name: t('Buy now') })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: t('Check order') })).toBeVisible();
  // The heading shows while the order is checked: the checked order's form is what "Pay in" belongs to.
  await expect(page.getByRole('button', { name: t('Submit order') })).toBeVisible();
  // "Pay in" shows when the item has a fiat price beside its coin price; the coin is chosen there.
  const payIn = page.getByRole('radiogroup', { name: t('Pay in') });
  if (await payIn.isVisible()) await payIn.getByText(coin, { exact: true }).click();
  await expect(page.getByTestId('price-total')).toContainText(coin);
  const form = page.locator('form', { has: page.getByRole('button', { name: t('Submit order') }) });
  const field = (label: string) => form.getByRole('textbox', { name: t(label), exact: true });
  await field('Name').fill('Chan Tai Man');
  await field('E-mail').fill('buyer@demo.local');
  await field('Mobile').fill('91234567');
  await field('Address').fill('1 Queen’s Road Central');
  await field('Receipt title').fill('Chan Tai Man');
  await page.getByRole('button', { name: t('Submit order') }).click();
  await expect(page).toHaveURL(/#\/payment\?orderId=/);
  return new URL(page.url().replace('/#/', '/')).searchParams.get('orderId')!;
}

/** Crypto from a wallet, paid from `source`, terms accepted, Pay now. */
async function payCrypto(page: Page, source: 'My marketplace wallet' | 'MetaMask') {
  await expect(page.getByRole('heading', { level: 1, name: t('Payment') })).toBeVisible();
  await page.getByRole('radio', { name: t('Crypto — from a wallet') }).check();
  await page.getByRole('radio', { name: t(source) }).check();
  await page.getByRole('checkbox', { name: /terms/ }).check();
  await page.getByRole('checkbox', { name: /privacy/ }).check();
  if (source === 'My marketplace wallet')
    await expect(page.getByTestId('own-wallet-coins')).toContainText('Your marketplace wallet holds');
  await axe(page, `payment, crypto from ${source}`);
  await page.getByRole('button', { name: t('Pay now') }).click();
  if (source !== 'My marketplace wallet') return;
  // The server sends from the marketplace wallet itself: the amount and the wallet after it are confirmed first.
  const ask = page.getByRole('dialog', { name: 'Pay from your marketplace wallet?' });
  await expect(ask.getByTestId('own-wallet-after')).toContainText('after this payment, about');
  await axe(page, 'payment, confirm paying from the marketplace wallet');
  await ask.getByRole('button', { name: /^Pay \d/ }).click();
}

async function succeeded(page: Page, orderId: string) {
  await expect(page).toHaveURL(new RegExp(`#/paymentSuccess\\?orderId=${orderId}`), { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1, name: t('Payment successful') })).toBeVisible();
  await axe(page, 'paymentSuccess after crypto');
  await expectFitsPhone(page);
}

test(
  'pay an NFT priced in a coin from the marketplace wallet: the server sends, the watcher sees the receipt, FULLPAID',
  { tag: BOTH_WIDTHS },
  async ({ signedIn, request }) => {
    test.setTimeout(240_000);
    const coin = 'ETH';
    const item = await coinItem(request, test.info().project.name === 'phone' ? 1 : 0);
    const { page, errors } = await signedIn(buyer);
    const orderId = await orderInCoin(page, item, coin);
    await payCrypto(page, 'My marketplace wallet');
    await succeeded(page, orderId);

    const session = await apiLogin(request, buyer);
    const paid = await orderReaches(request, session, orderId, PAID);
    expect(paid.price.currency).toBe(coin);
    expect(paid.paymentState).toBe('FULL');
    expect(paid.paymentMethod).toBe('CRYPTO');
    expect(errors).toEqual([]);
  },
);

test(
  'pay an NFT priced in a coin from a browser wallet: the app sends the transaction and submits it, FULLPAID',
  { tag: BOTH_WIDTHS },
  async ({ page, request, baseURL }) => {
    test.setTimeout(240_000);
    const errors = collectConsoleErrors(page);
    watchNetwork(page);
    // A development account the demo data funds on the in-process chains, one per project (no shared nonce).
    const account = devAccount(isPhone(page) ? 2 : 1);
    const wallet = await injectWallet(page.context(), account.privateKey);
    const item = await coinItem(request, isPhone(page) ? 3 : 2);
    const chain = 'ethereum'; // ETH is Ethereum's coin
    const before = BigInt(await rpc(baseURL!, chain, 'eth_getBalance', [wallet.address, 'latest']));
    expect(before, 'the demo data funds the development account').toBeGreaterThan(0n);

    await loginAs(page, buyer);
    const orderId = await orderInCoin(page, item, 'ETH');
    await payCrypto(page, 'MetaMask');
    await succeeded(page, orderId);

    const session = await apiLogin(request, buyer);
    const paid = await orderReaches(request, session, orderId, PAID);
    expect(paid.paymentState).toBe('FULL');
    // The coins left the browser wallet: the price and its gas.
    const after = BigInt(await rpc(baseURL!, chain, 'eth_getBalance', [wallet.address, 'latest']));
    expect(before - after).toBeGreaterThanOrEqual(BigInt(paid.price.totalAmount));
    expect(errors).toEqual([]);
  },
);
