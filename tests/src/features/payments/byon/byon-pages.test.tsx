import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentCheck } from '@schemas/payments';
import type { ByonPayerView, QrPayment } from '@schemas/payments-byon';
import { session } from '@/lib/session';
import ByonScreen from '@/routes/screens/byon';
import ByonxScreen from '@/routes/screens/byonx';
import { okAnswer, refusal, stubApi } from '../../../../support/api-stub';
import { activateEnglish } from '../../../../support/catalogue-stubs';
import { render } from '../../../../support/render';

const ORDER = '5f0c4a36-8f43-4d38-9a59-3f0b8a0d2c11';
const OLD = 'ref_aaaaaaaaaaaaaaaa';
const NEW = 'ref_bbbbbbbbbbbbbbbb';
const qr = (ref: string, status: QrPayment['status'], failureCode: number | null = null): QrPayment => ({
  ref,
  orderId: ORDER,
  qrPayload: `http://127.0.0.1:4431/#/byonx?ref=${ref}&t=tok_tok_tok_tok_tok_tok_tok_`,
  expiresAt: new Date(Date.now() + 300_000).toISOString(),
  status,
  failureCode,
  amount: '2000',
  currency: 'HKD',
  sandbox: true,
});
const check = (ref: string, status: PaymentCheck['status']): PaymentCheck => ({
  ref,
  orderId: ORDER,
  status,
  refundedAmount: '0',
  failureCode: null,
  orderStatus: status === 'SUCCEEDED' ? 'FULLPAID' : 'NEW',
});

beforeAll(activateEnglish);
beforeEach(() => session.start('1c7f3d4e-0000-4000-8000-000000000001', 'tok'));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('the byon page (pay by QR)', () => {
  it('an expired QR says 1006 and offers a new one for the same order and amount, which is then shown and paid', async () => {
    const calls = stubApi({
      '/api/payments/qr': ({ fields }) =>
        okAnswer(fields.get('ref') === OLD ? qr(OLD, 'EXPIRED', 1006) : qr(NEW, 'OPEN')),
      '/api/payments': okAnswer({
        ref: NEW,
        method: 'BYON',
        amount: '2000',
        currency: 'HKD',
        status: 'OPEN',
      }),
      '/api/payments/check': [okAnswer(check(NEW, 'OPEN')), okAnswer(check(NEW, 'SUCCEEDED'))],
    });
    const { user } = await render(ByonScreen, { path: '/byon', url: `/byon?ref=${OLD}` });
    expect(await screen.findByRole('alert')).toHaveTextContent('This QR code has expired');
    expect(screen.getByRole('alert')).toHaveTextContent('Error code: 1006');
    await user.click(screen.getByRole('button', { name: 'New QR code' }));

    const image = await screen.findByRole('img', { name: /QR code to pay HK\$20\.00 to Marketplace/ });
    expect(image).toHaveAttribute('data-qr-payload', qr(NEW, 'OPEN').qrPayload);
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByRole('link', { name: 'Open on this device' })).toHaveAttribute(
      'href',
      qr(NEW, 'OPEN').qrPayload,
    );
    expect(screen.getByRole('timer')).toHaveTextContent(/QR code valid for 0[45]:\d\d/);
    const renew = calls.filter((c) => c.path === '/api/payments' && c.method === 'POST');
    expect(renew).toHaveLength(1);
    expect(Object.fromEntries(renew[0]!.fields)).toMatchObject({
      orderId: ORDER,
      method: 'BYON',
      amount: '2000',
    });

    // It keeps checking, and moves on to paymentSuccess by itself.
    expect(await screen.findByTestId('location', {}, { timeout: 6000 })).toHaveTextContent(
      `/paymentSuccess?orderId=${ORDER}`,
    );
  });

  it('a refused payment says 1013', async () => {
    stubApi({ '/api/payments/qr': okAnswer(qr(OLD, 'FAILED', 1013)) });
    await render(ByonScreen, { path: '/byon', url: `/byon?ref=${OLD}` });
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment was refused');
    expect(screen.getByRole('button', { name: 'New QR code' })).toBeEnabled();
  });
});

describe('the byonx page (the sandbox payer)', () => {
  const view = (status: ByonPayerView['status']): ByonPayerView => ({
    ref: OLD,
    merchant: 'Marketplace',
    amount: '2000',
    currency: 'HKD',
    expiresAt: new Date(Date.now() + 300_000).toISOString(),
    status,
  });

  it('shows merchant and amount, confirms once, then says it is confirmed', async () => {
    session.clear(); // a phone that scanned the QR: nobody signed in
    const calls = stubApi({
      '/api/sandbox/byon/payer': [okAnswer(view('OPEN')), okAnswer(view('PAID'))],
      '/api/sandbox/byon/confirm': okAnswer({ status: 'PAID' }),
    });
    const { user } = await render(ByonxScreen, { path: '/byonx', url: `/byonx?ref=${OLD}&t=tok` });
    expect(await screen.findByText('Pay Marketplace')).toBeInTheDocument();
    expect(screen.getByTestId('payer-amount')).toHaveTextContent('HK$20.00');
    await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText('Payment confirmed')).toBeInTheDocument();
    const confirm = calls.find((c) => c.path === '/api/sandbox/byon/confirm')!;
    expect(Object.fromEntries(confirm.fields)).toMatchObject({ ref: OLD, t: 'tok' });
  });

  it('an expired QR cannot be paid (1006); a wrong link says so', async () => {
    stubApi({ '/api/sandbox/byon/payer': okAnswer(view('EXPIRED')) });
    await render(ByonxScreen, { path: '/byonx', url: `/byonx?ref=${OLD}&t=tok` });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This QR code has expired. Ask the shop for a new one.',
    );
    expect(screen.queryByRole('button', { name: 'Confirm payment' })).toBeNull();
    vi.unstubAllGlobals();
    stubApi({ '/api/sandbox/byon/payer': refusal(404, 404) });
    await render(ByonxScreen, { path: '/byonx', url: `/byonx?ref=${OLD}&t=bad` });
    await waitFor(() =>
      expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent('This payment link is not valid.'),
    );
  });
});
