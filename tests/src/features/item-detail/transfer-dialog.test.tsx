import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Transfer } from '@schemas/wallets';
import { session } from '@/lib/session';
import ItemDetailsScreen from '@/routes/screens/item-details';
import { okAnswer, refusal } from '../../../support/api-stub';
import { render } from '../../../support/render';
import { activateEnglish } from './fixtures';
import { detail, ITEM_ID, ME, mint, serveItem, WALLET_PATHS } from './item-wallet-fixtures';

const TO = '0x' + 'ab'.repeat(20);
const REF = 'transfer-ref-0123456789';
const STEP_URL = 'http://localhost/#/walletStep?ref=' + REF;
const person = { id: ME, name: 'Me', displayImage: null };
const transfer: Transfer = {
  id: 't1',
  ref: REF,
  product: { id: ITEM_ID, name: 'Harbour Dusk', displayImage: '' },
  blockchain: 'ETHEREUM',
  contractAddress: '0x1234567890abcdef1234567890abcdef12345678',
  tokenId: '42',
  quantity: 1,
  fromAddress: '0x' + '11'.repeat(20),
  toAddress: TO,
  status: 'AWAITING_APPROVAL',
  txHash: null,
  failureCode: null,
  createdAt: '2026-01-02T10:00:00Z',
  approvedAt: null,
  sentAt: null,
};

let opened: ReturnType<typeof vi.fn>;
const channels: BroadcastChannel[] = [];
/** The wallet-step page's side of the channel. */
function stepPage() {
  const c = new BroadcastChannel('wallet-step');
  channels.push(c);
  return c;
}

beforeAll(activateEnglish);
beforeEach(() => {
  session.start(ME, 'tok');
  opened = vi.fn(() => ({ closed: false }) as unknown as Window);
  vi.stubGlobal('open', opened);
});
afterEach(() => {
  channels.splice(0).forEach((c) => c.close());
  vi.unstubAllGlobals();
  session.clear();
});

const held = (over = {}) => detail({ owners: [{ member: person, quantity: 1 }], ...over });
const open = () => render(ItemDetailsScreen, { path: '/itemDetails', url: `/itemDetails?id=${ITEM_ID}` });

async function toConfirm(user: Awaited<ReturnType<typeof open>>['user'], address = TO) {
  await user.click(await screen.findByRole('button', { name: 'Transfer to external wallet' }));
  // The dialog (with ethers' address check) loads on first use.
  const dialog = await screen.findByRole(
    'dialog',
    { name: 'Transfer to an external wallet' },
    { timeout: 8000 },
  );
  await user.type(within(dialog).getByRole('textbox', { name: /Receiving wallet address/ }), address);
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  return dialog;
}

