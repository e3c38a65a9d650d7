import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import SpiralScreen from '@/routes/screens/spiral';
import { okAnswer, refusal, stubApi } from '../../../../support/api-stub';
import { activateEnglish } from '../../../../support/catalogue-stubs';
import { render } from '../../../../support/render';

beforeAll(activateEnglish);
afterEach(() => vi.unstubAllGlobals());

const REF = 'pay_ref_0123456789ab';
const PATHS = {
  session: '/api/sandbox/spiral/session',
  decide: '/api/sandbox/spiral/decide',
  back: '/api/payments/spiral/return',
};
const hosted = (o: Record<string, unknown> = {}) =>
  okAnswer({
    ref: REF,
    amount: '195000',
    currency: 'HKD',
    merchant: 'Marketplace',
    status: 'OPEN',
    decided: false,
    returnUrl: `#/spiral?ref=${REF}&return=1`,
    ...o,
  });
const open = (url = `/spiral?ref=${REF}`) => render(SpiralScreen, { path: '/spiral', url });

describe('the Spiral page', () => {
  it('hosted: the sandbox page shows the amount and merchant; Pay decides once and goes to the return', async () => {
    const calls = stubApi({
      [PATHS.session]: hosted(),
      [PATHS.decide]: okAnswer({ choice: 'PAY', returnUrl: `#/spiral?ref=${REF}&return=1` }),
    });
    const { user } = await open();
    expect(await screen.findByTestId('spiral-amount')).toHaveTextContent('HK$1,950.00');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Spiral sandbox payment page' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Test mode')).toBeInTheDocument();
    expect(screen.getByText('Pay Marketplace')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Pay HK\$1,950\.00/ }));
    // The return page starts (it asks the server); the stub has no answer for it, so it shows a refusal.
    expect(await screen.findByRole('alert')).toHaveTextContent('Error code: 404');
    const decide = calls.filter((c) => c.path === PATHS.decide);
    expect(decide).toHaveLength(1);
    expect(decide[0]!.fields.get('choice')).toBe('PAY');
    expect(decide[0]!.fields.get('ref')).toBe(REF);
  });

  it('hosted: a decided or expired session offers only the way back', async () => {
    stubApi({ [PATHS.session]: hosted({ decided: true }) });
    const { user } = await open();
    expect(await screen.findByText('This payment is no longer open')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel payment' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to the shop' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument(); // the return page, unanswered here
  });

  it('hosted: a refused decision shows its code and keeps the choices', async () => {
    stubApi({ [PATHS.session]: hosted(), [PATHS.decide]: refusal(503, 1005) });
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Cancel payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error code: 1005');
    expect(screen.getByRole('button', { name: 'Cancel payment' })).toBeEnabled();
  });

  it('return: asks the server to check with Spiral, then goes to checkpay', async () => {
    const calls = stubApi({
      [PATHS.back]: okAnswer({
        ref: REF,
        orderId: 'o1',
        status: 'SUCCEEDED',
        failureCode: null,
        orderStatus: 'FULLPAID',
      }),
    });
    await open(`/spiral?ref=${REF}&return=1`);
    expect(await screen.findByTestId('location')).toHaveTextContent(`/checkpay?ref=${REF}`);
    expect(calls.filter((c) => c.path === PATHS.back).map((c) => c.fields.get('ref'))).toEqual([REF]);
    expect(calls.some((c) => c.path === PATHS.session)).toBe(false);
  });

  it('return: a failed check can be retried, or skipped to the payment status', async () => {
    stubApi({ [PATHS.back]: [refusal(503, 1005), refusal(503, 1005)] });
    const { user } = await open(`/spiral?ref=${REF}&return=1`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error code: 1005');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error code: 1005');
    await user.click(screen.getByRole('button', { name: 'See the payment status' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/checkpay?ref=${REF}`);
  });
});
