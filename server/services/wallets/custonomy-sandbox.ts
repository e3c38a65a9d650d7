import { Wallet } from 'ethers';
import { CUSTONOMY_SANDBOX_SECRET, signingKeys, type Env } from '../../env';
import type { Deps } from '../../http/context';
import { ApiError } from '../../http/errors';
import type { Blockchain } from '../../schemas/wallets';
import { PROVIDER_SIGNATURE_HEADER, providerSignature } from './callback';

/**
 * The configuration implies the CUSTONOMY sandbox: no widget URL (the sandbox plays the provider), or the
 * callback secret is still the public default (anyone could sign a wallet-address callback).
 */
export function custonomySandboxImplied(
  env: Pick<Env, 'CUSTONOMY_WIDGET_URL' | 'CUSTONOMY_CALLBACK_SECRET'>,
): boolean {
  return env.CUSTONOMY_WIDGET_URL === '' || env.CUSTONOMY_CALLBACK_SECRET === CUSTONOMY_SANDBOX_SECRET;
}

/** Sends a request into the app (in-process), as the provider's HTTP client would. */
export type Deliver = (path: string, init: RequestInit) => Promise<Response>;

/**
 * The sandbox CUSTONOMY provider (CUSTONOMY_WIDGET_URL empty): plays the third party so the CUSTONOMY flow runs
 * end to end without it. It makes a provider-side wallet — only its address is kept, the key is discarded since
 * the sandbox never signs later, and nothing goes to custodial_wallets (that table is the product's own) — then
 * POSTs the signed wallet-address callback (spec §7) to the app, exactly as the real provider would.
 */
export async function createSandboxCustonomyWallet(
  deps: Pick<Deps, 'env'>,
  step: { memberId: string; ref: string; blockchain: Blockchain },
  deliver: Deliver,
): Promise<{ address: string; code: number }> {
  const address = Wallet.createRandom().address;
  const appId = [...signingKeys(deps.env).keys()][0] ?? 'NFTH5';
  const body = new URLSearchParams({ address, blockchain: step.blockchain }).toString();
  const path = `/api/callbacks/wallet/bind/${step.memberId}/${step.ref}/${appId}/CUSTONOMY`;
  const res = await deliver(path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      [PROVIDER_SIGNATURE_HEADER]: providerSignature(deps.env.CUSTONOMY_CALLBACK_SECRET, body),
    },
    body,
  });
  const json = (await res.json()) as { meta: { code: number } };
  if (json.meta.code !== 200) throw new ApiError(json.meta.code);
  return { address, code: json.meta.code };
}
