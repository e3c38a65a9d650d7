import { and, eq, isNotNull } from 'drizzle-orm';
import { getAddress } from 'ethers';
import type { Db } from '../client';
import {
  campaigns,
  cardProgrammes,
  collections,
  couponBatches,
  merchants,
  productEvents,
  productOwners,
  products,
} from '../schema';
import type { CampaignPageKind, CampaignRoute, LocalText } from '../../schemas/campaigns';
import { PAGE_KIND_OF } from '../../schemas/campaigns';
import { DEMO_MC_ID } from './merchants';

const DAY = 86_400_000;
export const DEMO_CAMPAIGN_BATCH = 'Event gift: a free drink';
/** The demo merchant's collectible that the registration campaign `pjmreg` gives (one copy per member). */
export const DEMO_CAMPAIGN_ITEM = 'PJM early sign-up badge';
const DEMO_CAMPAIGN_COLLECTION = 'harbour-bean-event-badges';
/** The demo merchant's card programme that `lubudsreg` gives (server/db/seed/loyalty.ts). */
const DEMO_CAMPAIGN_CARD = 'Harbour Bean Club';

const t = (en_US: string, zh_TW: string, zh_CN: string, en_JP: string, en_KR: string): LocalText => ({
  en_US,
  zh_TW,
  zh_CN,
  en_JP,
  en_KR,
});

/** The demo title of each event route (spec §2). */
const TITLES: Record<CampaignRoute, LocalText> = {
  mcevent: t(
    'Harbour Bean anniversary',
    '海港豆週年慶',
    '海港豆周年庆',
    'ハーバービーン周年祭',
    '하버빈 기념일 이벤트',
  ),
  hsevent: t(
    'Harbour stroll stamp walk',
    '海港漫步活動',
    '海港漫步活动',
    'ハーバー散策イベント',
    '하버 산책 이벤트',
  ),
  axalogin: t(
    'Phone-only launch gift',
    '手機限定開幕禮',
    '手机限定开幕礼',
    'スマホ限定オープン特典',
    '휴대폰 전용 오픈 선물',
  ),
  cclandlogin: t(
    'Country club welcome',
    '鄉村俱樂部迎新禮',
    '乡村俱乐部迎新礼',
    'カントリークラブ歓迎特典',
    '컨트리클럽 환영 선물',
  ),
  lubudsreg: t('Lubuds members day', 'Lubuds 會員日', 'Lubuds 会员日', 'Lubuds 会員デー', 'Lubuds 회원의 날'),
  pjmreg: t('PJM early sign-up', 'PJM 搶先登記', 'PJM 抢先登记', 'PJM 事前登録', 'PJM 사전 등록'),
  pjmtrans: t(
    'PJM gift to pass on',
    'PJM 轉贈禮物',
    'PJM 转赠礼物',
    'PJM 譲渡できるギフト',
    'PJM 전달 가능한 선물',
  ),
  lubudstrans: t(
    'Lubuds share-a-gift',
    'Lubuds 分享禮物',
    'Lubuds 分享礼物',
    'Lubuds ギフトシェア',
    'Lubuds 선물 나누기',
  ),
};

/** The steps a visitor follows on each page kind. */
const STEPS: Record<CampaignPageKind, LocalText[]> = {
  LANDING: [
    t(
      'Log in or sign up.',
      '登入或註冊。',
      '登录或注册。',
      'ログインまたは登録します。',
      '로그인하거나 가입하세요.',
    ),
    t('Join the event.', '參加活動。', '参加活动。', 'イベントに参加します。', '이벤트에 참여하세요.'),
    t(
      'Claim your gift: it lands in your wallet.',
      '領取禮物：它會存入你的錢包。',
      '领取礼物：它会存入你的钱包。',
      'ギフトを受け取ると、ウォレットに入ります。',
      '선물을 받으면 지갑에 들어갑니다.',
    ),
  ],
  MOBILE_LOGIN: [
    t(
      'Open this page on your phone.',
      '用手機打開此頁。',
      '用手机打开此页。',
      'スマホでこのページを開きます。',
      '휴대폰으로 이 페이지를 여세요.',
    ),
    t(
      'Log in and join.',
      '登入並參加。',
      '登录并参加。',
      'ログインして参加します。',
      '로그인하고 참여하세요.',
    ),
    t('Claim your gift.', '領取禮物。', '领取礼物。', 'ギフトを受け取ります。', '선물을 받으세요.'),
  ],
  REGISTER: [
    t(
      'Register with your e-mail or mobile.',
      '以電郵或手機登記。',
      '以邮箱或手机登记。',
      'メールまたは携帯番号で登録します。',
      '이메일 또는 휴대폰으로 등록하세요.',
    ),
    t('Join the event.', '參加活動。', '参加活动。', 'イベントに参加します。', '이벤트에 참여하세요.'),
    t(
      'Claim your welcome gift.',
      '領取迎新禮物。',
      '领取迎新礼物。',
      'ウェルカムギフトを受け取ります。',
      '환영 선물을 받으세요.',
    ),
  ],
  TRANSFER: [
    t(
      'Log in and join.',
      '登入並參加。',
      '登录并参加。',
      'ログインして参加します。',
      '로그인하고 참여하세요.',
    ),
    t('Receive the gift.', '接收禮物。', '接收礼物。', 'ギフトを受け取ります。', '선물을 받으세요.'),
    t(
      'Keep it, or pass it on to a friend.',
      '留下它，或轉贈給朋友。',
      '留下它，或转赠给朋友。',
      '手元に残すか、友だちに譲ります。',
      '간직하거나 친구에게 전달하세요.',
    ),
  ],
};

