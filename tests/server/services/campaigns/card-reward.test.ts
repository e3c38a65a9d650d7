import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignClaims, campaignMembers, campaigns, memberCards } from '../../../../server/db/schema';
import { Code } from '../../../../server/schemas/codes';
import type { TestServer } from '../../../support/server';
import {
  claimCampaign,
  loyaltyServer,
  merchantOf,
  person,
  saveCampaign,
  type MerchantFixture,
  type Session,
} from '../../routes/loyalty-fixtures';

// A campaign whose reward is a membership card. A claim issues a card of the merchant's
// programme at its first tier through the programme's own path, in the claim's transaction; the programme's
// one card per member holds, and a refused claim leaves nothing.

let s: TestServer;
let shop: MerchantFixture;
beforeAll(async () => {
  s = await loyaltyServer({ SESSION_TTL_DAYS: 3650 });
  shop = await merchantOf(s);
}, 120_000);
afterAll(() => s?.close());

async function programme(m: MerchantFixture = shop): Promise<string> {
  const p = await s.request('POST', '/api/cards/programmes', {
    session: m.session,
    form: {
      name: 'Harbour friends',
      'tiers[0][name]': 'Blue',
      'tiers[0][vipPercent]': '5',
      'tiers[1][name]': 'Gold',
      'tiers[1][vipPercent]': '10',
      validityMonths: '12',
    },
  });
  if (p.meta.code !== 200) throw new Error(`createCardProgramme: ${JSON.stringify(p.meta)}`);
  return p.data.id as string;
}

const save = (over: Record<string, string>) =>
  saveCampaign(s, shop, { route: 'lubudsreg', rewardKind: 'CARD', totalLimit: '5', ...over });
const claim = (who: Session, campaignId: string, key: string) => claimCampaign(s, who, campaignId, key);

describe('a campaign that gives a membership card', () => {
  it('issues a card of the programme’s first tier, once per key, listed in the member’s cards', async () => {
    const programmeId = await programme();
    const saved = await save({ rewardProgrammeId: programmeId });
    expect(saved.meta.code, JSON.stringify(saved.meta)).toBe(200);
    expect(saved.data.reward).toMatchObject({
      kind: 'CARD',
      programmeId,
      batchId: null,
      productId: null,
      name: 'Harbour friends',
    });
    const campaignId = saved.data.id as string;
    const who = await person(s, { name: 'Club visitor' });
    await s.request('POST', '/api/campaigns/join', { session: who, form: { campaignId } });

    const r = await claim(who, campaignId, 'card-key-0001');
    expect(r.meta.code, JSON.stringify(r.meta)).toBe(200);
    expect(r.data).toMatchObject({ coupon: null, order: null, duplicate: false, card: { tierCode: 'T1' } });
    const [card] = await s.deps.db.select().from(memberCards).where(eq(memberCards.id, r.data.card.id));
    expect(card).toMatchObject({
      programmeId,
      holderId: who.memberId,
      claimedById: who.memberId,
      source: 'CAMPAIGN',
      state: 'CLAIMED',
    });

    // The same key again answers the same card.
    const again = await claim(who, campaignId, 'card-key-0001');
    expect(again.data).toMatchObject({ duplicate: true, card: { id: card!.id } });
    const mine = await s.request('GET', '/api/cards/mine', { session: who });
    expect(mine.data.items.map((c: { id: string }) => c.id)).toEqual([card!.id]);
    const view = await s.request('GET', '/api/campaigns/one', { session: who, query: { id: campaignId } });
    expect(view.data.me).toMatchObject({ claimed: 1, couponIds: [], orderIds: [], cardIds: [card!.id] });
    expect(view.data.remaining).toBe(4);
  });

  it('a member who already holds a card of the programme gets 1027 and the claim leaves nothing', async () => {
    const programmeId = await programme();
    const first = (await save({ rewardProgrammeId: programmeId })).data.id as string;
    const second = (await save({ rewardProgrammeId: programmeId, route: 'pjmreg' })).data.id as string;
    const who = await person(s, { name: 'Keen visitor' });
    for (const campaignId of [first, second])
      await s.request('POST', '/api/campaigns/join', { session: who, form: { campaignId } });
    expect((await claim(who, first, 'card-key-0002')).meta.code).toBe(200);

    const refused = await claim(who, second, 'card-key-0003');
    expect(refused.meta.code).toBe(Code.MEMBER_ALREADY_COLLECTED);
    const [c] = await s.deps.db.select().from(campaigns).where(eq(campaigns.id, second));
    expect(c!.remaining).toBe(5);
    const [m] = await s.deps.db.select().from(campaignMembers).where(eq(campaignMembers.campaignId, second));
    expect(m!.claimed).toBe(0);
    expect(
      await s.deps.db.select().from(campaignClaims).where(eq(campaignClaims.campaignId, second)),
    ).toEqual([]);
    expect(
      await s.deps.db.select().from(memberCards).where(eq(memberCards.holderId, who.memberId)),
    ).toHaveLength(1);
  });

  it('refuses another merchant’s programme, more than one per member, and a card on a transfer page', async () => {
    const theirs = await programme(await merchantOf(s));
    expect((await save({ rewardProgrammeId: theirs })).meta.code).toBe(Code.NOT_FOUND);
    const own = await programme();
    const many = await save({ rewardProgrammeId: own, perMemberLimit: '2' });
    expect(many.meta.code).toBe(Code.VALIDATION_FAILED);
    expect(JSON.stringify(many)).toContain('card_once_per_member');
    const transfer = await save({ rewardProgrammeId: own, route: 'pjmtrans' });
    expect(transfer.meta.code).toBe(Code.VALIDATION_FAILED);
    expect(JSON.stringify(transfer)).toContain('reward_not_transferable');
    expect((await save({})).meta.code).toBe(Code.VALIDATION_FAILED);
  });
});
