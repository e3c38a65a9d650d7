import type Stripe from 'stripe';
import type { MethodProviders, ProviderDeps } from '../providers';
import type { PaymentProvider } from '../provider';
import { stripeClient, stripeProvider, type StripeEnv } from './adapter';
import { stripeSandboxProvider } from './sandbox';

// One SDK client per configuration: providerById builds every method's active provider on each callback.
let cached: { key: string; client: Stripe } | null = null;
function clientFor(env: StripeEnv): Stripe {
  const key = `${env.STRIPE_SECRET_KEY}\n${env.STRIPE_API_URL}`;
  if (cached?.key !== key) cached = { key, client: stripeClient(env) };
  return cached.client;
}

/** Whether Stripe is the real one (a secret key is configured) rather than its sandbox. */
export const stripeIsReal = (env: StripeEnv) => env.STRIPE_SECRET_KEY !== '';

/** The provider new Stripe payments go to, and whose webhooks /api/callbacks/stripe takes. */
export function activeStripe(deps: ProviderDeps): PaymentProvider {
  return stripeIsReal(deps.env) ? stripeProvider(deps.env, clientFor(deps.env)) : stripeSandboxProvider(deps);
}

/**
 * The STRIPE method (server/payments/providers.ts METHODS): the real adapter when configured, else the sandbox.
 * Without a secret key the real adapter is not known at all (the SDK refuses to exist without one, and nothing
 * could be refunded through it), so every other method's refunds never meet it.
 */
export const stripeMethod: MethodProviders = {
  active: activeStripe,
  known: (deps) =>
    stripeIsReal(deps.env)
      ? [stripeSandboxProvider(deps), stripeProvider(deps.env, clientFor(deps.env))]
      : [stripeSandboxProvider(deps)],
};
