import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartLine, PreOrder } from '@schemas/shop';
import { session } from '@/lib/session';
import { PmsOrderPage } from '@/features/orders/PmsOrderPage';
import { PreOrderButton } from '@/features/orders/PreOrderButton';
import { PreOrdersPage } from '@/features/orders/PreOrdersPage';
import { okAnswer, refusal, stubApi } from '../../../support/api-stub';
import { render } from '../../../support/render';

beforeEach(() => session.start('m1', 'tok'));
afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
  session.clear();
});

const PID = '44444444-4444-4444-8444-444444444444';
const pre = (o: Partial<PreOrder> = {}): PreOrder => ({
  id: '55555555-5555-4555-8555-555555555555',
  number: 'PO0001',
  status: 'SUBMITTED',
  viewerRole: 'BUYER',
  product: { id: PID, name: 'Lantern', image: '' },
  buyer: { id: 'b', name: 'Betty' },
  seller: { id: 's', name: 'Sam' },
  quantity: 1,
  spec: {},
  buyerName: 'Betty Chan',
  buyerMobile: '+852 91234567',
  buyerEmail: 'b@example.com',
  deliveryType: 'DLV',
  address: '1 Harbour Road',
  remark: '',
  logisticsCompany: null,
  waybillNumber: null,
  createdAt: '2026-11-25T08:00:00.000Z',
  updatedAt: '2026-11-25T08:00:00.000Z',
  ...o,
});

