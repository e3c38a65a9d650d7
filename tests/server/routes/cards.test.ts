import { eq } from 'drizzle-orm';
import { Contract } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadArtifact } from '../../../server/chain/artifacts';
import {
  cardTransfers,
  chainTxs,
  custodialWallets,
  memberCards,
  redeemCodes,
} from '../../../server/db/schema';
import { handleCardJob } from '../../../server/jobs/loyalty';
import { Code } from '../../../server/schemas/codes';
import { classifyDoorScan } from '../../../server/schemas/door-scan';
import type { TestServer } from '../../support/server';
import {
  captcha,
  loyaltyServer,
  merchantOf,
  person,
  runCardJobs,
  takeSent,
  type MerchantFixture,
  type Session,
} from './loyalty-fixtures';

let s: TestServer;
let shop: MerchantFixture;
let membership: string;

beforeAll(async () => {
  s = await loyaltyServer();
  membership = await (await s.deps.chains.get('ETHEREUM')).contract('MEMBERSHIP');
  shop = await merchantOf(s);
}, 120_000);
afterAll(() => s.close());

const programmeForm = (over: Record<string, string> = {}) => ({
  name: 'Bean Club',
  'tiers[0][name]': 'Silver',
  'tiers[0][vipPercent]': '5',
  'tiers[1][name]': 'Gold',
  'tiers[1][vipPercent]': '12.5',
  validityMonths: '12',
  ...over,
});

async function programme(over: Record<string, string> = {}, owner: MerchantFixture = shop) {
  const r = await s.request('POST', '/api/cards/programmes', {
    session: owner.session,
    form: programmeForm(over),
  });
  if (r.meta.code !== 200) throw new Error(JSON.stringify(r));
  return r.data as { id: string; tiers: { code: string }[] };
}

async function codes(programmeId: string, count: number, extra: Record<string, string> = {}) {
  const r = await s.request('POST', '/api/cards/codes', {
    session: shop.session,
    form: { programmeId, tier: 'T1', count: String(count), ...extra },
  });
  if (r.meta.code !== 200) throw new Error(JSON.stringify(r));
  return r.data.codes as string[];
}

const redeem = (who: Session, code: string) =>
  s.request('POST', '/api/cards/redeem', { session: who, form: { code } });

/** A fresh member holding a card of a new transferable (or not) programme. */
async function holder(o: { transferable?: boolean; email?: string } = {}) {
  const p = await programme({ transferable: String(o.transferable ?? true) });
  const [code] = await codes(p.id, 1);
  const who = await person(s, { email: o.email });
  const card = await redeem(who, code!);
  expect(card.meta.code).toBe(Code.OK);
  return { who, card: card.data as { id: string; tokenId: string }, programmeId: p.id };
}

const activate = (who: Session, form: Record<string, string>) =>
  s.request('POST', '/api/cards/activate', { session: who, form });

async function ownerOnChain(tokenId: string): Promise<string> {
  const chain = await s.deps.chains.get('ETHEREUM');
  const card = new Contract(membership, (await loadArtifact('MembershipCard')).abi, chain.provider);
  return (await card.getFunction('ownerOf')(tokenId)) as string;
}
const walletOf = async (memberId: string) =>
  (await s.deps.db.select().from(custodialWallets).where(eq(custodialWallets.memberId, memberId)))[0]
    ?.address;