describe('transfer to an external wallet', () => {
  it('is offered only to a holder of a minted item', async () => {
    serveItem(detail(), { [WALLET_PATHS.mintStatus]: okAnswer(mint('MINTED')) });
    await open();
    await waitFor(() => expect(screen.getByTestId('mint-status')).toHaveTextContent('Minted'), {
      timeout: 10_000,
    });
    expect(screen.queryByRole('button', { name: 'Transfer to external wallet' })).not.toBeInTheDocument();
  });

  it('is not offered while the item is still minting', async () => {
    serveItem(held(), { [WALLET_PATHS.mintStatus]: okAnswer(mint('PENDING')) });
    await open();
    await waitFor(() => expect(screen.getByTestId('mint-status')).toHaveTextContent('Minting…'), {
      timeout: 10_000,
    });
    expect(screen.queryByRole('button', { name: 'Transfer to external wallet' })).not.toBeInTheDocument();
  });

  it('refuses an invalid address before anything is sent', async () => {
    const calls = serveItem(held(), { [WALLET_PATHS.mintStatus]: okAnswer(mint('MINTED')) });
    const { user } = await open();
    const dialog = await toConfirm(user, '0x1234');
    expect(
      within(dialog).getByText('Enter a valid wallet address (0x followed by 40 hex digits).'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Transfer' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === WALLET_PATHS.transfer)).toBe(false);
  });

  it('confirms, posts the transfer, opens the approval window and shows the outcome from the channel', async () => {
    const calls = serveItem(held(), {
      [WALLET_PATHS.mintStatus]: okAnswer(mint('MINTED')),
      [WALLET_PATHS.transfer]: okAnswer({ url: STEP_URL, ref: REF, transfer }),
    });
    const { user } = await open();
    const dialog = await toConfirm(user);
    expect(
      within(dialog).getByText('This cannot be undone. Check the address carefully.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId('transfer-target')).toHaveTextContent(TO);
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));

    expect(await within(dialog).findByText('Waiting for approval in the new window')).toBeInTheDocument();
    const post = calls.find((c) => c.path === WALLET_PATHS.transfer)!;
    expect(post.method).toBe('POST');
    expect(post.fields.get('productId')).toBe(ITEM_ID);
    expect(post.fields.get('toAddress')).toBe(TO);
    expect(post.fields.get('quantity')).toBe('1');
    expect(opened).toHaveBeenCalledWith(STEP_URL, '_blank', 'noopener=no');

    const page = stepPage();
    page.postMessage({ ref: 'someone-elses-ref-0000', op: 'TRANSFER', status: 'FAILED' });
    page.postMessage({ ref: REF, op: 'TRANSFER', status: 'DONE' });
    expect(await within(dialog).findByText('Transfer approved')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'See the transfer record' })).toHaveAttribute(
      'href',
      '/wallet?tab=transfers',
    );
  });

  it('a failed approval shows the reason the step page reported (4421)', async () => {
    serveItem(held(), {
      [WALLET_PATHS.mintStatus]: okAnswer(mint('MINTED')),
      [WALLET_PATHS.transfer]: okAnswer({ url: STEP_URL, ref: REF, transfer }),
    });
    const { user } = await open();
    const dialog = await toConfirm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await within(dialog).findByText('Waiting for approval in the new window');
    stepPage().postMessage({ ref: REF, op: 'TRANSFER', status: 'FAILED', code: 4421 });
    expect(await within(dialog).findByText('Transfer failed')).toBeInTheDocument();
    expect(
      within(dialog).getByText('This address cannot receive the item. Check the address and try again.'),
    ).toBeInTheDocument();
  });

  it('a refusal (2003) stays on the confirmation with its text and opens no window', async () => {
    serveItem(held(), {
      [WALLET_PATHS.mintStatus]: okAnswer(mint('MINTED')),
      [WALLET_PATHS.transfer]: refusal(400, 2003),
    });
    const { user } = await open();
    const dialog = await toConfirm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByText('This item is no longer in the wallet')).toBeInTheDocument();
    expect(opened).not.toHaveBeenCalled();
  });

  it('an address the server refuses (4200) goes back to the form with that field marked', async () => {
    serveItem(held(), {
      [WALLET_PATHS.mintStatus]: okAnswer(mint('MINTED')),
      [WALLET_PATHS.transfer]: refusal(400, 4200, [{ path: 'toAddress', message: 'address' }]),
    });
    const { user } = await open();
    const dialog = await toConfirm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    const address = await within(dialog).findByRole('textbox', { name: /Receiving wallet address/ });
    await waitFor(() => expect(address).toHaveAttribute('aria-invalid', 'true'));
    expect(address).toHaveAccessibleDescription(
      'Enter a valid wallet address (0x followed by 40 hex digits).',
    );
    expect(opened).not.toHaveBeenCalled();
  });

  it('an 1155 holder picks a quantity, at most what they hold', async () => {
    const calls = serveItem(held({ contractType: 'ERC1155', owners: [{ member: person, quantity: 3 }] }), {
      [WALLET_PATHS.mintStatus]: okAnswer(mint('MINTED')),
      [WALLET_PATHS.transfer]: okAnswer({ url: STEP_URL, ref: REF, transfer }),
    });
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Transfer to external wallet' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Transfer to an external wallet' },
      { timeout: 8000 },
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Receiving wallet address/ }), TO);
    const qty = within(dialog).getByRole('textbox', { name: /Quantity/ });
    await user.clear(qty);
    await user.type(qty, '5');
    await user.tab();
    // More than held is brought back to what is held.
    expect(qty).toHaveValue('3');
    await user.clear(qty);
    await user.type(qty, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText(/Transfer 2 of “Harbour Dusk” to 0xabab…abab\?/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await within(dialog).findByText('Waiting for approval in the new window');
    expect(calls.find((c) => c.path === WALLET_PATHS.transfer)!.fields.get('quantity')).toBe('2');
  });
});
