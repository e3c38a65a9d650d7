import { and, eq } from 'drizzle-orm';
import { getAddress, isAddress } from 'ethers';
import { memberCards } from '../../../db/schema';
import type { Deps } from '../../../http/context';
import { fail } from '../../../http/errors';
import type { ActivateCardForm, CardDetail } from '../../../schemas/cards';
import { ensureCustodialWallet } from '../../wallets/custodial-wallets';
import { enqueueCard } from '../queues';
import { cardDetail, loadCard } from './read';

type ActivateDeps = Pick<Deps, 'db' | 'now' | 'env' | 'chains' | 'custody' | 'queue' | 'log'>;

/**
 * activateCard (spec §2 "card activation by token id and contract address", §8 Activation): the card with that
 * token id on the platform's MembershipCard contract (else 404 invalid token id), one token (1044), the
 * caller's (1049 not yours), not already on chain in their wallet (1047 own collectible), into their platform
 * wallet (any other address 1041). One conditional update (CLAIMED and still the caller's → ACTIVATING) decides
 * against a transfer at the same moment; the activation job mints it once after CARD_ACTIVATION_DELAY_SECONDS
 * (spec: about 3 minutes), and the card's `activation` shows where it stands. Asking again while it runs
 * answers the same activation.
 */
export async function activateCard(
  deps: ActivateDeps,
  memberId: string,
  f: ActivateCardForm,
): Promise<CardDetail> {
  const now = deps.now();
  if (f.quantity !== 1) fail('WRONG_QUANTITY', 'card_quantity_one');
  const [byToken] = await deps.db
    .select({ id: memberCards.id })
    .from(memberCards)
    .where(eq(memberCards.tokenId, Number(f.tokenId) <= 2_147_483_647 ? Number(f.tokenId) : 0))
    .limit(1);
  const row = byToken ? await loadCard(deps.db, byToken.id) : null;
  if (!row || !isAddress(f.contractAddress)) fail('NOT_FOUND', 'invalid_token_id');
  const contract = await (await deps.chains.get(row.programme.blockchain)).contract('MEMBERSHIP');
  if (getAddress(f.contractAddress) !== getAddress(contract)) fail('NOT_FOUND', 'invalid_token_id');
  if (row.card.holderId !== memberId) fail('NOT_YOURS_ACTIVATION', 'card_not_yours');
  if (row.card.state === 'ACTIVE' || row.card.state === 'TRANSFERRING')
    fail('OWN_COLLECTIBLE', 'card_already_active');
  if (row.card.state === 'ACTIVATING') return cardDetail(deps.db, row, now);
  const { address } = await ensureCustodialWallet(deps, memberId);
  if (f.walletAddress && (!isAddress(f.walletAddress) || getAddress(f.walletAddress) !== address))
    fail('INVALID_WALLET_ADDRESS', 'not_your_platform_wallet');
  const readyAt = new Date(now.getTime() + deps.env.CARD_ACTIVATION_DELAY_SECONDS * 1000);
  const [started] = await deps.db
    .update(memberCards)
    .set({
      state: 'ACTIVATING',
      activationRequestedAt: now,
      activationReadyAt: readyAt,
      walletAddress: address,
      updatedAt: now,
    })
    .where(
      and(
        eq(memberCards.id, row.card.id),
        eq(memberCards.holderId, memberId),
        eq(memberCards.state, 'CLAIMED'),
      ),
    )
    .returning();
  if (!started) {
    // Moved meanwhile: given away (not yours any more), or its activation began in another request.
    const again = (await loadCard(deps.db, row.card.id))!;
    if (again.card.holderId !== memberId) fail('NOT_YOURS_ACTIVATION', 'card_not_yours');
    if (again.card.state === 'ACTIVATING') return cardDetail(deps.db, again, now);
    fail('CARD_BUSY', 'card_busy');
  }
  await enqueueCard(deps, started.id, readyAt);
  return cardDetail(deps.db, { ...row, card: started }, now);
}