describe('createCardProgramme and generateRedeemCodes', () => {
  it('a programme with tiers and VIP discounts; the first is the merchant’s default', async () => {
    const m = await merchantOf(s);
    const first = await programme({}, m);
    expect(first).toMatchObject({
      isDefault: true,
      transferable: false,
      tiers: [
        { code: 'T1', name: 'Silver', vipDiscountBp: 500 },
        { code: 'T2', name: 'Gold', vipDiscountBp: 1250 },
      ],
    });
    const second = await programme({ name: 'Corporate', transferable: 'true', isDefault: 'true' }, m);
    expect(second).toMatchObject({ isDefault: true, transferable: true });
    const list = await s.request('GET', '/api/cards/programmes/mine', { session: m.session });
    expect(list.data.items.filter((p: { isDefault: boolean }) => p.isDefault)).toHaveLength(1);
  });

  it('refuses a member without a merchant (403) and a programme without tiers (4200)', async () => {
    const r = await s.request('POST', '/api/cards/programmes', {
      session: await person(s),
      form: programmeForm(),
    });
    expect(r.meta.code).toBe(Code.FORBIDDEN);
    const none = await s.request('POST', '/api/cards/programmes', {
      session: shop.session,
      form: { name: 'x', validityMonths: '12' },
    });
    expect(none.meta.code).toBe(Code.VALIDATION_FAILED);
  });

  it('makes 16-character codes of one tier; another merchant’s programme is 404, an unknown tier 4200', async () => {
    const p = await programme();
    const made = await codes(p.id, 5, { tier: 'T2', cards: '3' });
    expect(made).toHaveLength(5);
    for (const c of made) expect(c).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    const other = await merchantOf(s);
    const theirs = await s.request('POST', '/api/cards/codes', {
      session: other.session,
      form: { programmeId: p.id, tier: 'T1', count: '1' },
    });
    expect(theirs.meta.code).toBe(Code.NOT_FOUND);
    const bad = await s.request('POST', '/api/cards/codes', {
      session: shop.session,
      form: { programmeId: p.id, tier: 'T9', count: '1' },
    });
    expect(bad.meta.code).toBe(Code.VALIDATION_FAILED);
  });
});

describe('redeemCardCode', () => {
  it('claims a card of the code’s tier; answers 1045, 1029, 1027 and 1028 as the spec says', async () => {
    const p = await programme();
    const [a, b, c, d] = await codes(p.id, 4, { tier: 'T2', cards: '2' });
    const ada = await person(s);
    const card = await redeem(ada, `${a!.slice(0, 4)}-${a!.slice(4, 8)} ${a!.slice(8)}`.toLowerCase());
    expect(card.meta.code).toBe(Code.OK);
    expect(card.data).toMatchObject({
      name: 'Bean Club',
      tier: { name: 'Gold' },
      state: 'CLAIMED',
      issuer: `Shop ${shop.mcId}`,
    });
    expect(card.data.number).toBe(`${shop.mcId}-${card.data.tokenId.padStart(8, '0')}`);
    expect((await redeem(ada, 'ZZZZZZZZZZZZZZZZ')).meta.code).toBe(Code.INVALID_REDEEM_CODE);
    expect((await redeem(await person(s), a!)).meta.code).toBe(Code.ALREADY_CLAIMED);
    expect((await redeem(ada, b!)).meta.code).toBe(Code.MEMBER_ALREADY_COLLECTED);
    // The refused claim left the code free for someone else.
    expect((await redeem(await person(s), b!)).meta.code).toBe(Code.OK);
    expect((await redeem(await person(s), c!)).meta.code).toBe(Code.SOLD_OUT);
    const [free] = await s.deps.db.select().from(redeemCodes).where(eq(redeemCodes.code, d!));
    expect(free?.claimedById).toBeNull();
    const short = await redeem(ada, 'ABC');
    expect(short.meta.code).toBe(Code.VALIDATION_FAILED);
    expect(short.data).toEqual([{ path: 'code', message: 'redeem_code_length' }]);
  });
});

