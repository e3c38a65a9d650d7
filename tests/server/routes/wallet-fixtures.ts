import type { Signer } from 'ethers';
import { SiweMessage } from 'siwe';
import type { Blockchain, WalletType } from '../../../server/schemas/wallets';
import { createTestSession } from '../../support/members';
import type { TestServer } from '../../support/server';

export type Session = { memberId: string; token: string };

export const member = (s: TestServer, opts: { email?: string; name?: string } = {}) =>
  createTestSession(s.deps.db, opts);

/** Opens a wallet step through the API and answers its ref. */
export async function openStep(
  s: TestServer,
  session: Session,
  opts: { kind?: 'connect' | 'change' | 'unbind'; walletType?: WalletType; blockchain?: Blockchain } = {},
): Promise<string> {
  const kind = opts.kind ?? 'connect';
  const path = kind === 'unbind' ? '/api/wallet/unbind-url' : '/api/wallet/connect-url';
  const query: Record<string, string> = {
    blockchain: opts.blockchain ?? 'ETHEREUM',
    walletType: opts.walletType ?? 'METAMASK',
    ...(kind === 'unbind' ? {} : { op: kind }),
  };
  const r = await s.request('GET', path, { session, query });
  if (r.meta.code !== 200) throw new Error(`open step: ${r.meta.code} ${r.meta.message}`);
  return r.data.ref as string;
}

/** A SIWE message for the step as a browser wallet page would build it; fields may be overridden. */
export async function signedProof(
  s: TestServer,
  session: Session,
  ref: string,
  wallet: Signer & { address: string },
  over: Partial<{
    domain: string;
    chainId: number;
    nonce: string;
    address: string;
    expirationTime: string;
  }> = {},
): Promise<{ message: string; signature: string; nonce: string }> {
  const n = await s.request('GET', '/api/wallet/siwe-nonce', { session, query: { ref } });
  if (n.meta.code !== 200) throw new Error(`nonce: ${n.meta.code}`);
  const domain = over.domain ?? n.data.domain;
  const message = new SiweMessage({
    domain,
    address: over.address ?? wallet.address,
    statement: n.data.statement,
    uri: `http://${domain}`,
    version: '1',
    chainId: over.chainId ?? n.data.chainId,
    nonce: over.nonce ?? n.data.nonce,
    issuedAt: s.clock.now.toISOString(),
    ...(over.expirationTime ? { expirationTime: over.expirationTime } : {}),
  }).prepareMessage();
  return { message, signature: await wallet.signMessage(message), nonce: n.data.nonce };
}

/** playerConnect (or playerChangeWallet) with a proof. */
export function connect(
  s: TestServer,
  session: Session,
  form: { ref: string; walletType?: WalletType; message?: string; signature?: string },
  path: 'connect' | 'change-wallet' = 'connect',
) {
  const body: Record<string, string> = { ref: form.ref, walletType: form.walletType ?? 'METAMASK' };
  if (form.message) body.message = form.message;
  if (form.signature) body.signature = form.signature;
  return s.request('POST', `/api/players/${path}`, { session, form: body });
}

/** Opens a connect step and binds `wallet` to the member with a valid SIWE proof. */
export async function bindBrowserWallet(
  s: TestServer,
  session: Session,
  wallet: Signer & { address: string },
) {
  const ref = await openStep(s, session);
  const proof = await signedProof(s, session, ref, wallet);
  const r = await connect(s, session, { ref, ...proof });
  if (r.meta.code !== 200) throw new Error(`bind: ${r.meta.code} ${r.meta.message}`);
  return r;
}
