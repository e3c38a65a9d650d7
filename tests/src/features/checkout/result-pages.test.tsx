import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resultOf } from '@/features/checkout/CheckPayPage';
import { session } from '@/lib/session';
import CheckpayScreen from '@/routes/screens/checkpay';
import FailScreen from '@/routes/screens/payment-fail';
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
    expect(await screen.findByTestId('location', {}, { timeout: 4000 })).toHaveTextContent(
      `/paymentSuccess?orderId=${ORDER}`,
    );
    expect(calls.filter((c) => c.path === PATHS.checkPay).length).toBe(2);
  });

  it('a declined or expired payment leads to the failure page with its code', () => {
    const p = { ref: REF, orderId: ORDER, orderStatus: 'NEW' as const, failureCode: null };
    expect(resultOf({ ...p, status: 'OPEN' })).toBeNull();
    expect(resultOf({ ...p, status: 'FAILED', failureCode: 1004 })?.search).toEqual({
      orderId: ORDER,
      code: '1004',
    });
    expect(resultOf({ ...p, status: 'FAILED', failureCode: 1009 })?.search.code).toBe('1009');
    expect(resultOf({ ...p, status: 'EXPIRED' })?.search.code).toBe('1006');
    expect(resultOf({ ...p, status: 'CANCELLED' })?.to).toBe('/paymentFail');
  });

  it('the success page reads the order: its number, total and recorded status', async () => {
    stubApi({ [PATHS.order]: okAnswer(order({ status: 'FULLPAID' })) });
    await render(SuccessScreen, { path: '/paymentSuccess', url: `/paymentSuccess?orderId=${ORDER}` });
    expect(await screen.findByText('Order NO20261125001: HK$1,950.00')).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Status: Paid');
    expect(screen.getByText(/NFT is transferred to your wallet/)).toBeInTheDocument();
  });

  it('the failure page says why; a declined card can be tried again, an expired order needs a new one', async () => {
    await render(FailScreen, { path: '/paymentFail', url: `/paymentFail?orderId=${ORDER}&code=1004` });
    expect(screen.getByRole('alert')).toHaveTextContent('Payment verification failed');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/payment\\?orderId=${ORDER}&code=`)),
    );
  });

  it('an expired order on the failure page offers a new order instead', async () => {
    await render(FailScreen, { path: '/paymentFail', url: `/paymentFail?orderId=${ORDER}&code=1006` });
    expect(screen.getByRole('alert')).toHaveTextContent('Please place a new order');
    expect(screen.queryByRole('link', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Place a new order' })).toBeInTheDocument();
  });
});