describe('listMyCards, getCard, getCardQr and saveCardMemberInfo', () => {
  it('lists the card and shows every field of spec §3; 1004 for another’s card, 2003 once given away', async () => {
    const { who, card } = await holder({ transferable: true });
    const list = await s.request('GET', '/api/cards/mine', { session: who });
    expect(list.data.items.map((c: { id: string }) => c.id)).toEqual([card.id]);
    const detail = await s.request('GET', '/api/cards/detail', { session: who, query: { id: card.id } });
    expect(detail.meta.code).toBe(Code.OK);
    expect(Object.keys(detail.data).sort()).toEqual(
      [
        'activation',
        'blockchain',
        'contractAddress',
        'expired',
        'expiryDate',
        'id',
        'info',
        'issueDate',
        'issuer',
        'mcId',
        'name',
        'number',
        'ownerId',
        'state',
        'tier',
        'tokenId',
        'transferable',
        'txHash',
        'walletAddress',
        'web3Group',
      ].sort(),
    );
    expect(detail.data.contractAddress).toBe(membership);
    const stranger = await s.request('GET', '/api/cards/detail', {
      session: await person(s),
      query: { id: card.id },
    });
    expect(stranger.meta.code).toBe(Code.VERIFICATION_FAILED);
    await person(s, { email: 'card-taker@example.com' });
    const given = await s.request('POST', '/api/cards/transfer', {
      session: who,
      form: { id: card.id, by: 'email', email: 'card-taker@example.com', ...(await captcha(s)) },
    });
    expect(given.meta.code).toBe(Code.OK);
    const gone = await s.request('GET', '/api/cards/detail', { session: who, query: { id: card.id } });
    expect(gone.meta.code).toBe(Code.NO_LONGER_IN_WALLET);
  });

  it('a signed QR that expires and refreshes; the merchant verifies it, not once the card has moved', async () => {
    const { who, card } = await holder({ transferable: true });
    const q = await s.request('POST', '/api/cards/qr', { session: who, form: { id: card.id } });
    expect(q.meta.code).toBe(Code.OK);
    expect(new Date(q.data.expiresAt).getTime() - s.clock.now.getTime()).toBeLessThanOrEqual(180_000);
    expect(classifyDoorScan(q.data.payload)).toEqual({ kind: 'card', code: q.data.payload });
    const check = await s.request('GET', '/api/cards/verify', {
      session: shop.session,
      query: { payload: q.data.payload },
    });
    expect(check.data).toMatchObject({ valid: true, card: { name: 'Bean Club', tier: { name: 'Silver' } } });
    const saved = s.clock.now;
    s.clock.now = new Date(saved.getTime() + 200_000);
    const late = await s.request('GET', '/api/cards/verify', {
      session: shop.session,
      query: { payload: q.data.payload },
    });
    expect(late.data.valid).toBe(false);
    s.clock.now = saved;
    const other = await merchantOf(s);
    const notTheirs = await s.request('GET', '/api/cards/verify', {
      session: other.session,
      query: { payload: q.data.payload },
    });
    expect(notTheirs.data.valid).toBe(false);
  });

  it('saves the member info form; the age from birth year and month must be 18–99', async () => {
    const { who, card } = await holder();
    const form = {
      id: card.id,
      englishName: 'Chan Tai Man',
      chineseName: '陳大文',
      title: 'MR',
      birthYear: '1990',
      birthMonth: '5',
      email: 'tai.man@example.com',
      areaCode: '+852',
      mobile: '91234567',
      address: '1 Queen’s Road Central',
      area: 'Hong Kong Island',
      district: 'Central and Western',
      language: 'zh_TW',
    };
    const r = await s.request('POST', '/api/cards/info', { session: who, form });
    expect(r.meta.code).toBe(Code.OK);
    expect(r.data.info).toMatchObject({
      englishName: 'Chan Tai Man',
      chineseName: '陳大文',
      title: 'MR',
      district: 'Central and Western',
    });
    expect(r.data.info.age).toBeGreaterThanOrEqual(18);
    const young = await s.request('POST', '/api/cards/info', {
      session: who,
      form: { ...form, birthYear: String(s.clock.now.getUTCFullYear() - 10) },
    });
    expect(young.data).toEqual([{ path: 'birthYear', message: 'age_range' }]);
    const bad = await s.request('POST', '/api/cards/info', {
      session: who,
      form: { ...form, mobile: '123', title: 'DR' },
    });
    expect(bad.meta.code).toBe(Code.VALIDATION_FAILED);
    expect(bad.data.map((i: { path: string }) => i.path).sort()).toEqual(['title']);
  });
});

