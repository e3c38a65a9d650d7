import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKPAY_INTERVAL_MS, resultOf } from '@/features/checkout/CheckPayPage';
import { session } from '@/lib/session';
import CheckpayScreen from '@/routes/screens/checkpay';
import FailScreen from '@/routes/screens/payment-fail';
import MsgScreen from '@/routes/screens/payment-msg';
import SuccessScreen from '@/routes/screens/payment-success';
import { okAnswer, stubApi } from '../../../support/api-stub';
import { activateEnglish } from '../../../support/catalogue-stubs';
import { render } from '../../../support/render';
import { ME, ORDER, PATHS, order } from './fixtures';

beforeAll(activateEnglish);
beforeEach(() => session.start(ME, 'tok'));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

const REF = 'pay_ref_0123456789ab';
const check = (status: string, failureCode: number | null = null) =>
  okAnswer({ ref: REF, orderId: ORDER, status, failureCode, orderStatus: 'NEW' });

describe('payment result pages', () => {
  it('checkpay reads the payment until it is decided, then shows the success page', async () => {
    const calls = stubApi({ [PATHS.checkPay]: [check('OPEN'), check('SUCCEEDED')] });
    await render(CheckpayScreen, { path: '/checkpay', url: `/checkpay?ref=${REF}` });
    expect(screen.getByRole('heading', { name: 'Checking your payment' })).toBeInTheDocument();
    // The second read comes a real CHECKPAY_INTERVAL_MS after the first: that, plus a busy machine's renders.
    const after = { timeout: CHECKPAY_INTERVAL_MS + 5000 };
    expect(await screen.findByTestId('location', {}, after)).toHaveTextContent(
      `/paymentSuccess?orderId=${ORDER}`,
    );
    expect(calls.filter((c) => c.path === PATHS.checkPay).length).toBe(2);
  });

  it('a declined or expired payment leads to the failure page with its code', () => {
    const p = {
      ref: REF,
      orderId: ORDER,
      orderStatus: 'NEW' as const,
      failureCode: null,
      refundedAmount: '0',
    };
    expect(resultOf({ ...p, status: 'OPEN' })).toBeNull();
    expect(resultOf({ ...p, status: 'FAILED', failureCode: 1004 })?.search).toEqual({
      orderId: ORDER,
      code: '1004',
    });
    expect(resultOf({ ...p, status: 'FAILED', failureCode: 1009 })?.search.code).toBe('1009');
    expect(resultOf({ ...p, status: 'EXPIRED' })?.search.code).toBe('1006');
    expect(resultOf({ ...p, status: 'CANCELLED' })?.to).toBe('/paymentFail');
    // Paid after the order closed and all refunded: the failure page, with the order's end and the refund.
    expect(resultOf({ ...p, status: 'REFUNDED', orderStatus: 'CLOSED', refundedAmount: '195000' })).toEqual({
      to: '/paymentFail',
      search: { orderId: ORDER, code: '1006', refunded: true },
    });
  });

  it('the failure page of a refunded late payment says the money went back', async () => {
    stubApi({ [PATHS.order]: okAnswer(order({ status: 'CLOSED' })) });
    await render(FailScreen, {
      path: '/paymentFail',
      url: `/paymentFail?orderId=${ORDER}&code=1006&refunded=true`,
    });
    expect(await screen.findByTestId('refunded')).toHaveTextContent('all of it was refunded');
    expect(screen.queryByText('Nothing has been charged for a failed payment.')).toBeNull();
  });

  it('the success page reads the order: its number, total and recorded status', async () => {
    stubApi({ [PATHS.order]: okAnswer(order({ status: 'FULLPAID' })) });
    await render(SuccessScreen, { path: '/paymentSuccess', url: `/paymentSuccess?orderId=${ORDER}` });
    expect(await screen.findByText('Order NO20261125001: HK$1,950.00')).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Status: Paid');
    expect(screen.getByText(/NFT is transferred to your wallet/)).toBeInTheDocument();
  });

  it('the failure page says why; a declined card can be tried again with the same method or another', async () => {
    stubApi({ [PATHS.order]: okAnswer(order({ paymentMethod: 'SANDBOX_CARD' })) });
    await render(FailScreen, { path: '/paymentFail', url: `/paymentFail?orderId=${ORDER}&code=1004` });
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment verification failed');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/payment\\?orderId=${ORDER}&code=.*1004.*&method=SANDBOX_CARD$`)),
    );
    expect(screen.getByRole('link', { name: 'Choose another method' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/payment\\?orderId=${ORDER}&code=[^&]*1004[^&]*$`)),
    );
  });

  it('an expired order on the failure page offers a new order instead', async () => {
    stubApi({ [PATHS.order]: okAnswer(order({ status: 'CANCELLED' })) });
    await render(FailScreen, { path: '/paymentFail', url: `/paymentFail?orderId=${ORDER}&code=1006` });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please place a new order');
    expect(screen.queryByRole('link', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Place a new order' })).toBeInTheDocument();
  });

  // Spec §8 Payment: each code's text and its first (main) way on, for a payable order.
  const cases: [number, RegExp, string][] = [
    [1004, /Payment verification failed/, 'Try again'],
    [1005, /network is unstable/, 'Try again'],
    [1008, /network is unstable/, 'Try again'],
    [1006, /transaction ID has expired\. Please pay again/, 'Try again'],
    [1007, /Payment is not open/, 'See the order'],
    [1009, /card has expired/, 'Choose another method'],
    [1012, /check your e-mail/, 'See the order'],
    [1013, /cancelled/, 'Try again'],
    [1020, /close other apps/, 'Try again'],
    [4606, /contact the administrator/, 'Contact support'],
  ];
  for (const [code, text, main] of cases) {
    it(`code ${code}: its text and "${main}" first`, async () => {
      stubApi({ [PATHS.order]: okAnswer(order({ status: code === 1007 ? 'DEPOSITDPAID' : 'NEW' })) });
      await render(FailScreen, { path: '/paymentFail', url: `/paymentFail?orderId=${ORDER}&code=${code}` });
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      const steps = within(screen.getByTestId('next-steps')).getAllByRole('link');
      expect(steps[0]).toHaveTextContent(main);
    });
  }

  it('a closed or already paid order sends the buyer to the administrator (contact), not to pay again', async () => {
    for (const status of ['CLOSED', 'FULLPAID'] as const) {
      stubApi({ [PATHS.order]: okAnswer(order({ status })) });
      const { unmount } = await render(FailScreen, {
        path: '/paymentFail',
        url: `/paymentFail?orderId=${ORDER}&code=1004`,
      });
      expect(await screen.findByRole('alert')).toHaveTextContent(/contact the administrator/);
      expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
      expect(screen.queryByRole('link', { name: 'Try again' })).not.toBeInTheDocument();
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('a part paid: the success page says what is left and offers to pay the rest', async () => {
    stubApi({ [PATHS.order]: okAnswer(order({ status: 'DEPOSITDPAID', paidAmount: '58500' })) });
    await render(SuccessScreen, { path: '/paymentSuccess', url: `/paymentSuccess?orderId=${ORDER}` });
    expect(await screen.findByTestId('left-to-pay')).toHaveTextContent(
      'Paid so far: HK$585.00. Left to pay: HK$1,365.00.',
    );
    expect(screen.getByTestId('order-status')).toHaveTextContent('Status: Deposit paid');
    expect(screen.getByRole('link', { name: 'Pay the rest' })).toHaveAttribute(
      'href',
      `/payment?orderId=${ORDER}`,
    );
  });

  it('paymentMsg shows 1012 with the order as the way on', async () => {
    stubApi({ [PATHS.order]: okAnswer(order()) });
    await render(MsgScreen, { path: '/paymentMsg', url: `/paymentMsg?orderId=${ORDER}&code=1012` });
    expect(await screen.findByRole('status')).toHaveTextContent(/check your e-mail/);
    expect(screen.getByRole('link', { name: 'See the order' })).toBeInTheDocument();
  });
});
