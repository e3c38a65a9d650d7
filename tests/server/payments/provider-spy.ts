import type { PaymentProvider } from '../../../server/payments/provider';

type Providers = { providerById: (...args: never[]) => PaymentProvider };

/**
 * The providers module with every provider `providerById` looks up wrapped by `wrap` (its answer overrides the
 * provider's own functions), for a test's `vi.mock` of server/payments/providers. It imports types only, so the
 * mock factory can load it without loading the module it replaces.
 */
export function spyProviders<T extends Providers>(
  real: T,
  wrap: (p: PaymentProvider) => Partial<PaymentProvider>,
): T {
  return {
    ...real,
    providerById: (...args: Parameters<T['providerById']>) => {
      const p = real.providerById(...args);
      return { ...p, ...wrap(p) };
    },
  };
}