describe('activateCard', () => {
  it('activates by token id and contract address through the job: QUEUED, then minted to the platform wallet', async () => {
    const { who, card } = await holder();
    const r = await activate(who, { tokenId: card.tokenId, contractAddress: membership.toLowerCase() });
    expect(r.meta.code).toBe(Code.OK);
    expect(r.data.state).toBe('ACTIVATING');
    expect(r.data.activation.requestedAt).not.toBeNull();
    // Asked again while it runs: the same activation.
    expect((await activate(who, { tokenId: card.tokenId, contractAddress: membership })).data.state).toBe(
      'ACTIVATING',
    );
    await runCardJobs(s);
    const after = await s.request('GET', '/api/cards/detail', { session: who, query: { id: card.id } });
    expect(after.data).toMatchObject({
      state: 'ACTIVE',
      activation: { state: 'DONE' },
      web3Group: { member: true },
    });
    expect(after.data.txHash).toMatch(/^0x/);
    expect(await ownerOnChain(card.tokenId)).toBe(await walletOf(who.memberId));
    expect((await activate(who, { tokenId: card.tokenId, contractAddress: membership })).meta.code).toBe(
      Code.OWN_COLLECTIBLE,
    );
    const mints = await s.deps.db
      .select()
      .from(chainTxs)
      .where(eq(chainTxs.key, `card:issue:${card.id}`));
    expect(mints).toHaveLength(1);
  });

  it('answers 404 (token id or contract), 1049 (not yours), 1044 (quantity) and 1041 (wallet address)', async () => {
    const { who, card } = await holder();
    expect((await activate(who, { tokenId: '999999', contractAddress: membership })).meta.code).toBe(
      Code.NOT_FOUND,
    );
    const wrong = '0x000000000000000000000000000000000000dEaD';
    expect((await activate(who, { tokenId: card.tokenId, contractAddress: wrong })).meta.code).toBe(
      Code.NOT_FOUND,
    );
    expect((await activate(who, { tokenId: card.tokenId, contractAddress: 'nope' })).meta.code).toBe(
      Code.NOT_FOUND,
    );
    expect(
      (await activate(await person(s), { tokenId: card.tokenId, contractAddress: membership })).meta.code,
    ).toBe(Code.NOT_YOURS_ACTIVATION);
    expect(
      (await activate(who, { tokenId: card.tokenId, contractAddress: membership, quantity: '2' })).meta.code,
    ).toBe(Code.WRONG_QUANTITY);
    expect(
      (await activate(who, { tokenId: card.tokenId, contractAddress: membership, walletAddress: wrong })).meta
        .code,
    ).toBe(Code.INVALID_WALLET_ADDRESS);
    takeSent(s, 'loyalty.card');
  });

  it('waits CARD_ACTIVATION_DELAY_SECONDS: a job delivered early sends itself again for its time', async () => {
    const slow = await loyaltyServer({ CARD_ACTIVATION_DELAY_SECONDS: 180 });
    try {
      const m = await merchantOf(slow);
      const p = await slow.request('POST', '/api/cards/programmes', {
        session: m.session,
        form: programmeForm(),
      });
      const c = await slow.request('POST', '/api/cards/codes', {
        session: m.session,
        form: { programmeId: p.data.id, tier: 'T1', count: '1' },
      });
      const who = await person(slow);
      const card = (
        await slow.request('POST', '/api/cards/redeem', { session: who, form: { code: c.data.codes[0] } })
      ).data;
      const contract = await (await slow.deps.chains.get('ETHEREUM')).contract('MEMBERSHIP');
      const r = await slow.request('POST', '/api/cards/activate', {
        session: who,
        form: { tokenId: card.tokenId, contractAddress: contract },
      });
      expect(r.data.activation.state).toBe('QUEUED');
      expect(new Date(r.data.activation.readyAt).getTime() - slow.clock.now.getTime()).toBe(180_000);
      const q = slow.deps.queue as unknown as { options: { startAfter?: Date }[] };
      expect(q.options.at(-1)?.startAfter).toEqual(new Date(r.data.activation.readyAt));
      await runCardJobs(slow);
      expect(takeSent(slow, 'loyalty.card')).toHaveLength(1);
      slow.clock.now = new Date(slow.clock.now.getTime() + 181_000);
      await handleCardJob(slow.deps, { data: { cardId: card.id } });
      const [row] = await slow.deps.db.select().from(memberCards).where(eq(memberCards.id, card.id));
      expect(row?.state).toBe('ACTIVE');
    } finally {
      await slow.close();
    }
  }, 120_000);
});

