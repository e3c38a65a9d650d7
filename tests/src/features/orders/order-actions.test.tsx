import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Code } from '@schemas/codes';
import { session } from '@/lib/session';
import { OrderDetailPage } from '@/features/orders/OrderDetailPage';
import { okAnswer, refusal, stubApi } from '../../../support/api-stub';
import { render } from '../../../support/render';
import { order, ORDER_ID, SHIPPED_HISTORY, TX } from './fixtures';

beforeEach(() => session.start('m1', 'tok'));
afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
  session.clear();
});

const open = () => render(<OrderDetailPage id={ORDER_ID} />, { path: '/orderDetail' });
const events = okAnswer(SHIPPED_HISTORY.slice(0, 1));
const buttons = () =>
  screen.queryByTestId('order-actions')
    ? within(screen.getByTestId('order-actions'))
        .getAllByRole('button')
        .map((b) => b.textContent)
    : [];
const links = () =>
  screen.queryByTestId('order-actions')
    ? within(screen.getByTestId('order-actions'))
        .queryAllByRole('link')
        .map((b) => b.textContent)
    : [];

describe('order actions follow the order machine', () => {
  it('a NEW order shows its buyer Pay now (to the payment page) and Cancel, nothing else', async () => {
    stubApi({ '/api/orders/detail': okAnswer(order()), '/api/orders/events': events });
    await open();
    const pay = await screen.findByRole('link', { name: 'Pay now' });
    expect(pay.getAttribute('href')).toContain(`/payment?orderId=${ORDER_ID}`);
    expect(buttons()).toEqual(['Cancel order']);
  });

  it('a FULLPAID order shows its seller Mark delivered only', async () => {
    stubApi({
      '/api/orders/detail': okAnswer(order({ status: 'FULLPAID', viewerRole: 'SELLER' })),
      '/api/orders/events': events,
    });
    await open();
    expect(await screen.findByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
    expect(buttons()).toEqual(['Mark delivered']);
    expect(links()).toEqual([]);
  });

  it('the seller sees their share as pending until the order completes, then as the amount paid', async () => {
    stubApi({
      '/api/orders/detail': okAnswer(order({ status: 'FULLPAID', viewerRole: 'SELLER', salesAmount: '0' })),
      '/api/orders/events': events,
    });
    const first = await open();
    await screen.findByTestId('order-detail');
    const share = () => screen.getByText("Seller's share").parentElement!;
    expect(share()).toHaveTextContent('Pending: paid out once the order completes');
    expect(share()).not.toHaveTextContent('HK$');
    first.unmount();
    vi.unstubAllGlobals();
    stubApi({
      '/api/orders/detail': okAnswer(
        order({ status: 'FINISHED', state: 'COMPLETED', viewerRole: 'SELLER', salesAmount: '13650' }),
      ),
      '/api/orders/events': events,
    });
    await open();
    await screen.findByTestId('order-detail');
    expect(share()).toHaveTextContent('HK$136.50');
  });

  it('the buyer of a FULLPAID order has nothing to do; in DELIVERY only Confirm receipt', async () => {
    stubApi({
      '/api/orders/detail': [okAnswer(order({ status: 'FULLPAID' }))],
      '/api/orders/events': events,
    });
    await open();
    await screen.findByTestId('order-detail');
    expect(screen.queryByTestId('order-actions')).toBeNull();
    vi.unstubAllGlobals();
    stubApi({ '/api/orders/detail': okAnswer(order({ status: 'DELIVERY' })), '/api/orders/events': events });
    await open();
    expect(await screen.findByRole('button', { name: 'Confirm receipt' })).toBeInTheDocument();
  });

  it('a COD order in NEW lets its seller mark delivered before payment', async () => {
    stubApi({
      '/api/orders/detail': okAnswer(order({ cod: true, viewerRole: 'SELLER' })),
      '/api/orders/events': events,
    });
    await open();
    expect(await screen.findByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
    expect(screen.getByText('COD')).toBeInTheDocument();
  });

  it('a stranger gets 404: the page says so and offers no action', async () => {
    stubApi({ '/api/orders/detail': refusal(404, Code.NOT_FOUND) });
    await open();
    expect(
      await screen.findByRole('heading', { name: 'This order does not exist, or it is not yours to see.' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('order-actions')).toBeNull();
  });

  it('a failed load shows its code and Retry, which loads again', async () => {
    const calls = stubApi({
      '/api/orders/detail': [refusal(500, 9000), okAnswer(order())],
      '/api/orders/events': events,
    });
    const { user } = await open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('9000');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('order-detail')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/orders/detail')).toHaveLength(2);
  });
});

describe('cancel and confirm', () => {
  it('cancel asks first, sends the order and reason, and the page then shows CANCELLED', async () => {
    const calls = stubApi({
      '/api/orders/detail': [okAnswer(order()), okAnswer(order({ status: 'CANCELLED', state: 'CANCELLED' }))],
      '/api/orders/events': events,
      '/api/orders/cancel': okAnswer(order({ status: 'CANCELLED', state: 'CANCELLED' })),
    });
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(calls.some((c) => c.path === '/api/orders/cancel')).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Changed my mind');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() =>
      expect(screen.getByTestId('order-status')).toHaveAttribute('data-status', 'CANCELLED'),
    );
    const sent = calls.find((c) => c.path === '/api/orders/cancel')!;
    expect(sent.fields.get('orderId')).toBe(ORDER_ID);
    expect(sent.fields.get('reason')).toBe('Changed my mind');
    expect(screen.queryByTestId('order-actions')).toBeNull();
  });

  it('a refused confirm shows the code inside the dialog and refreshes the order', async () => {
    const calls = stubApi({
      '/api/orders/detail': okAnswer(order({ status: 'DELIVERY' })),
      '/api/orders/events': events,
      '/api/orders/confirm': refusal(409, Code.ORDER_STATE_INVALID),
    });
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Confirm receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm receipt?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, I received it' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('4601');
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/orders/detail').length).toBe(2));
  });

  it('support refunds only with a reason', async () => {
    const calls = stubApi({
      '/api/orders/detail': okAnswer(order({ status: 'FULLPAID', viewerRole: 'SUPPORT', txHash: TX })),
      '/api/orders/events': events,
      '/api/orders/refund': okAnswer(order({ status: 'CLOSED', viewerRole: 'SUPPORT' })),
    });
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Refund order' }));
    expect(await within(dialog).findByText('Please give a reason.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/orders/refund')).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Damaged');
    await user.click(within(dialog).getByRole('button', { name: 'Refund order' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/orders/refund')).toBe(true));
    expect(calls.find((c) => c.path === '/api/orders/refund')!.fields.get('reason')).toBe('Damaged');
  });
});
