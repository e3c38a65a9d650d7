import type { Deps } from '../../http/context';
import type { MethodProviders, ProviderDeps } from '../providers';
import { byonProvider } from './adapter';
import { byonSandboxProvider } from './sandbox';

type ClockedDeps = ProviderDeps & Partial<Pick<Deps, 'now'>>;
const clockOf = (deps: ClockedDeps) => deps.now ?? (() => new Date());

/** BYON pay-by-QR's providers: the real API when BYON_API_URL is set, else the sandbox payer. */
export const byonMethod: MethodProviders = {
  active: (deps: ClockedDeps) =>
    deps.env.BYON_API_URL ? byonProvider(deps.env, fetch, clockOf(deps)) : byonSandboxProvider(deps),
  known: (deps: ClockedDeps) => [byonSandboxProvider(deps), byonProvider(deps.env, fetch, clockOf(deps))],
};