describe('transferCard', () => {
  it('an active card of a corporate programme moves to a member by mobile; the token moves on chain once', async () => {
    const { who, card } = await holder({ transferable: true });
    await activate(who, { tokenId: card.tokenId, contractAddress: membership });
    await runCardJobs(s);
    const to = await person(s, { mobile: '+85297654321' });
    const r = await s.request('POST', '/api/cards/transfer', {
      session: who,
      form: { id: card.id, by: 'mobile', areaCode: '+852', mobile: '97654321', ...(await captcha(s)) },
    });
    expect(r.meta.code).toBe(Code.OK);
    expect(r.data.state).toBe('TRANSFERRING');
    await runCardJobs(s);
    await runCardJobs(s);
    expect(await ownerOnChain(card.tokenId)).toBe(await walletOf(to.memberId));
    const mine = await s.request('GET', '/api/cards/mine', { session: to });
    expect(mine.data.items[0]).toMatchObject({ id: card.id, state: 'ACTIVE' });
    const [t] = await s.deps.db.select().from(cardTransfers).where(eq(cardTransfers.cardId, card.id));
    expect(t).toMatchObject({ onChain: true, status: 'DONE' });
    const sends = await s.deps.db
      .select()
      .from(chainTxs)
      .where(eq(chainTxs.key, `card:transfer:${t!.id}`));
    expect(sends).toHaveLength(1);
  });

  it('answers 404, 1004, 1044, 1046, 4305, 4004 and 4200 (not to oneself)', async () => {
    const { who, card } = await holder({ transferable: true, email: 'card-self@example.com' });
    await person(s, { email: 'card-other@example.com' });
    const send = async (by: Session, form: Record<string, string>) =>
      s.request('POST', '/api/cards/transfer', {
        session: by,
        form: { id: card.id, by: 'email', email: 'card-other@example.com', ...(await captcha(s)), ...form },
      });
    expect((await send(who, { id: '6f1c2a34-6c1e-4a6b-9d55-0d6bb2f6f003' })).meta.code).toBe(Code.NOT_FOUND);
    expect((await send(await person(s), {})).meta.code).toBe(Code.VERIFICATION_FAILED);
    expect((await send(who, { quantity: '0' })).meta.code).toBe(Code.WRONG_QUANTITY);
    expect((await send(who, { captchaText: 'zzzz' })).meta.code).toBe(Code.CAPTCHA_WRONG);
    expect((await send(who, { email: 'nobody-here@example.com' })).meta.code).toBe(Code.TARGET_NOT_MEMBER);
    const self = await send(who, { email: 'card-self@example.com' });
    expect(self.data).toEqual([{ path: 'email', message: 'transfer_to_self' }]);
    const locked = await holder({ transferable: false });
    const r = await s.request('POST', '/api/cards/transfer', {
      session: locked.who,
      form: { id: locked.card.id, by: 'email', email: 'card-other@example.com', ...(await captcha(s)) },
    });
    expect(r.meta.code).toBe(Code.NOT_TRANSFERABLE);
  });

  it('a card being activated cannot move (4704); a claimed card moves without the chain', async () => {
    const a = await holder({ transferable: true });
    await person(s, { email: 'card-third@example.com' });
    const form = async (id: string) => ({
      id,
      by: 'email',
      email: 'card-third@example.com',
      ...(await captcha(s)),
    });
    await activate(a.who, { tokenId: a.card.tokenId, contractAddress: membership });
    const busy = await s.request('POST', '/api/cards/transfer', {
      session: a.who,
      form: await form(a.card.id),
    });
    expect(busy.meta.code).toBe(Code.CARD_BUSY);
    await runCardJobs(s);
    const b = await holder({ transferable: true });
    const r = await s.request('POST', '/api/cards/transfer', { session: b.who, form: await form(b.card.id) });
    expect(r.data.state).toBe('CLAIMED');
    const [t] = await s.deps.db.select().from(cardTransfers).where(eq(cardTransfers.cardId, b.card.id));
    expect(t).toMatchObject({ onChain: false, status: 'DONE' });
  });
});
