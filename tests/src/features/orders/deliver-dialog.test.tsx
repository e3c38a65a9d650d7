import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { DeliverDialog } from '@/features/orders/DeliverDialog';
import { deliverFromBrowserWallet } from '@/features/orders/orders.actors';
import { okAnswer, refusal, stubApi } from '../../../support/api-stub';
import { render } from '../../../support/render';
import { useNodeFormData } from '../../components/fake-xhr';
import { LINE_ID, order, ORDER_ID, TX } from './fixtures';

useNodeFormData();
beforeEach(() => session.start('m1', 'tok'));
afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
  session.clear();
});

const seller = order({ status: 'FULLPAID', viewerRole: 'SELLER' });

describe('mark delivered', () => {
  it('needs company and waybill, then sends them with the receipt image as multipart', async () => {
    const calls = stubApi({ '/api/orders/deliver': okAnswer(order({ status: 'DELIVERY' })) });
    const { user } = await render(<DeliverDialog order={seller} />, { path: '/orderDetail' });
    await user.click(screen.getByRole('button', { name: 'Mark delivered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this order delivered' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
    expect(within(dialog).getByText('Enter the logistics company.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Logistics company/ }), 'SF Express');
    await user.type(within(dialog).getByRole('textbox', { name: /Waybill number/ }), 'SF123');
    const png = new NodeFile(['png'], 'receipt.png', { type: 'image/png' }) as unknown as File;
    // Mantine's FileInput is a button (named by its label) with a hidden file input beside it.
    expect(within(dialog).getByRole('button', { name: 'Receipt image' })).toBeInTheDocument();
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, png);
    await user.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    const body = calls[0]!.body;
    for (const part of ['name="orderId"', ORDER_ID, 'SF Express', 'SF123', 'filename="receipt.png"'])
      expect(body).toContain(part);
  });

  it('sends this minute as the delivery time unless changed; a field the server refuses (4200) is marked', async () => {
    const calls = stubApi({
      '/api/orders/deliver': refusal(400, 4200, [{ path: 'waybillNumber', message: 'required' }]),
    });
    const { user } = await render(<DeliverDialog order={seller} />, { path: '/orderDetail' });
    await user.click(screen.getByRole('button', { name: 'Mark delivered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this order delivered' });
    const time = within(dialog).getByLabelText(/Delivery time/);
    expect(time).toBeRequired();
    const shown = new Date((time as HTMLInputElement).value);
    expect(Math.abs(shown.getTime() - Date.now())).toBeLessThan(2 * 60_000);
    await user.type(within(dialog).getByRole('textbox', { name: /Logistics company/ }), 'SF Express');
    await user.type(within(dialog).getByRole('textbox', { name: /Waybill number/ }), 'SF123');
    await user.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toContain(shown.toISOString());
    const waybill = within(dialog).getByRole('textbox', { name: /Waybill number/ });
    await waitFor(() => expect(waybill).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText('Please check this field.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Logistics company/ })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('or a transaction hash, checked for its form first', async () => {
    const calls = stubApi({ '/api/orders/deliver': okAnswer(order({ status: 'DELIVERY' })) });
    const { user } = await render(<DeliverDialog order={seller} />, { path: '/orderDetail' });
    await user.click(screen.getByRole('button', { name: 'Mark delivered' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByText('Transaction hash'));
    await user.type(within(dialog).getByRole('textbox', { name: /Transaction hash/ }), '0x12');
    await user.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
    expect(within(dialog).getByText(/64 hex digits/)).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: /Transaction hash/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Transaction hash/ }), TX);
    await user.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toContain(TX);
    expect(calls[0]!.body).not.toContain('waybillNumber');
  });
});

describe('NFT delivery from the seller browser wallet', () => {
  const prepared = {
    chainId: 31337,
    blockchain: 'ETHEREUM',
    from: '0x1111111111111111111111111111111111111111',
    to: '0x2222222222222222222222222222222222222222',
    data: '0x42842e0e',
    contract: '0x2222222222222222222222222222222222222222',
    tokenId: '7',
    amount: 1,
    receiver: '0x3333333333333333333333333333333333333333',
  };

  it('refuses a wallet whose account does not hold the token, before sending anything', async () => {
    const calls = stubApi({ '/api/orders/deliver/prepare': okAnswer(prepared) });
    const request = vi.fn(async ({ method }: { method: string }) =>
      method === 'eth_requestAccounts' ? ['0x9999999999999999999999999999999999999999'] : '0x7a69',
    );
    const wallet = {
      info: { uuid: 'w', name: 'W', icon: '', rdns: '' },
      provider: { request },
      walletType: 'METAMASK' as const,
    };
    await expect(deliverFromBrowserWallet(ORDER_ID, LINE_ID, async () => [wallet])).rejects.toMatchObject({
      reason: 'wrong_account',
    });
    expect(request.mock.calls.map(([a]) => a.method)).not.toContain('eth_sendTransaction');
    expect(calls.map((c) => c.path)).toEqual(['/api/orders/deliver/prepare']);
  });

  it('says when there is no browser wallet', async () => {
    stubApi({ '/api/orders/deliver/prepare': okAnswer(prepared) });
    await expect(deliverFromBrowserWallet(ORDER_ID, LINE_ID, async () => [])).rejects.toMatchObject({
      reason: 'no_wallet',
    });
  });
});
