import { BrowserProvider, getAddress } from 'ethers';
import { fromPromise } from 'xstate';
import { walletStepMachine } from '@machines/wallet-step.machine';
import { WALLET_STEP_CODES, type SignedMessage, type WalletChoice } from '@machines/wallet-step.types';
import { NATIVE_COIN, type SiweNonce, type WalletStep } from '@schemas/wallets';
import { ApiError } from '@/lib/api-error';
import { discoverWallets, type DiscoveredWallet, type Eip1193Provider } from '@/lib/eip6963';
import { siweMessage } from '@/lib/siwe-message';
import * as walletApi from './wallet-step.api';
import { connectCustodial } from './custodial';

const RPC_PATH = { ETHEREUM: '/rpc/ethereum', POLYGON: '/rpc/polygon' } as const;
const CHAIN_NAME = { ETHEREUM: 'Ethereum', POLYGON: 'Polygon' } as const;

/** A wallet's refusal as a code the page translates: user rejection, else `fallback`. */
function walletError(err: unknown, fallback: number): Error & { code: number } {
  if (err instanceof ApiError) return Object.assign(new Error(err.message), { code: err.code });
  const e = err as { code?: unknown; info?: { error?: { code?: unknown } } } | null;
  const rejected = e?.code === 4001 || e?.code === 'ACTION_REJECTED' || e?.info?.error?.code === 4001;
  return Object.assign(new Error(String(err)), { code: rejected ? WALLET_STEP_CODES.REJECTED : fallback });
}

const isUnknownChain = (err: unknown) => {
  const e = err as { code?: unknown; data?: { originalError?: { code?: unknown } } } | null;
  return e?.code === 4902 || e?.data?.originalError?.code === 4902;
};

async function ensureChain(provider: Eip1193Provider, step: WalletStep) {
  const chainId = `0x${step.chainId.toString(16)}`;
  const current = await provider.request({ method: 'eth_chainId' }).catch(() => null);
  if (typeof current === 'string' && BigInt(current) === BigInt(step.chainId)) return;
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
  } catch (err) {
    if (!isUnknownChain(err)) throw err;
    const coin = NATIVE_COIN[step.blockchain];
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId,
          chainName: CHAIN_NAME[step.blockchain],
          nativeCurrency: { name: coin, symbol: coin, decimals: 18 },
          rpcUrls: [`${location.origin}${RPC_PATH[step.blockchain]}`],
        },
      ],
    });
  }
}

/**
 * The wallet step's effects. Discovered providers stay here (the machine only knows their ids);
 * `discover` is injectable for tests that bring their own wallets.
 */
export function walletStepActors(discover: () => Promise<DiscoveredWallet[]> = () => discoverWallets()) {
  const found = new Map<string, DiscoveredWallet>();
  const providerOf = (id: string) => {
    const w = found.get(id);
    if (!w) throw Object.assign(new Error('wallet gone'), { code: WALLET_STEP_CODES.NO_ACCOUNT });
    return w.provider;
  };
  return {
    loadStep: fromPromise(({ input, signal }: { input: { ref: string }; signal: AbortSignal }) =>
      walletApi.getWalletStep(input.ref, { signal }),
    ),
    loadWithdrawal: fromPromise(({ input, signal }: { input: { ref: string }; signal: AbortSignal }) =>
      walletApi.getWithdrawDetail(input.ref, { signal }),
    ),
    loadTransfer: fromPromise(({ input, signal }: { input: { ref: string }; signal: AbortSignal }) =>
      walletApi.getTransferDetail(input.ref, { signal }),
    ),
    discoverWallets: fromPromise<WalletChoice[], void>(async () => {
      found.clear();
      for (const w of await discover()) found.set(w.info.uuid, w);
      return [...found.values()].map((w) => ({
        id: w.info.uuid,
        name: w.info.name,
        icon: w.info.icon,
        walletType: w.walletType,
      }));
    }),
    requestAccount: fromPromise<string, { walletId: string }>(async ({ input }) => {
      let accounts: unknown;
      try {
        accounts = await providerOf(input.walletId).request({ method: 'eth_requestAccounts' });
      } catch (err) {
        throw walletError(err, WALLET_STEP_CODES.NO_ACCOUNT);
      }
      const first = Array.isArray(accounts) ? accounts[0] : null;
      if (typeof first !== 'string') throw walletError(null, WALLET_STEP_CODES.NO_ACCOUNT);
      return getAddress(first);
    }),
    ensureChain: fromPromise<void, { walletId: string; step: WalletStep }>(async ({ input }) => {
      try {
        await ensureChain(providerOf(input.walletId), input.step);
      } catch (err) {
        throw walletError(err, WALLET_STEP_CODES.CHAIN_SWITCH_FAILED);
      }
    }),
    getNonce: fromPromise(({ input, signal }: { input: { ref: string }; signal: AbortSignal }) =>
      walletApi.getSiweNonce(input.ref, { signal }),
    ),
    signIn: fromPromise<SignedMessage, { walletId: string; account: string; nonce: SiweNonce }>(
      async ({ input }) => {
        const { nonce, account } = input;
        const message = siweMessage({
          domain: nonce.domain,
          address: getAddress(account),
          statement: nonce.statement,
          uri: location.origin,
          version: '1',
          chainId: nonce.chainId,
          nonce: nonce.nonce,
          issuedAt: new Date().toISOString(),
          expirationTime: nonce.expiresAt,
        });
        try {
          const signer = await new BrowserProvider(providerOf(input.walletId)).getSigner(account);
          return { message, signature: await signer.signMessage(message) };
        } catch (err) {
          throw walletError(err, WALLET_STEP_CODES.DEFAULT);
        }
      },
    ),
    submit: fromPromise<void, { step: WalletStep; wallet: WalletChoice; signed: SignedMessage }>(
      async ({ input: { step, wallet, signed }, signal }) => {
        if (step.op === 'TRANSFER') await walletApi.approveTransfer(step.ref, signed, { signal });
        else if (step.op === 'CHANGE')
          await walletApi.playerChangeWallet(step.ref, wallet.walletType, signed, { signal });
        else await walletApi.playerConnect(step.ref, wallet.walletType, signed, { signal });
      },
    ),
    connectCustodial: fromPromise<void, { step: WalletStep }>(({ input, signal }) =>
      connectCustodial(input.step, signal),
    ),
    disconnect: fromPromise<void, { ref: string }>(async ({ input, signal }) => {
      await walletApi.playerDisconnect(input.ref, { signal });
    }),
    decideWithdraw: fromPromise<void, { ref: string; decision: 'confirm' | 'cancel' }>(
      async ({ input, signal }) => {
        await walletApi.decideWithdraw(input.ref, input.decision, { signal });
      },
    ),
  };
}

/** The wallet-step flow with real effects; the page provides `report`. */
export const walletStepFlow = (discover?: () => Promise<DiscoveredWallet[]>) =>
  walletStepMachine.provide({ actors: walletStepActors(discover) });
