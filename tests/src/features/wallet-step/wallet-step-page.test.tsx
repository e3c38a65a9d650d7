import { verifyMessage, Wallet } from 'ethers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Transfer } from '@schemas/wallets';
import { WalletStepPage } from '@/features/wallet-step/WalletStepPage';
import { okAnswer, refusal, stubApi } from '../../../support/api-stub';
import { render } from '../../../support/render';
import { announce, fakeProvider } from './fake-wallet';
import { REF, step } from '../../../support/wallet-step-fixtures';

// A fixed test key (jsdom's Uint8Array realm trips Wallet.createRandom); signatures are still real.
const wallet = new Wallet('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const nonce = {
  nonce: 'n0nce12345678',
  chainId: 31337,
  domain: 'localhost',
  statement: 'Bind this wallet to your account.',
  expiresAt: '2030-01-01T00:10:00.000Z',
};

let off: () => void = () => {};
afterEach(() => {
  off();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const Page = () => <WalletStepPage stepRef={REF} />;

describe('WalletStepPage', () => {
  it('connect: the announced wallet signs a SIWE message that the server receives, then the opener hears DONE', async () => {
    const { provider } = fakeProvider(wallet);
    off = announce(provider);
    const calls = stubApi({
      '/api/wallet/step': okAnswer(step('CONNECT')),
      '/api/wallet/siwe-nonce': okAnswer(nonce),
      '/api/players/connect': okAnswer({
        memberId: 'm',
        name: 'n',
        nickname: null,
        currency: 'HKD',
        wallets: [],
      }),
    });
    const heard: unknown[] = [];
    const channel = new BroadcastChannel('wallet-step');
    channel.onmessage = (e) => heard.push(e.data);
    const { user, screen } = await render(Page, { path: '/step' });
    await user.click(await screen.findByRole('button', { name: /MetaMask/ }));
    expect(await screen.findByTestId('location', {}, { timeout: 5000 })).toHaveTextContent(
      '/wallet?pf=web3&op=connectWallet',
    );
    const connect = calls.find((c) => c.path === '/api/players/connect')!;
    expect(connect.fields.get('ref')).toBe(REF);
    expect(connect.fields.get('walletType')).toBe('METAMASK');
    const message = connect.fields.get('message')!;
    expect(message).toContain(
      `localhost wants you to sign in with your Ethereum account:\n${wallet.address}`,
    );
    expect(message).toContain('Nonce: n0nce12345678');
    expect(message).toContain('Chain ID: 31337');
    expect(verifyMessage(message, connect.fields.get('signature')!)).toBe(wallet.address);
    // The suite's wait (5 s), not vi.waitFor's default second: a busy machine's renders come first.
    await vi.waitFor(() => expect(heard).toEqual([{ ref: REF, op: 'connectWallet', status: 'DONE' }]), {
      timeout: 5000,
    });
    channel.close();
  });

  it('transfer: a wallet whose account is not the receiving address shows an error and signs nothing', async () => {
    const { provider, calls: walletCalls } = fakeProvider(wallet);
    off = announce(provider);
    const transfer = {
      ref: REF,
      toAddress: '0x1111111111111111111111111111111111111111',
      quantity: 1,
      product: { id: 'p', name: 'Blue Cat', displayImage: '/x.png' },
    } as Transfer;
    const calls = stubApi({
      '/api/wallet/step': okAnswer(step('TRANSFER')),
      '/api/transfers/detail': okAnswer(transfer),
    });
    const { user, screen } = await render(Page, { path: '/step' });
    expect(await screen.findByText('Blue Cat')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Connect wallet and approve/ }));
    await user.click(await screen.findByRole('button', { name: /MetaMask/ }));
    expect(await screen.findByTestId('step-error')).toHaveTextContent(/not the receiving address/);
    expect(walletCalls.some((c) => c.method === 'personal_sign')).toBe(false);
    expect(calls.some((c) => c.path === '/api/transfers/approve')).toBe(false);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('unbind: confirm posts the disconnect with the ref and returns with op=unbindWallet', async () => {
    const calls = stubApi({
      '/api/wallet/step': okAnswer(step('UNBIND')),
      '/api/players/disconnect': okAnswer({
        memberId: 'm',
        name: 'n',
        nickname: null,
        currency: 'HKD',
        wallets: [],
      }),
    });
    const { user, screen } = await render(Page, { path: '/step' });
    await user.click(await screen.findByRole('button', { name: 'Unbind' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/wallet?pf=web3&op=unbindWallet');
    const post = calls.find((c) => c.path === '/api/players/disconnect')!;
    expect(post.method).toBe('POST');
    expect(post.fields.get('ref')).toBe(REF);
  });

  it('unbind refused while in use (4402) says why and offers no retry', async () => {
    stubApi({
      '/api/wallet/step': okAnswer(step('UNBIND')),
      '/api/players/disconnect': refusal(409, 4402),
    });
    const { user, screen } = await render(Page, { path: '/step' });
    await user.click(await screen.findByRole('button', { name: 'Unbind' }));
    expect(await screen.findByTestId('step-error')).toHaveTextContent(/cannot be unbound while it is in use/);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('a custodial step (OWN) with no e-mail or mobile asks to bind an e-mail first', async () => {
    stubApi({
      '/api/wallet/step': okAnswer({ ...step('CONNECT'), walletType: 'OWN' }),
      '/api/members/detail': okAnswer({ memberLite: { email: null, mobile: null } }),
    });
    const { screen } = await render(Page, { path: '/step' });
    expect(await screen.findByTestId('bind-email-first')).toHaveTextContent('Please bind your e-mail first.');
    expect(screen.getByRole('button', { name: /Create and bind my wallet/ })).toBeDisabled();
  });
});
