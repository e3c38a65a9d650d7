import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardProgramme } from '@schemas/cards';
import { RedeemCodesForm } from '@/features/cards/RedeemCodesForm';
import { okAnswer, refusal, stubApi } from '../../../support/api-stub';
import { render } from '../../../support/render';

const PROGRAMME: CardProgramme = {
  id: '0b7e9a52-4c1f-4d7e-9a3b-2f8e6c1d5a40',
  mcId: 'DEMOCOUPON',
  merchantName: 'Harbour Tea House',
  name: 'Tea Club',
  description: '',
  tiers: [{ code: 'GOLD', name: 'Gold', vipDiscountBp: 500 }],
  transferable: false,
  validityMonths: 12,
  web3Group: '',
  isDefault: true,
  blockchain: 'POLYGON',
  cards: 0,
  createdAt: '2026-01-05T10:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('redeem codes form (generateRedeemCodes)', () => {
  it('marks the field the server refused (4200) in words', async () => {
    stubApi({
      '/api/cards/programmes/mine': okAnswer({ items: [PROGRAMME] }),
      '/api/cards/codes': refusal(400, 4200, [{ path: 'count', message: 'max_value' }]),
    });
    const { user } = await render(RedeemCodesForm, { path: '/merchantCards' });
    await user.click(await screen.findByRole('textbox', { name: /^Programme/ }));
    await user.click(await screen.findByRole('option', { name: 'Tea Club', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Generate codes' }));
    const count = screen.getByRole('textbox', { name: /^Number of codes/ });
    await waitFor(() => expect(count).toHaveAttribute('aria-invalid', 'true'));
    expect(count).toHaveAccessibleDescription('Please check this field.');
    expect(screen.getByRole('textbox', { name: /^Cards to give/ })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
