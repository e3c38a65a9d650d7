import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ItemDetailsScreen from '@/routes/screens/item-details';
import { okAnswer, refusal } from '../../../support/api-stub';
import { render } from '../../../support/render';
import { activateEnglish } from './fixtures';
import { detail, ITEM_ID, mint, serveItem, WALLET_PATHS } from './item-wallet-fixtures';

beforeAll(activateEnglish);
afterEach(() => vi.unstubAllGlobals());

const open = (check?: string) =>
  render(ItemDetailsScreen, {
    path: '/itemDetails',
    url: `/itemDetails?id=${ITEM_ID}${check ? `&check=${check}` : ''}`,
  });
const base = { [WALLET_PATHS.mintStatus]: okAnswer(mint('MINTED')) };

describe('holder check on itemDetails', () => {
  it('a valid check shows the verified holder', async () => {
    const calls = serveItem(detail(), {
      ...base,
      [WALLET_PATHS.check]: okAnswer({
        valid: true,
        holder: { memberId: 'm1', name: 'Bea Holder' },
        expiresAt: '2030-01-01T00:00:00Z',
      }),
    });
    await open('abc123');
    expect(await screen.findByText('Verified holder: Bea Holder')).toBeInTheDocument();
    const call = calls.find((c) => c.path === WALLET_PATHS.check)!;
    expect(call.fields.get('id')).toBe(ITEM_ID);
    expect(call.fields.get('check')).toBe('abc123');
  });

  it('an expired check says so', async () => {
    serveItem(detail(), {
      ...base,
      [WALLET_PATHS.check]: okAnswer({ valid: false, holder: null, expiresAt: '2020-01-01T00:00:00Z' }),
    });
    await open('old');
    expect(await screen.findByText('This holder check has expired')).toBeInTheDocument();
    expect(screen.queryByText(/Verified holder/)).not.toBeInTheDocument();
  });

  it('a check the server refuses as malformed reads as expired, not as an error', async () => {
    serveItem(detail(), { ...base, [WALLET_PATHS.check]: refusal(400, 4200) });
    await open('bad');
    expect(await screen.findByText('This holder check has expired')).toBeInTheDocument();
  });

  it('a network failure says so', async () => {
    serveItem(detail(), { ...base, [WALLET_PATHS.check]: refusal(503, 4501) });
    await open('abcdefghijklmnop');
    expect(
      await screen.findByText(
        'The blockchain is not reachable right now. Please try again in a few minutes.',
      ),
    ).toBeInTheDocument();
  });

  it('without check nothing is asked or shown', async () => {
    const calls = serveItem(detail(), base);
    await open();
    await screen.findByRole('heading', { level: 1, name: 'Harbour Dusk' });
    expect(screen.queryByTestId('holder-check')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === WALLET_PATHS.check)).toBe(false);
  });
});