describe('pre-orders', () => {
  it('the seller delivers a submitted pre-order only with company and waybill', async () => {
    const calls = stubApi({
      '/api/pre-orders': (c) =>
        okAnswer(c.fields.get('role') === 'seller' ? [pre({ viewerRole: 'SELLER' })] : []),
      '/api/pre-orders/update': okAnswer(pre({ viewerRole: 'SELLER', status: 'DELIVERY' })),
    });
    const { user } = await render(<PreOrdersPage />, { path: '/preOrder' });
    expect(await screen.findByText('You have no pre-orders')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'For my items' }));
    const card = await screen.findByTestId('pre-order');
    await user.click(within(card).getByRole('button', { name: 'Deliver' }));
    expect(within(card).getByText('Enter the waybill number.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/pre-orders/update')).toBe(false);
    await user.type(within(card).getByRole('textbox', { name: /Logistics company/ }), 'SF Express');
    await user.type(within(card).getByRole('textbox', { name: /Waybill number/ }), 'SF9');
    await user.click(within(card).getByRole('button', { name: 'Deliver' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/pre-orders/update')).toBe(true));
    const sent = calls.find((c) => c.path === '/api/pre-orders/update')!.fields;
    expect([sent.get('action'), sent.get('logisticsCompany'), sent.get('waybillNumber')]).toEqual([
      'deliver',
      'SF Express',
      'SF9',
    ]);
  });

  it('the seller sees on the field the waybill the server refused (4200)', async () => {
    stubApi({
      '/api/pre-orders': (c) =>
        okAnswer(c.fields.get('role') === 'seller' ? [pre({ viewerRole: 'SELLER' })] : []),
      '/api/pre-orders/update': refusal(400, 4200, [{ path: 'waybillNumber', message: 'too_long' }]),
    });
    const { user } = await render(<PreOrdersPage />, { path: '/preOrder' });
    await user.click(await screen.findByRole('tab', { name: 'For my items' }));
    const card = await screen.findByTestId('pre-order');
    await user.type(within(card).getByRole('textbox', { name: /Logistics company/ }), 'SF Express');
    const waybill = within(card).getByRole('textbox', { name: /Waybill number/ });
    await user.type(waybill, 'SF9');
    await user.click(within(card).getByRole('button', { name: 'Deliver' }));
    await waitFor(() => expect(waybill).toHaveAttribute('aria-invalid', 'true'));
    expect(waybill).toHaveAccessibleDescription('Enter the waybill number.');
    expect(within(card).getByRole('textbox', { name: /Logistics company/ })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('the buyer finishes a delivered pre-order after confirming', async () => {
    const calls = stubApi({
      '/api/pre-orders': okAnswer([
        pre({ status: 'DELIVERY', logisticsCompany: 'SF', waybillNumber: 'SF9' }),
      ]),
      '/api/pre-orders/update': okAnswer(pre({ status: 'FINISHED' })),
    });
    const { user } = await render(<PreOrdersPage />, { path: '/preOrder' });
    const card = await screen.findByTestId('pre-order');
    expect(within(card).queryByRole('button', { name: 'Cancel pre-order' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Confirm receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm receipt?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, I received it' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/pre-orders/update')?.fields.get('action')).toBe('finish'),
    );
  });

  it('the Pre-order button checks the form with the shared schema before sending', async () => {
    const calls = stubApi({ '/api/pre-orders': okAnswer(pre()) });
    const { user } = await render(<PreOrderButton productId={PID} productName="Lantern" />, {
      path: '/itemDetails',
    });
    await user.click(screen.getByRole('button', { name: 'Pre-order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pre-order Lantern' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Mobile/ }), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Submit pre-order' }));
    expect(within(dialog).getByText('Enter 6 to 15 digits.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Betty Chan');
    await user.type(within(dialog).getByRole('textbox', { name: /^Mobile/ }), '345678');
    await user.type(within(dialog).getByRole('textbox', { name: /^E-mail/ }), 'b@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /^Address/ }), '1 Harbour Road');
    await user.click(within(dialog).getByRole('button', { name: 'Submit pre-order' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.fields.get('productId')).toBe(PID);
    expect(calls[0]!.fields.get('mobile')).toBe('12345678');
  });

  it('the Pre-order button marks the field the server refused (4200)', async () => {
    stubApi({ '/api/pre-orders': refusal(400, 4200, [{ path: 'email', message: 'email_format' }]) });
    const { user } = await render(<PreOrderButton productId={PID} productName="Lantern" />, {
      path: '/itemDetails',
    });
    await user.click(screen.getByRole('button', { name: 'Pre-order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pre-order Lantern' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Betty Chan');
    await user.type(within(dialog).getByRole('textbox', { name: /^Mobile/ }), '12345678');
    const email = within(dialog).getByRole('textbox', { name: /^E-mail/ });
    await user.type(email, 'b@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /^Address/ }), '1 Harbour Road');
    await user.click(within(dialog).getByRole('button', { name: 'Submit pre-order' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.');
    expect(within(dialog).getByRole('textbox', { name: /^Mobile/ })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('a visitor is asked to log in first and comes back to the item', async () => {
    session.clear();
    stubApi({});
    await render(<PreOrderButton productId={PID} productName="Lantern" />, {
      path: '/itemDetails',
      url: `/itemDetails?id=${PID}`,
    });
    const link = screen.getByRole('link', { name: 'Log in to pre-order' });
    expect(decodeURIComponent(link.getAttribute('href')!)).toContain(`/itemDetails?id=${PID}`);
    expect(screen.queryByRole('button', { name: 'Pre-order' })).toBeNull();
  });
});

const line = (o: Partial<CartLine>): CartLine => ({
  productId: PID,
  name: 'Lantern',
  image: '',
  quantity: 1,
  spec: {},
  specKey: '',
  unitPriceHkd: '5000',
  stock: 5,
  available: true,
  allowCod: false,
  sellerId: 's1',
  sellerName: 'Sam',
  ...o,
});

describe('e-shop cart (pmsorder)', () => {
  it('groups lines by seller, removes a line, and checks out one seller', async () => {
    const other = line({
      productId: '66666666-6666-4666-8666-666666666666',
      name: 'Kite',
      sellerId: 's2',
      sellerName: 'Kim',
      quantity: 2,
      specKey: 'COLOR=Red',
      spec: { COLOR: 'Red' },
    });
    const calls = stubApi({
      '/api/cart': (c) => okAnswer({ lines: c.method === 'POST' ? [other] : [line({}), other] }),
    });
    const { user } = await render(PmsOrderPage, { path: '/pmsorder' });
    expect(await screen.findByRole('heading', { name: 'Sold by Sam' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sold by Kim' })).toBeInTheDocument();
    expect(screen.getByText('HK$100.00', { selector: 'span' })).toBeInTheDocument();
    const kim = screen.getAllByRole('link', { name: 'Check out' })[1]!;
    // The test router JSON-quotes string search values; the app's router (src/routes/router.tsx) does not.
    expect(kim.getAttribute('href')).toMatch(/^\/step1\?cart=(1|%221%22)&sellerId=s2$/);
    await user.click(screen.getByRole('button', { name: 'Remove Lantern' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Sold by Sam' })).toBeNull());
    const post = calls.find((c) => c.method === 'POST')!;
    expect([post.fields.get('productId'), post.fields.get('quantity')]).toEqual([PID, '0']);
  });
});
