import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import ItemDetailsScreen from '@/routes/screens/item-details';
import { okAnswer, refusal } from '../../../support/api-stub';
import { render } from '../../../support/render';
import { activateEnglish } from './fixtures';
import { ADA, detail, ITEM_ID, ME, mint, serveItem, TX, WALLET_PATHS } from './item-wallet-fixtures';

beforeAll(activateEnglish);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  session.clear();
});

const open = () => render(ItemDetailsScreen, { path: '/itemDetails', url: `/itemDetails?id=${ITEM_ID}` });

describe('minting status on the item page', () => {
  beforeEach(() => session.start(ME, 'tok'));

  it('pending says about 3 minutes, then shows minted with the token and a short transaction link', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = serveItem(detail(), {
      [WALLET_PATHS.mintStatus]: [okAnswer(mint('PENDING')), okAnswer(mint('MINTED'))],
    });
    await open();
    await screen.findByTestId('mint-status');
    await waitFor(() =>
      expect(screen.getByTestId('mint-status')).toHaveTextContent('Minting…about 3 minutes'),
    );
    expect(calls.find((c) => c.path === WALLET_PATHS.mintStatus)!.fields.get('id')).toBe(ITEM_ID);

    await vi.advanceTimersByTimeAsync(5000);
    await waitFor(() => expect(screen.getByTestId('mint-status')).toHaveTextContent('Minted'));
    expect(screen.getByTestId('mint-status')).toHaveTextContent('Token #42');
    const link = screen.getByRole('link', { name: /^Transaction 0xabcd…6789\s*\(opens in a new tab\)$/ });
    expect(link).toHaveTextContent('Transaction 0xabcd…6789');
    expect(link).toHaveAttribute('href', `https://etherscan.io/tx/${TX}`);
    expect(calls.filter((c) => c.path === WALLET_PATHS.mintStatus)).toHaveLength(2);
    // Minted is final: no more reads. The item itself is read again once, for its token id.
    await vi.advanceTimersByTimeAsync(15000);
    expect(calls.filter((c) => c.path === WALLET_PATHS.mintStatus)).toHaveLength(2);
    expect(calls.filter((c) => c.path === WALLET_PATHS.detail)).toHaveLength(2);
  });

  it('an item opened already minted is read once: its mint status changes nothing on the page', async () => {
    const calls = serveItem(detail({ mintStatus: 'MINTED' }), {
      [WALLET_PATHS.mintStatus]: okAnswer(mint('MINTED')),
    });
    await open();
    await waitFor(() => expect(screen.getByTestId('mint-status')).toHaveTextContent('Minted'));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.filter((c) => c.path === WALLET_PATHS.detail)).toHaveLength(1);
  });

  it('failed offers the creator a retry that posts the item and goes back to pending', async () => {
    session.start(ADA, 'tok');
    const calls = serveItem(detail(), {
      [WALLET_PATHS.mintStatus]: okAnswer(mint('FAILED')),
      [WALLET_PATHS.retry]: okAnswer(mint('PENDING')),
    });
    const { user } = await open();
    await screen.findByTestId('mint-status');
    await waitFor(() => expect(screen.getByTestId('mint-status')).toHaveTextContent('Minting failed'));
    await user.click(
      within(screen.getByTestId('mint-status')).getByRole('button', { name: 'Retry minting' }),
    );
    await waitFor(() => expect(screen.getByTestId('mint-status')).toHaveTextContent('Minting…'));
    const retry = calls.filter((c) => c.path === WALLET_PATHS.retry);
    expect(retry).toHaveLength(1);
    expect(retry[0]!.method).toBe('POST');
    expect(retry[0]!.fields.get('id')).toBe(ITEM_ID);
  });

  it('a refused retry (4420) stays failed and says why', async () => {
    session.start(ADA, 'tok');
    serveItem(detail(), {
      [WALLET_PATHS.mintStatus]: okAnswer(mint('FAILED')),
      [WALLET_PATHS.retry]: refusal(400, 4420),
    });
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Retry minting' }));
    expect(
      await screen.findByText('Minting has not failed, so there is nothing to retry.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('mint-status')).toHaveTextContent('Minting failed');
  });

  it('failed shows no retry to anyone but the creator', async () => {
    serveItem(detail(), { [WALLET_PATHS.mintStatus]: okAnswer(mint('FAILED')) });
    await open();
    await waitFor(() => expect(screen.getByTestId('mint-status')).toHaveTextContent('Minting failed'));
    expect(screen.queryByRole('button', { name: 'Retry minting' })).not.toBeInTheDocument();
  });

  it('items from another platform show no minting status and never ask for it', async () => {
    const calls = serveItem(detail({ sourceType: 'NON' }), {
      [WALLET_PATHS.mintStatus]: okAnswer(mint('NONE')),
    });
    await open();
    await screen.findByRole('heading', { level: 1, name: 'Harbour Dusk' });
    expect(screen.queryByTestId('mint-status')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === WALLET_PATHS.mintStatus)).toBe(false);
  });
});
