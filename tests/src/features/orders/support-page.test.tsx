import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { SupportPage } from '@/features/orders/SupportPage';
import { okAnswer, stubApi } from '../../../support/api-stub';
import { render } from '../../../support/render';
import { entry, order, ORDER_ID, SHIPPED_HISTORY, summary } from './fixtures';

beforeEach(() => session.start('m1', 'tok'));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('support page', () => {
  it('tells a member without the SUPPORT tag that it is for customer service, and asks nothing', async () => {
    const calls = stubApi({});
    await render(<SupportPage allowed={false} />, { path: '/support' });
    expect(screen.getByText('For customer service')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Order number/ })).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('finds an order, replays its events step by step through the machine, and resets', async () => {
    const calls = stubApi({
      '/api/support/orders': okAnswer([
        {
          ...summary(1, { status: 'DELIVERY' }),
          id: ORDER_ID,
          counterpart: { id: 'b', name: 'Bea Buyer' },
          seller: { id: 's', name: 'Sam Seller' },
        },
      ]),
      '/api/orders/detail': okAnswer(order({ status: 'DELIVERY', viewerRole: 'SUPPORT' })),
      '/api/orders/events': okAnswer(SHIPPED_HISTORY),
    });
    const { user } = await render(<SupportPage allowed />, { path: '/support' });
    await user.type(screen.getByRole('textbox', { name: /Order number/ }), 'NO00001');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    const replay = await screen.findByRole('button', { name: 'Replay order NO00001' });
    // Both sides of the order, each by their own name.
    expect(screen.getByTestId('order-row')).toHaveTextContent('Buyer: Bea Buyer · Seller: Sam Seller');
    await user.click(replay);
    expect(calls.find((c) => c.path === '/api/support/orders')!.fields.get('q')).toBe('NO00001');
    const state = await screen.findByTestId('replay-state');
    expect(state).toHaveAttribute('data-state', 'NEW');
    const step = screen.getByRole('button', { name: 'Step' });
    await user.click(step);
    expect(state).toHaveAttribute('data-state', 'NEW');
    await user.click(step);
    expect(state).toHaveAttribute('data-state', 'FULLPAID');
    await user.click(step);
    expect(state).toHaveAttribute('data-state', 'DELIVERY');
    expect(screen.getAllByText(/matches the record/)).toHaveLength(3);
    expect(step).toBeDisabled();
    // Support may refund a delivered order: the machine allows it.
    expect(
      within(screen.getByTestId('support-order')).getByRole('button', { name: 'Refund' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.getByTestId('replay-state')).toHaveAttribute('data-state', 'NEW'));
    expect(screen.getByRole('button', { name: 'Step' })).toBeEnabled();
  });

  it('says so when a recorded event is one the machine refuses', async () => {
    stubApi({
      '/api/support/orders': okAnswer([
        { ...summary(1), id: ORDER_ID, seller: { id: 's', name: 'Sam Seller' } },
      ]),
      '/api/orders/detail': okAnswer(order({ viewerRole: 'SUPPORT' })),
      '/api/orders/events': okAnswer([
        entry(1, 'order.create', 'BUYER', null, 'NEW'),
        entry(2, 'order.confirm', 'BUYER', 'NEW', 'FINISHED'),
      ]),
    });
    const { user } = await render(<SupportPage allowed />, { path: '/support' });
    await user.type(screen.getByRole('textbox', { name: /Order number/ }), 'x');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await user.click(await screen.findByRole('button', { name: /^Replay order/ }));
    await user.click(await screen.findByRole('button', { name: 'Step' }));
    await user.click(screen.getByRole('button', { name: 'Step' }));
    expect(screen.getByText(/The machine refused this event/)).toBeInTheDocument();
    expect(screen.getByTestId('replay-state')).toHaveAttribute('data-state', 'NEW');
  });
});
