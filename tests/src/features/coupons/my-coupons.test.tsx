import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import MyCouponsScreen from '@/routes/screens/my-coupons';
import { session } from '@/lib/session';
import { okAnswer, stubApi } from '../../../support/api-stub';
import { render } from '../../../support/render';
import { BATCH, coupon } from '../loyalty-fixtures';

const open = (search = '') => render(MyCouponsScreen, { path: '/myCoupons', url: `/myCoupons${search}` });

beforeEach(() => session.start('11111111-1111-4111-8111-111111111111', 'tok'));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('my e-coupons (myCoupons)', () => {
  it('lists the coupons with their state; only an available one shows a QR or can be given', async () => {
    stubApi({
      '/api/coupons/mine': okAnswer({
        items: [coupon('c1', 'AVAILABLE'), coupon('c2', 'RESERVED'), coupon('c3', 'EXPIRED')],
      }),
    });
    await open();
    const tickets = await screen.findAllByTestId('coupon');
    expect(tickets.map((t) => t.getAttribute('data-state'))).toEqual(['AVAILABLE', 'RESERVED', 'EXPIRED']);
    expect(within(tickets[0]!).getByText('HK$20.00 off')).toBeInTheDocument();
    expect(within(tickets[0]!).getByRole('button', { name: 'Show QR' })).toBeInTheDocument();
    expect(within(tickets[1]!).queryByRole('button', { name: 'Show QR' })).toBeNull();
    expect(within(tickets[1]!).getByText('Reserved')).toBeInTheDocument();
  });

  it('shows an available coupon’s QR code and the code to read out', async () => {
    stubApi({
      '/api/coupons/mine': okAnswer({ items: [coupon('c1', 'AVAILABLE')] }),
      '/api/coupons/qr': okAnswer({
        couponId: 'c1',
        code: 'ABCD-EFGH-JKMN',
        payload: 'CPN1.c1.ABCDEFGHJKMN.1.x',
        image: '',
        expiresAt: new Date(Date.now() + 120_000).toISOString(),
      }),
    });
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Show QR' }));
    const dialog = await screen.findByRole('dialog', { name: 'Show this QR code at the shop' });
    expect(await within(dialog).findByTestId('coupon-code')).toHaveTextContent('ABCD-EFGH-JKMN');
    expect(within(dialog).getByRole('timer')).toHaveTextContent(/Valid for 0[12]:\d\d/);
  });

  it('collects a free coupon; a priced one goes to the payment of its order', async () => {
    const priced = { ...BATCH, id: 'b2', name: 'Cake voucher', price: '3000' };
    stubApi({
      '/api/coupons/batches': okAnswer({ items: [BATCH, priced] }),
      '/api/coupons/mine': okAnswer({ items: [] }),
      '/api/coupons/collect': (call) =>
        call.fields.get('batchId') === 'b2'
          ? okAnswer({ coupon: null, orderId: 'o1' })
          : okAnswer({ coupon: coupon('c9', 'AVAILABLE'), orderId: null }),
    });
    const { user } = await open('?tab=collect');
    await user.click(await screen.findByRole('button', { name: 'Collect Welcome HK$20 off' }));
    expect(await screen.findByText('Collected: Welcome HK$20 off is in your e-coupons.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buy for HK$30.00: Cake voucher' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/payment?orderId=o1');
  });
});
