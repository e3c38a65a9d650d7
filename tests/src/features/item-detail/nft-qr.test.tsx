import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import ItemDetailsScreen from '@/routes/screens/item-details';
import { okAnswer, refusal } from '../../../support/api-stub';
import { render } from '../../../support/render';
import { activateEnglish } from './fixtures';
import { detail, ITEM_ID, ME, mint, serveItem, WALLET_PATHS } from './item-wallet-fixtures';

const START = new Date('2026-03-01T12:00:00Z').getTime();
const person = { id: ME, name: 'Me', displayImage: null };
const code = (n: number, expiresAt: number) => ({
  url: `http://localhost/#/itemDetails?id=${ITEM_ID}&check=c${n}`,
  image: `data:image/png;base64,QR${n}`,
  expiresAt: new Date(expiresAt).toISOString(),
});

beforeAll(activateEnglish);
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(START);
  session.start(ME, 'tok');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  session.clear();
});

const open = () => render(ItemDetailsScreen, { path: '/itemDetails', url: `/itemDetails?id=${ITEM_ID}` });

describe('holder QR code', () => {
  it('counts down to expiry, then offers a refresh that fetches a new code', async () => {
    const calls = serveItem(detail({ owners: [{ member: person, quantity: 1 }] }), {
      [WALLET_PATHS.mintStatus]: okAnswer(mint('MINTED')),
      [WALLET_PATHS.qr]: [okAnswer(code(1, START + 150_000)), okAnswer(code(2, START + 400_000))],
    });
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Show QR code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Holder QR code' });
    const img = await within(dialog).findByRole('img', { name: 'QR code proving you hold “Harbour Dusk”' });
    expect(img).toHaveAttribute('src', 'data:image/png;base64,QR1');
    expect(within(dialog).getByTestId('qr-countdown')).toHaveTextContent(/Expires in 2:(30|29)/);
    expect(calls.find((c) => c.path === WALLET_PATHS.qr)!.fields.get('id')).toBe(ITEM_ID);

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(within(dialog).getByTestId('qr-countdown')).toHaveTextContent(/Expires in 1:(30|29)/);
    expect(within(dialog).queryByRole('button', { name: 'Refresh QR code' })).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(91_000));
    expect(within(dialog).getByText('This QR code has expired.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Refresh QR code' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('img')).toHaveAttribute('src', 'data:image/png;base64,QR2'),
    );
    expect(within(dialog).getByTestId('qr-countdown')).toHaveTextContent(/Expires in 4:(0[0-9])/);
    expect(calls.filter((c) => c.path === WALLET_PATHS.qr)).toHaveLength(2);
  });

  it('a refusal shows its text and a way to try again', async () => {
    serveItem(detail({ owners: [{ member: person, quantity: 1 }] }), {
      [WALLET_PATHS.mintStatus]: okAnswer(mint('MINTED')),
      [WALLET_PATHS.qr]: [refusal(503, 4501), okAnswer(code(1, START + 150_000))],
    });
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Show QR code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Holder QR code' });
    expect(
      await within(dialog).findByText(
        'The blockchain is not reachable right now. Please try again in a few minutes.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('img')).toHaveAttribute('src', 'data:image/png;base64,QR1');
  });

  it('is not offered to a visitor who does not hold the item', async () => {
    serveItem(detail(), { [WALLET_PATHS.mintStatus]: okAnswer(mint('MINTED')) });
    await open();
    await waitFor(() => expect(screen.getByTestId('mint-status')).toHaveTextContent('Minted'));
    expect(screen.queryByRole('button', { name: 'Show QR code' })).not.toBeInTheDocument();
  });
});
