import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import MasterCardScreen from '@/routes/screens/master-card';
import MasterDetailScreen from '@/routes/screens/master-detail';
import MasterSuccessScreen from '@/routes/screens/master-success';
import { okAnswer, refusal, stubApi } from '../../../../support/api-stub';
import { activateEnglish } from '../../../../support/catalogue-stubs';
import { render } from '../../../../support/render';

beforeAll(activateEnglish);
afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { Checkout?: unknown }).Checkout;
  document.head.querySelectorAll('script[src*="checkout.min.js"]').forEach((s) => s.remove());
});

const REF = 'pay_ref_0123456789ab';
const checkout = (o: Record<string, unknown> = {}) =>
  okAnswer({
    ref: REF,
    orderId: 'order-1',
    orderNumber: 'N20261125',
    title: 'Mug',
    amount: '195000',
    currency: 'HKD',
    status: 'OPEN',
    mode: 'SANDBOX',
    sessionId: null,
    scriptUrl: null,
    ...o,
  });
const verdict = (status: string, failureCode: number | null = null) =>
  okAnswer({
    ref: REF,
    orderId: 'order-1',
    status,
    failureCode,
    orderStatus: status === 'SUCCEEDED' ? 'FULLPAID' : 'NEW',
  });

describe('masterCard', () => {
  it('shows the order and amount; with the sandbox, Continue opens masterDetail and loads no gateway script', async () => {
    stubApi({ '/api/payments/mastercard/checkout': checkout() });
    const { user } = await render(MasterCardScreen, { path: '/masterCard', url: `/masterCard?ref=${REF}` });
    expect(await screen.findByTestId('mastercard-amount')).toHaveTextContent('HK$1,950.00');
    expect(screen.getByText('Order N20261125')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to the secure Mastercard page' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/masterDetail?ref=${REF}`);
    expect(document.head.querySelector('script[src*="checkout.min.js"]')).toBeNull();
  });

  it('with the real gateway, hands the session id to its Checkout.js and shows its payment page', async () => {
    stubApi({
      '/api/payments/mastercard/checkout': checkout({
        mode: 'HOSTED',
        sessionId: 'SESSION0002',
        scriptUrl: 'https://gw.example/static/checkout/checkout.min.js',
      }),
    });
    const configure = vi.fn();
    const showPaymentPage = vi.fn();
    // Checkout.js "loads": the appended script's onload runs with the gateway's object in place.
    const original = document.head.appendChild.bind(document.head);
    const append = vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      if (!(node instanceof HTMLScriptElement)) return original(node);
      (window as { Checkout?: unknown }).Checkout = { configure, showPaymentPage };
      queueMicrotask(() => node.onload?.(new Event('load')));
      return node;
    });
    const { user } = await render(MasterCardScreen, { path: '/masterCard', url: `/masterCard?ref=${REF}` });
    await user.click(await screen.findByRole('button', { name: 'Continue to the secure Mastercard page' }));
    // A request and renders after the click: the suite's wait (5 s), not vi.waitFor's default second.
    await vi.waitFor(() => expect(showPaymentPage).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(configure).toHaveBeenCalledWith({ session: { id: 'SESSION0002' } });
    const scripts = append.mock.calls.map(([n]) => n).filter((n) => n instanceof HTMLScriptElement);
    expect(scripts.map((n) => (n as HTMLScriptElement).src)).toEqual([
      'https://gw.example/static/checkout/checkout.min.js',
    ]);
    append.mockRestore();
  });

  it('a payment already decided links to its result instead of paying again', async () => {
    stubApi({ '/api/payments/mastercard/checkout': checkout({ status: 'SUCCEEDED' }) });
    await render(MasterCardScreen, { path: '/masterCard', url: `/masterCard?ref=${REF}` });
    expect(await screen.findByText('This payment is no longer open')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to the secure Mastercard page' })).toBeNull();
  });
});

describe('masterDetail (the sandbox hosted page)', () => {
  it('the challenge card asks for the 3-D Secure code, then goes on to masterSuccess', async () => {
    const calls = stubApi({
      '/api/sandbox/mastercard/session': okAnswer({
        ref: REF,
        amount: '195000',
        currency: 'HKD',
        merchant: 'Marketplace',
        orderNumber: 'N1',
        status: 'OPEN',
        challenge: false,
      }),
      '/api/sandbox/mastercard/pay': okAnswer({
        outcome: 'CHALLENGE',
        returnUrl: `#/masterSuccess?ref=${REF}`,
      }),
      '/api/sandbox/mastercard/challenge': okAnswer({
        outcome: 'APPROVED',
        returnUrl: `#/masterSuccess?ref=${REF}`,
      }),
    });
    const { user } = await render(MasterDetailScreen, {
      path: '/masterDetail',
      url: `/masterDetail?ref=${REF}`,
    });
    await user.type(await screen.findByRole('textbox', { name: 'Card number' }), '5506900140100305');
    await user.type(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '01/39');
    await user.type(screen.getByRole('textbox', { name: 'CVC' }), '123');
    await user.type(screen.getByRole('textbox', { name: 'Name on card' }), 'A Buyer');
    await user.click(screen.getByRole('button', { name: /^Pay HK\$1,950\.00/ }));
    await user.type(await screen.findByRole('textbox', { name: 'Verification code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/masterSuccess?ref=${REF}`);
    const pay = calls.find((c) => c.path === '/api/sandbox/mastercard/pay')!;
    expect(pay.fields.get('cardNumber')).toBe('5506900140100305');
  });

  it('a card field the gateway refuses (4200) is marked and focused', async () => {
    stubApi({
      '/api/sandbox/mastercard/session': okAnswer({
        ref: REF,
        amount: '195000',
        currency: 'HKD',
        merchant: 'Marketplace',
        orderNumber: 'N1',
        status: 'OPEN',
        challenge: false,
      }),
      '/api/sandbox/mastercard/pay': refusal(400, 4200, [{ path: 'cvc', message: 'cvc_format' }]),
    });
    const { user } = await render(MasterDetailScreen, {
      path: '/masterDetail',
      url: `/masterDetail?ref=${REF}`,
    });
    await user.type(await screen.findByRole('textbox', { name: 'Card number' }), '5506900140100305');
    await user.type(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '01/39');
    const cvc = screen.getByRole('textbox', { name: 'CVC' });
    await user.type(cvc, '123');
    await user.type(screen.getByRole('textbox', { name: 'Name on card' }), 'A Buyer');
    await user.click(screen.getByRole('button', { name: /^Pay HK\$1,950\.00/ }));
    await waitFor(() => expect(cvc).toHaveAttribute('aria-invalid', 'true'));
    expect(cvc).toHaveAccessibleDescription('Enter the 3 or 4 digits on the back of the card.');
    expect(cvc).toHaveFocus();
  });
});

describe('masterSuccess', () => {
  it('shows success only once the server has verified the payment', async () => {
    const calls = stubApi({ '/api/payments/mastercard/verify': verdict('SUCCEEDED') });
    await render(MasterSuccessScreen, { path: '/masterSuccess', url: `/masterSuccess?ref=${REF}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Order status: Paid');
    expect(calls.filter((c) => c.path === '/api/payments/mastercard/verify')).toHaveLength(1);
  });

  it('a failure shows its code and the way on', async () => {
    stubApi({ '/api/payments/mastercard/verify': verdict('FAILED', 1009) });
    await render(MasterSuccessScreen, { path: '/masterSuccess', url: `/masterSuccess?ref=${REF}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Error code: 1009');
    expect(screen.getByRole('link', { name: 'Pay again or choose another method' })).toHaveAttribute(
      'href',
      expect.stringContaining('/payment?orderId=order-1'),
    );
  });
});
