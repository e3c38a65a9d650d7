import type { Deps } from '../http/context';
import { fail } from '../http/errors';
import type { PaymentMethod } from '../schemas/payments';
import { auctionHoldProvider } from './auction-hold';
import { byonMethod } from './byon/method';
import { coinTenderProvider } from './coin-tender';
import { cardHttpProvider } from './card/adapter';
import { cryptoProvider } from './crypto';
import { mastercardAdapter } from './mastercard/adapter';
import { mastercardProvider, mastercardSandboxProvider } from './mastercard/sandbox';
import type { PaymentProvider } from './provider';
import { sandboxCardProvider } from './card/sandbox';
import { activeSpiralProvider, knownSpiralProviders } from './spiral/sandbox';
import { stripeMethod } from './stripe/method';

export type ProviderDeps = Pick<Deps, 'env' | 'db' | 'chains'>;

/**
 * One payment method's providers: `active` is the one new payments go to (the real adapter when its
 * credentials are configured, else its sandbox); `known` are every provider of the method that may still hold
 * captures (a switched-off sandbox still refunds its old captures, but takes no callbacks, so it cannot be used to
 * sign payments in).
 */
export type MethodProviders = {
  active: (deps: ProviderDeps) => PaymentProvider;
  known: (deps: ProviderDeps) => PaymentProvider[];
};

/** The card processor PAYMENT_CARD_PROVIDER names: the sandbox (default) or the HTTP adapter. */
export function cardProvider(deps: ProviderDeps): PaymentProvider {
  return deps.env.PAYMENT_CARD_PROVIDER === 'http' ? cardHttpProvider(deps.env) : sandboxCardProvider(deps);
}

/** Each method's providers. Every method module adds its entry here (and nowhere else). */
const METHODS: Partial<Record<PaymentMethod, MethodProviders>> = {
  SANDBOX_CARD: {
    active: cardProvider,
    known: (deps) => [sandboxCardProvider(deps), cardHttpProvider(deps.env)],
  },
  CRYPTO: { active: cryptoProvider, known: (deps) => [cryptoProvider(deps)] },
  // Listed before STRIPE: providerById then finds ours without building Stripe's SDK client (it needs a key).
  MASTERCARD: {
    active: mastercardProvider,
    known: (deps) => [mastercardSandboxProvider(deps), mastercardAdapter(deps.env)],
  },
  SPIRAL: { active: activeSpiralProvider, known: knownSpiralProviders },
  STRIPE: stripeMethod,
  BYON: byonMethod,
};

/** Providers whose captures are made inside the marketplace (no method a buyer picks): they only refund. */
const REFUND_ONLY: ((deps: ProviderDeps) => PaymentProvider)[] = [auctionHoldProvider, coinTenderProvider];

/** Whether this server can take `method` at all (its module is present). */
export function methodSupported(method: PaymentMethod): boolean {
  return METHODS[method] !== undefined;
}

/** The provider new payments of `method` go to. */
export function providerForMethod(deps: ProviderDeps, method: PaymentMethod): PaymentProvider {
  const entry = METHODS[method];
  if (!entry) fail('NOT_FOUND', 'payment_method_not_available');
  return entry.active(deps);
}

/**
 * The provider a ledger row or a callback path names. Callbacks are taken only by an active provider; refunds
 * (and the reconciliation's query) by any known one.
 */
export function providerById(deps: ProviderDeps, id: string, use: 'callback' | 'refund'): PaymentProvider {
  for (const entry of Object.values(METHODS)) {
    const active = entry.active(deps);
    if (active.id === id) return active;
    if (use === 'refund') {
      const old = entry.known(deps).find((p) => p.id === id);
      if (old) return old;
    }
  }
  if (use === 'refund')
    for (const make of REFUND_ONLY) {
      const provider = make(deps);
      if (provider.id === id) return provider;
    }
  fail('NOT_FOUND', 'unknown_payment_provider');
}
