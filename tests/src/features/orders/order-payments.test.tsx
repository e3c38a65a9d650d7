import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Code } from '@schemas/codes';
import type { PaymentEntry } from '@schemas/payments-ledger';
import { session } from '@/lib/session';
import { OrderPayments } from '@/features/orders/OrderPayments';
import { okAnswer, refusal, stubApi } from '../../../support/api-stub';
import { render } from '../../../support/render';

const ORDER = '00000000-0000-4000-8000-000000000001';
const CAPTURE = '00000000-0000-4000-8000-0000000000c1';

const capture = (refundable = '2000'): PaymentEntry => ({
  id: CAPTURE,
  kind: 'CAPTURE',
  method: 'SANDBOX_CARD',
  provider: 'sandbox-card',
  amount: '2000',
  currency: 'HKD',
  time: '2026-11-25T04:00:00.000Z',
  refundOf: null,
  reason: '',
  refundable,
});
const refundRow = (amount: string, reason = 'Box arrived dented'): PaymentEntry => ({
  id: `00000000-0000-4000-8000-0000000000r${amount.length}`,
  kind: 'REFUND',
  method: 'SANDBOX_CARD',
  provider: 'sandbox-card',
  amount,
  currency: 'HKD',
  time: '2026-11-25T05:00:00.000Z',
  refundOf: CAPTURE,
  reason,
  refundable: null,
});

beforeEach(() => session.start('m1', 'tok'));
afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
  session.clear();
});

const ATTEMPTS = '/api/payments/attempts';
const open = (support = false) => render(<OrderPayments orderId={ORDER} support={support} />);

describe('the order’s payments and refunds', () => {
  it('names a payment with coins by its provider, as loyalty coins', async () => {
    stubApi({
      [ATTEMPTS]: okAnswer([]),
      '/api/payments': okAnswer([{ ...capture('0'), method: null, provider: 'coins' }]),
    });
    await open();
    const [row] = await screen.findAllByTestId('payment-entry');
    expect(row).toHaveTextContent('Loyalty coins');
  });

  it('shows the buyer each payment and refund with method, amount, time and reason, and no refund button', async () => {
    stubApi({
      [ATTEMPTS]: okAnswer([]),
      '/api/payments': okAnswer([capture('1500'), refundRow('500'), refundRow('1', 'overpaid')]),
    });
    await open();
    const region = await screen.findByRole('region', { name: 'Payments and refunds' });
    const rows = await within(region).findAllByTestId('payment-entry');
    expect(rows.map((r) => r.getAttribute('data-kind'))).toEqual(['CAPTURE', 'REFUND', 'REFUND']);
    expect(rows[0]).toHaveTextContent('Payment');
    expect(rows[0]).toHaveTextContent('Card');
    expect(rows[0]).toHaveTextContent('HK$20.00');
    expect(rows[0]).toHaveTextContent('Still refundable: HK$15.00');
    expect(rows[1]).toHaveTextContent('−HK$5.00');
    expect(rows[1]).toHaveTextContent('Reason: Box arrived dented');
    expect(rows[2]).toHaveTextContent("Reason: Paid more than the order's total");
    expect(within(rows[1]!).getByText(/2026/).closest('time')).toHaveAttribute(
      'datetime',
      '2026-11-25T05:00:00.000Z',
    );
    expect(within(region).queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('lists every attempt to pay, the declined one with its reason in words', async () => {
    const attempt = (status: string, failureCode: number | null, at: string) => ({
      id: `a-${at}`,
      method: 'SANDBOX_CARD',
      amount: '2000',
      currency: 'HKD',
      status,
      failureCode,
      startedAt: at,
      updatedAt: at,
    });
    stubApi({
      [ATTEMPTS]: okAnswer([
        attempt('FAILED', 1004, '2026-11-25T03:58:00.000Z'),
        attempt('SUCCEEDED', null, '2026-11-25T03:59:00.000Z'),
      ]),
      '/api/payments': okAnswer([capture()]),
    });
    await open(true);
    const list = await screen.findByRole('list', { name: 'Attempts to pay' });
    const rows = within(list).getAllByTestId('payment-attempt');
    expect(rows[0]).toHaveTextContent('Failed');
    expect(rows[0]).toHaveTextContent('Why: The card was declined (code 1004)');
    expect(rows[0]).toHaveTextContent('HK$20.00');
    expect(rows[1]).toHaveTextContent('Paid');
    expect(rows[1]).not.toHaveTextContent('Why');
  });

  it('says when nothing was paid yet', async () => {
    stubApi({ [ATTEMPTS]: okAnswer([]), '/api/payments': okAnswer([]) });
    await open(true);
    expect(await screen.findByText('No payment yet.')).toBeInTheDocument();
  });

  it('lets support refund part of a payment: all that is left offered, more refused unsent, then the list refreshes', async () => {
    const calls = stubApi({
      [ATTEMPTS]: okAnswer([]),
      '/api/payments': [okAnswer([capture()]), okAnswer([capture('1450'), refundRow('550')])],
      '/api/payments/refund': okAnswer({ refund: refundRow('550'), duplicate: false, payments: [] }),
    });
    const { user } = await open(true);
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this payment?' });
    const amount = within(dialog).getByRole('textbox', { name: /Amount to refund \(HKD\)/ });
    expect(amount).toHaveValue('20.00');
    await user.clear(amount);
    await user.type(amount, '20.01');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Box arrived dented');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByText('Enter an amount above zero and up to HK$20.00.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '5.5');
    expect(calls.some((c) => c.path === '/api/payments/refund')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Refund HK$5.50' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = calls.find((c) => c.path === '/api/payments/refund')!;
    expect(Object.fromEntries(sent.fields)).toMatchObject({
      paymentId: CAPTURE,
      amount: '550',
      reason: 'Box arrived dented',
    });
    expect(await screen.findByText('−HK$5.50')).toBeInTheDocument();
  });

  it('asks support for a reason and shows a refusal inside the dialog', async () => {
    const calls = stubApi({
      [ATTEMPTS]: okAnswer([]),
      '/api/payments': okAnswer([capture()]),
      '/api/payments/refund': refusal(400, Code.VALIDATION_FAILED, { remaining: '0' }),
    });
    const { user } = await open(true);
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this payment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Refund HK$20.00' }));
    expect(within(dialog).getByText('Please give a reason.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/payments/refund')).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Late');
    await user.click(within(dialog).getByRole('button', { name: 'Refund HK$20.00' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(String(Code.VALIDATION_FAILED));
  });

  it('marks the field the server refused (4200) inside the dialog', async () => {
    stubApi({
      [ATTEMPTS]: okAnswer([]),
      '/api/payments': okAnswer([capture()]),
      '/api/payments/refund': refusal(400, Code.VALIDATION_FAILED, [{ path: 'reason', message: 'too_long' }]),
    });
    const { user } = await open(true);
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this payment?' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await user.type(reason, 'Late');
    await user.click(within(dialog).getByRole('button', { name: 'Refund HK$20.00' }));
    await waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'));
    expect(reason).toHaveAccessibleDescription('Please give a reason.');
    expect(within(dialog).getByRole('textbox', { name: /Amount to refund/ })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
