import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import MemberCardScreen from '@/routes/screens/member-card';
import { session } from '@/lib/session';
import { okAnswer, refusal, stubApi } from '../../../support/api-stub';
import { render } from '../../../support/render';
import { CARD } from '../loyalty-fixtures';

const open = (search = '') => render(MemberCardScreen, { path: '/memberCard', url: `/memberCard${search}` });

beforeEach(() => session.start('11111111-1111-4111-8111-111111111111', 'tok'));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('my member cards (memberCard)', () => {
  it('lists the cards, each a link to its detail', async () => {
    stubApi({ '/api/cards/mine': okAnswer({ items: [CARD] }) });
    await open();
    const link = await screen.findByRole('link', { name: /Harbour Bean Club.*DEMOCOUPON-00000007/ });
    expect(link).toHaveAttribute('href', `/memberCard?id=${CARD.id}`);
    expect(screen.getByTestId('member-card')).toHaveTextContent('Tier: Silver');
    expect(screen.getByTestId('member-card')).toHaveTextContent('Not activated');
  });

  it('says when there is none, and shows a failed list with its code and a refresh', async () => {
    stubApi({ '/api/cards/mine': [refusal(500, 500), okAnswer({ items: [] })] });
    const { user } = await open();
    expect(await screen.findByRole('alert')).toHaveTextContent('[500]');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('You have no member cards yet.')).toBeInTheDocument();
  });

  it('registers by a 16-character code (checked before sending) and answers the spec’s refusals', async () => {
    const calls = stubApi({
      '/api/cards/mine': okAnswer({ items: [] }),
      '/api/cards/redeem': refusal(409, 1029),
    });
    const { user } = await open();
    const box = await screen.findByRole('textbox', { name: /Redeem code/ });
    await user.type(box, 'ABC');
    await user.click(screen.getByRole('button', { name: 'Register the card' }));
    expect(await screen.findByText('A redeem code has exactly 16 characters.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/cards/redeem')).toBe(false);
    await user.clear(box);
    await user.type(box, 'abcd-efgh-jkmn-pqrs');
    await user.click(screen.getByRole('button', { name: 'Register the card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This redeem code has already been claimed.');
    expect(calls.find((c) => c.path === '/api/cards/redeem')?.fields.get('code')).toBe('ABCDEFGHJKMNPQRS');
  });

  it('a card that left the wallet says so (2003)', async () => {
    stubApi({ '/api/cards/detail': refusal(400, 2003) });
    await open(`?id=${CARD.id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This card is no longer in your wallet.');
  });

  it('a code the server refuses as a field (4200) is marked on the field in words', async () => {
    stubApi({
      '/api/cards/mine': okAnswer({ items: [] }),
      '/api/cards/redeem': refusal(400, 4200, [{ path: 'code', message: 'redeem_code_length' }]),
    });
    const { user } = await open();
    const box = await screen.findByRole('textbox', { name: /Redeem code/ });
    await user.type(box, 'abcd-efgh-jkmn-pqrs');
    await user.click(screen.getByRole('button', { name: 'Register the card' }));
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(box).toHaveAccessibleDescription(/A redeem code has exactly 16 characters\./);
  });

  it('activation: the field the server refused (4200) is marked in words', async () => {
    stubApi({
      '/api/cards/mine': okAnswer({ items: [] }),
      '/api/cards/activate': refusal(400, 4200, [{ path: 'tokenId', message: 'token_id' }]),
    });
    const { user } = await open();
    const token = await screen.findByRole('textbox', { name: /Token ID/ });
    await user.type(token, '12');
    await user.type(
      screen.getByRole('textbox', { name: /Contract address/ }),
      '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    );
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(token).toHaveAttribute('aria-invalid', 'true'));
    expect(token).toHaveAccessibleDescription('A token ID is a number.');
    expect(screen.getByRole('textbox', { name: /Contract address/ })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
