import type { Deps } from '../http/context';
import { fail } from '../http/errors';
import { CARD_HTTP, cardHttpProvider } from './card-http';
import { CRYPTO, cryptoProvider } from './crypto';
import type { PaymentProvider } from './provider';
import { SANDBOX_CARD, sandboxCardProvider } from './sandbox-card';

type ProviderDeps = Pick<Deps, 'env' | 'db' | 'chains'>;

/** The card processor PAYMENT_CARD_PROVIDER names: the sandbox (default) or the HTTP adapter. */
export function cardProvider(deps: ProviderDeps): PaymentProvider {
  return deps.env.PAYMENT_CARD_PROVIDER === 'http' ? cardHttpProvider(deps.env) : sandboxCardProvider(deps);
}

/**
 * The provider a ledger row or a callback path names. A card provider that is not the configured one still
 * answers for refunds of its old captures, but takes no callbacks (NOT_FOUND), so a switched-off sandbox cannot
 * be used to sign payments in.
 */
export function providerById(deps: ProviderDeps, id: string, use: 'callback' | 'refund'): PaymentProvider {
  if (id === CRYPTO) return cryptoProvider(deps);
  const card = cardProvider(deps);
  if (id === card.id) return card;
  if (use === 'refund' && id === SANDBOX_CARD) return sandboxCardProvider(deps);
  if (use === 'refund' && id === CARD_HTTP) return cardHttpProvider(deps.env);
  fail('NOT_FOUND', 'unknown_payment_provider');
}
