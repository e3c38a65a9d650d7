import { eq } from 'drizzle-orm';
import { Wallet, type Provider } from 'ethers';
import { custodialWallets, members } from '../../db/schema';
import type { Env } from '../../env';
import type { Deps } from '../../http/context';
import { fail } from '../../http/errors';

/**
 * Whether members can register with a phone number (spec §5 custodial rule). There is no separate switch: sign-up
 * by mobile is always offered and an SMS provider is always configured (SMS_PROVIDER `dev` keeps messages in the
 * outbox, `http` sends them), so phone registration is on and a mobile counts as a contact. Kept as a function
 * so a future switch lands in one place.
 */
export function phoneRegistrationOn(env: Pick<Env, 'SMS_PROVIDER'>): boolean {
  return env.SMS_PROVIDER === 'dev' || env.SMS_PROVIDER === 'http';
}

/**
 * Spec §5: connecting a custodial wallet needs a bound e-mail when phone registration is off, otherwise an
 * e-mail or a mobile; else WALLET_NEEDS_CONTACT (the app prompts to bind an e-mail first). The contact is how
 * the member recovers access to a wallet whose key only the product holds.
 */
export async function assertCustodialContact(
  deps: Pick<Deps, 'db' | 'env'>,
  memberId: string,
): Promise<void> {
  const [m] = await deps.db
    .select({ email: members.email, mobile: members.mobile })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  if (!m) fail('NOT_FOUND');
  const ok = phoneRegistrationOn(deps.env) ? Boolean(m.email || m.mobile) : Boolean(m.email);
  if (!ok) fail('WALLET_NEEDS_CONTACT');
}

/**
 * The member's custodial wallet (the product's own), created on first need. The private key is sealed before it
 * reaches the database and never leaves this module in clear except through custodialSigner. Race-safe: the
 * unique member_id decides, a concurrent loser's freshly generated key is simply dropped.
 */
export async function ensureCustodialWallet(
  deps: Pick<Deps, 'db' | 'custody'>,
  memberId: string,
): Promise<{ address: string }> {
  const existing = await custodialAddress(deps, memberId);
  if (existing) return { address: existing };
  const wallet = Wallet.createRandom();
  const sealed = deps.custody.seal(wallet.privateKey);
  await deps.db
    .insert(custodialWallets)
    .values({
      memberId,
      address: wallet.address,
      keyCiphertext: sealed.ciphertext,
      keyIv: sealed.iv,
      keyTag: sealed.tag,
      keyId: sealed.keyId,
    })
    .onConflictDoNothing();
  const address = await custodialAddress(deps, memberId);
  if (!address) throw new Error('custodial wallet not stored');
  return { address };
}

/** The member's custodial address, or null when none was created yet. */
export async function custodialAddress(deps: Pick<Deps, 'db'>, memberId: string): Promise<string | null> {
  const [row] = await deps.db
    .select({ address: custodialWallets.address })
    .from(custodialWallets)
    .where(eq(custodialWallets.memberId, memberId))
    .limit(1);
  return row?.address ?? null;
}

/**
 * A signer for the member's custodial wallet, connected to a chain's provider, for the server-side moves the
 * product makes on the member's behalf (transfers). Throws NO_WALLET when the member has none. Callers must
 * never log or return the wallet object.
 */
export async function custodialSigner(
  deps: Pick<Deps, 'db' | 'custody'>,
  memberId: string,
  provider: Provider | null,
): Promise<Wallet> {
  const [row] = await deps.db
    .select()
    .from(custodialWallets)
    .where(eq(custodialWallets.memberId, memberId))
    .limit(1);
  if (!row) fail('NO_WALLET');
  const key = deps.custody.open({
    ciphertext: row.keyCiphertext,
    iv: row.keyIv,
    tag: row.keyTag,
    keyId: row.keyId,
  });
  return new Wallet(key, provider);
}
