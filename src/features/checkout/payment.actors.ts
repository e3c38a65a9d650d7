import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { CHECKOUT_CODES, type BuyWallet } from '@machines/checkout.types';
import { paymentMachine } from '@machines/checkout-payment.machine';
import { awaitPaymentResult, paymentResultMachine } from '@machines/payment-result.machine';
import { type PaymentInput, type PaymentMethodOption, type PaymentStarted } from '@machines/checkout.types';
import type { Order } from '@schemas/orders';
import { ApiError } from '@/lib/api-error';
import { discoverWallets, type DiscoveredWallet, type Eip1193Provider } from '@/lib/eip6963';
import { checkoutApi } from './checkout.api';
import { checkoutQueries } from './checkout.queries';

// The payment step's and checkpay's machines, apart from step 1's (checkout.actors.ts): creating a machine
// builds its state tree, which step 1's first screen on a phone has no use for.

/** Code of a browser wallet's failure: the buyer's rejection (4001), else the unstable-network default. */
function walletFailure(err: unknown): Error & { code: number } {
  if (err instanceof ApiError) return Object.assign(new Error(err.message), { code: err.code });
  const e = err as { code?: unknown; info?: { error?: { code?: unknown } } } | null;
  const rejected = e?.code === 4001 || e?.code === 'ACTION_REJECTED' || e?.info?.error?.code === 4001;
  return Object.assign(new Error(String(err)), { code: rejected ? CHECKOUT_CODES.WALLET_REJECTED : 1005 });
}

const RPC_PATH: Record<string, string> = { ETHEREUM: '/rpc/ethereum', POLYGON: '/rpc/polygon' };
const COIN: Record<string, string> = { ETHEREUM: 'ETH', POLYGON: 'MATIC' };

/** Puts the wallet on the payment's chain, adding our node's RPC when the wallet does not know the chain. */
async function ensureChain(provider: Eip1193Provider, blockchain: string, chainIdNumber: number) {
  const chainId = `0x${chainIdNumber.toString(16)}`;
  const current = await provider.request({ method: 'eth_chainId' }).catch(() => null);
  if (typeof current === 'string' && BigInt(current) === BigInt(chainIdNumber)) return;
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
  } catch (err) {
    const e = err as { code?: unknown; data?: { originalError?: { code?: unknown } } } | null;
    if (e?.code !== 4902 && e?.data?.originalError?.code !== 4902) throw err;
    const coin = COIN[blockchain] ?? 'ETH';
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId,
          chainName: blockchain,
          nativeCurrency: { name: coin, symbol: coin, decimals: 18 },
          rpcUrls: [`${location.origin}${RPC_PATH[blockchain] ?? '/rpc/ethereum'}`],
        },
      ],
    });
  }
}

/** The browser wallet of the buyer's choice when the page has it, else the first one found. */
function pick(found: DiscoveredWallet[], wallet: BuyWallet | null): DiscoveredWallet | undefined {
  return found.find((w) => w.walletType === wallet) ?? found[0];
}

/** Sends the payment's transfer from a browser wallet and answers its transaction hash. */
export async function sendFromBrowser(
  payment: PaymentStarted,
  wallet: BuyWallet | null,
  discover: () => Promise<DiscoveredWallet[]> = () => discoverWallets(),
): Promise<string> {
  const c = payment.crypto;
  if (!c) throw Object.assign(new Error('no crypto instruction'), { code: 9000 });
  const chosen = pick(await discover(), wallet);
  if (!chosen) throw Object.assign(new Error('no browser wallet'), { code: CHECKOUT_CODES.NO_WALLET });
  try {
    const accounts = await chosen.provider.request({ method: 'eth_requestAccounts' });
    const from = Array.isArray(accounts) && typeof accounts[0] === 'string' ? accounts[0] : undefined;
    await ensureChain(chosen.provider, c.blockchain, c.chainId);
    // ethers loads only when a browser wallet pays: statically imported, step 1 evaluated it on its first
    // screen (a long task on a phone).
    const { BrowserProvider } = await import('ethers');
    const signer = await new BrowserProvider(chosen.provider).getSigner(from);
    const tx = await signer.sendTransaction({ to: c.to, value: BigInt(c.valueWei) });
    return tx.hash;
  } catch (err) {
    throw walletFailure(err);
  }
}

/**
 * The payment step's machine with its real effects. The page adds the navigation (redirect, awaitPayment);
 * `discover` is injectable for tests that bring their own wallet.
 */
export function paymentFlow(queryClient: QueryClient, discover?: () => Promise<DiscoveredWallet[]>) {
  return paymentMachine.provide({
    actors: {
      loadOrder: fromPromise<{ order: Order; methods: PaymentMethodOption[] }, { orderId: string }>(
        async ({ input, signal }) => {
          const [order, methods] = await Promise.all([
            queryClient.fetchQuery({ ...checkoutQueries.order(input.orderId), staleTime: 0 }),
            checkoutApi.paymentMethods(input.orderId, { signal }),
          ]);
          return { order, methods };
        },
      ),
      createPayment: fromPromise(({ input }: { input: PaymentInput }) => checkoutApi.createPayment(input)),
      sendTransaction: fromPromise(
        ({ input }: { input: { payment: PaymentStarted; wallet: BuyWallet | null } }) =>
          sendFromBrowser(input.payment, input.wallet, discover),
      ),
      submitCryptoPayment: fromPromise<unknown, { ref: string; txHash: string }>(({ input }) =>
        checkoutApi.submitCryptoPayment(input.ref, input.txHash),
      ),
    },
  });
}

/** checkpay's wait: the server's read of the payment, every CHECKPAY_INTERVAL_MS until it is decided. */
export function checkPayFlow() {
  return paymentResultMachine.provide({
    actors: {
      awaitResult: awaitPaymentResult((ref, signal) => checkoutApi.checkPayment(ref, { signal })),
    },
  });
}