/**
 * The demo merchant's collectible for a campaign: an edition of 100 000 copies in its own collection, minted to
 * the merchant's wallet by the mint job on the first start like every demo SELF item, off shelf (it is given,
 * not sold). Its picture is borrowed from the demo catalogue; without a catalogue (a bare test database) there is
 * none and the campaigns give coupons only. Idempotent: found by its collection's url.
 */
async function seedRewardItem(db: Db, ownerId: string): Promise<string | null> {
  const [had] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(collections, eq(collections.id, products.collectionId))
    .where(eq(collections.url, DEMO_CAMPAIGN_COLLECTION));
  if (had) return had.id;
  const [art] = await db
    .select({
      image: products.displayImage,
      cover: products.coverFileId,
      licence: products.licence,
      logo: collections.logoImage,
      featured: collections.featuredImage,
      banner: collections.bannerImage,
    })
    .from(products)
    .innerJoin(collections, eq(collections.id, products.collectionId))
    .where(and(eq(products.sourceType, 'SELF'), isNotNull(products.coverFileId)))
    .orderBy(products.createdAt, products.id)
    .limit(1);
  if (!art) return null;
  const [collection] = await db
    .insert(collections)
    .values({
      ownerId,
      name: 'Harbour Bean event badges',
      description: 'Collectibles the Harbour Bean café gives at its events.',
      url: DEMO_CAMPAIGN_COLLECTION,
      logoImage: art.logo,
      featuredImage: art.featured,
      bannerImage: art.banner,
      // The mint call sets an ERC-2981 receiver, which must not be the zero address (no royalty is due: 0 %).
      royaltyAddress: getAddress(`0x${'b0a57'.padStart(40, '0')}`),
    })
    .returning({ id: collections.id });
  const [item] = await db
    .insert(products)
    .values({
      collectionId: collection!.id,
      creatorId: ownerId,
      ownerId,
      sourceType: 'SELF',
      status: 'OFF_SHELF',
      name: DEMO_CAMPAIGN_ITEM,
      description: 'Given to every member who signs up early for the PJM event.',
      contractType: 'ERC1155',
      mintStatus: 'PENDING',
      quantity: 100_000,
      stock: 100_000,
      displayImage: art.image,
      coverFileId: art.cover,
      licence: art.licence,
    })
    .returning({ id: products.id });
  // Every copy is the merchant's until a claim's delivery moves one (the holders and the item's history).
  await db.insert(productOwners).values({ productId: item!.id, memberId: ownerId, quantity: 100_000 });
  await db.insert(productEvents).values({ productId: item!.id, kind: 'CREATED', actorId: ownerId });
  return item!.id;
}

/**
 * Demo campaigns: one running campaign of the demo merchant per event route, once per member;
 * the registration page `pjmreg` gives a copy of the merchant's collectible, `lubudsreg` a card of its club (the
 * loyalty seed's programme), the others a coupon of the event-gift batch. Idempotent: the batch, the item and each
 * route's campaign are added once, found by name and route.
 */
export async function seedDemoCampaigns(db: Db, now = new Date()): Promise<void> {
  const [m] = await db.select().from(merchants).where(eq(merchants.mcId, DEMO_MC_ID));
  if (!m) return;
  let [batch] = await db
    .select({ id: couponBatches.id })
    .from(couponBatches)
    .where(and(eq(couponBatches.merchantId, m.id), eq(couponBatches.name, DEMO_CAMPAIGN_BATCH)));
  batch ??= (
    await db
      .insert(couponBatches)
      .values({
        merchantId: m.id,
        name: DEMO_CAMPAIGN_BATCH,
        description: 'One drink on the house at the Harbour Bean café, given at our events.',
        method: 'FIXPRICE',
        value: '4000',
        validFrom: new Date(now.getTime() - DAY),
        validTo: new Date(now.getTime() + 2 * 365 * DAY),
        quantity: 1_000_000,
        remaining: 1_000_000,
        perMemberLimit: 1,
      })
      .returning({ id: couponBatches.id })
  )[0]!;
  const have = new Set(
    (await db.select({ route: campaigns.route }).from(campaigns).where(eq(campaigns.merchantId, m.id))).map(
      (c) => c.route,
    ),
  );
  const missing = (Object.keys(TITLES) as CampaignRoute[]).filter((r) => !have.has(r));
  if (missing.length === 0) return;
  const item = missing.includes('pjmreg') && m.ownerId ? await seedRewardItem(db, m.ownerId) : null;
  const [club] = await db
    .select({ id: cardProgrammes.id })
    .from(cardProgrammes)
    .where(and(eq(cardProgrammes.merchantId, m.id), eq(cardProgrammes.name, DEMO_CAMPAIGN_CARD)));
  const reward = (route: CampaignRoute) =>
    route === 'pjmreg' && item
      ? { rewardKind: 'NFT' as const, rewardProductId: item, rewardBatchId: null }
      : route === 'lubudsreg' && club
        ? { rewardKind: 'CARD' as const, rewardProgrammeId: club.id, rewardBatchId: null }
        : { rewardBatchId: batch.id };
  await db.insert(campaigns).values(
    missing.map((route) => ({
      merchantId: m.id,
      route,
      ...reward(route),
      title: TITLES[route],
      steps: STEPS[PAGE_KIND_OF[route]],
      startsAt: new Date(now.getTime() - DAY),
      endsAt: new Date(now.getTime() + 365 * DAY),
      totalLimit: 100_000,
      remaining: 100_000,
      perMemberLimit: 1,
    })),
  );
}
