import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { OrderDetailPage } from '@/features/orders/OrderDetailPage';
import { OrdersPage } from '@/features/orders/OrdersPage';
import { okAnswer, refusal, stubApi } from '../../../support/api-stub';
import { render } from '../../../support/render';
import { order, ORDER_ID, SHIPPED_HISTORY, summary, TX } from './fixtures';

beforeEach(() => session.start('m1', 'tok'));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('orders list', () => {
  it('lists bought orders, loads more by cursor, and the Sold tab asks for the seller role', async () => {
    const calls = stubApi({
      '/api/orders': (c) =>
        okAnswer(
          c.fields.get('role') === 'seller'
            ? { items: [summary(9, { status: 'FULLPAID' })], nextCursor: null }
            : c.fields.get('cursor')
              ? { items: [summary(3)], nextCursor: null }
              : { items: [summary(1), summary(2, { cod: true })], nextCursor: 'c2' },
        ),
    });
    const { user } = await render(<OrdersPage />, { path: '/orders' });
    expect(await screen.findAllByTestId('order-row')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Order item 1/ })).toHaveAttribute(
      'href',
      `/orderDetail?id=${summary(1).id}`,
    );
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Sold' }));
    expect(await screen.findByText('Order item 9')).toBeInTheDocument();
    expect(screen.getByText('Buyer: Sam Seller')).toBeInTheDocument();
    expect(calls.at(-1)!.fields.get('role')).toBe('seller');
  });

  it('filters by status and shows an empty state', async () => {
    const calls = stubApi({
      '/api/orders': (c) =>
        okAnswer(
          c.fields.get('status') === 'FINISHED'
            ? { items: [], nextCursor: null }
            : { items: [summary(1)], nextCursor: null },
        ),
    });
    const { user } = await render(<OrdersPage boughtOnly />, { path: '/myOrders' });
    expect(screen.getByRole('heading', { name: 'My orders' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
    await screen.findByTestId('order-row');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'FINISHED');
    expect(await screen.findByText('You have not bought anything yet')).toBeInTheDocument();
    expect(calls.at(-1)!.fields.get('status')).toBe('FINISHED');
    expect(calls.every((c) => c.fields.get('role') === 'buyer')).toBe(true);
  });

  it('a failed list shows the code (9000 by default) and Refresh', async () => {
    stubApi({ '/api/orders': [refusal(500, 9000), okAnswer({ items: [summary(1)], nextCursor: null })] });
    const { user } = await render(<OrdersPage />, { path: '/orders' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('9000');
    await user.click(within(alert).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByTestId('order-row')).toBeInTheDocument();
  });
});

describe('order detail', () => {
  it.each([
    ['CAMPAIGN', 'Event gift'],
    ['AUCTION', 'Auction (winning bid)'],
    ['SANDBOX_CARD', 'Card'],
  ])('names the payment method %s in words', async (paymentMethod, words) => {
    stubApi({
      '/api/orders/detail': okAnswer(order({ paymentMethod })),
      '/api/orders/events': okAnswer([]),
    });
    await render(<OrderDetailPage id={ORDER_ID} />, { path: '/orderDetail' });
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByText(words)).toBeInTheDocument();
    expect(within(payment).queryByText(paymentMethod)).toBeNull();
  });

  it('shows the breakdown line by line, delivery fields, a copyable hash and the timeline', async () => {
    stubApi({
      '/api/orders/detail': okAnswer(
        order({
          status: 'DELIVERY',
          paidDate: '2026-11-25T08:02:00.000Z',
          paymentMethod: 'SANDBOX_CARD',
          logisticsCompany: 'SF Express',
          waybillNumber: 'SF123',
          txHash: TX,
          receiptImage: '/files/receipt.png',
        }),
      ),
      '/api/orders/events': okAnswer(SHIPPED_HISTORY),
    });
    await render(<OrderDetailPage id={ORDER_ID} />, { path: '/orderDetail' });
    const table = await screen.findByTestId('price-breakdown');
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'ItemsHK$120.00',
      'Promotion code (HARBOUR10)-HK$10.00',
      'Shipping (DLV)HK$30.00',
      'TotalHK$140.00',
    ]);
    expect(screen.getByText('SF Express')).toBeInTheDocument();
    // The method in words, not its code.
    expect(screen.queryByText('SANDBOX_CARD')).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy transaction hash' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Delivery receipt' })).toHaveAttribute(
      'src',
      '/files/receipt.png',
    );
    expect(screen.getByText('COLOR')).toBeInTheDocument();
    const timeline = await screen.findByTestId('order-timeline');
    expect(within(timeline).getByText('Order placed')).toBeInTheDocument();
    expect(within(timeline).getByText('Payment received')).toBeInTheDocument();
    expect(within(timeline).getByText('Marked delivered')).toBeInTheDocument();
    expect(within(timeline).getByText('SF123')).toBeInTheDocument();
    expect(within(timeline).getByText('Payment reference')).toBeInTheDocument();
    // Causes in words: money, the method's name, the reason, the items, the time, the receipt as a link.
    expect(within(timeline).getByText('HK$140.00')).toBeInTheDocument();
    expect(within(timeline).getByText('Card')).toBeInTheDocument();
    expect(within(timeline).getByText('Reason: The parcel was shipped')).toBeInTheDocument();
    expect(within(timeline).getByText('Harbour print')).toBeInTheDocument();
    expect(within(timeline).queryByText(/minor units|SANDBOX_CARD|parcel_shipped|deliveryTime/)).toBeNull();
    expect(within(timeline).getByRole('link', { name: /Open the image/ })).toHaveAttribute(
      'href',
      '/files/receipt.png',
    );
  });
});
