import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Deps } from '../../http/context';
import type { LocalText } from '../../schemas/campaigns';
import { PAYMENT_METHODS_CONFIG } from '../../schemas/payments';
import { SaveTicketedEventForm } from '../../schemas/tickets';
import { saveTicketedEvent } from '../../services/tickets/save';
import { members, merchantAppConfigs, merchants, ticketedEvents } from '../schema';
import { DEMO_ACCOUNTS } from './accounts';

/** The demo ticket merchant's code: an Enterprise venue, so the Business demo merchant stays as journeys expect. */
export const DEMO_TICKETS_MC_ID = 'DEMOLIVE';
export const DEMO_EVENT_TITLE: LocalText = {
  en_US: 'Harbour Live: jazz by the water',
  zh_TW: '海港現場：海濱爵士夜',
  zh_CN: '海港现场：海滨爵士夜',
  en_JP: 'ハーバーライブ：水辺のジャズ',
  en_KR: '하버 라이브: 물가의 재즈',
};

const DAY = 86_400_000;
const HOUR = 3_600_000;
const blank = { zh_TW: '', zh_CN: '', en_JP: '', en_KR: '' };

/**
 * The demo ticketed venue: the demo patron account (a collector, so its other journeys are untouched) owns an ACTIVE Enterprise merchant (granted without billing,
 * as the demo merchant's plan is), with its payment methods. The demo merchant (DEMOCOUPON) keeps its Business
 * plan: other journeys expect it and grant Enterprise themselves. Idempotent; answers the owner's member id.
 */
async function seedTicketMerchant(db: Deps['db']): Promise<string | null> {
  const account = DEMO_ACCOUNTS.find((a) => a.role === 'patron')!;
  // The patron is one of the demo collectors (seedCollectorMembers, run by seedDemo before this).
  const [owner] = await db
    .select({ id: members.id })
    .from(members)
    .where(sql`lower(${members.loginName}) = ${account.loginName}`);
  if (!owner) return null;
  const ownerId = owner.id;
  await db
    .insert(merchants)
    .values({
      mcId: DEMO_TICKETS_MC_ID,
      ownerId,
      name: 'Harbour Live Hall',
      type: 'COUPON',
      contactEmail: account.email,
      website: 'https://harbourlive.example',
      description: 'A small concert hall on the pier: ticketed nights, checked in at the door by phone.',
      plan: 'ENTERPRISE',
      planStatus: 'ACTIVE',
    })
    .onConflictDoNothing();
  await db
    .insert(merchantAppConfigs)
    .values({
      mcId: DEMO_TICKETS_MC_ID,
      type: PAYMENT_METHODS_CONFIG,
      params: { methods: ['SANDBOX_CARD', 'STRIPE', 'BYON'] },
    })
    .onConflictDoNothing();
  return ownerId;
}

/**
 * The demo ticketed event, saved through saveTicketedEvent (so its key pair is made and sealed as any event's):
 * PUBLISHED, 30 days after the first start at 19:00 Hong Kong time, three hours long, with a paid tier
 * (HK$180.00, transferable up to HK$200.00 with a 5 % fee) and a free one (2 a member, not transferable), both
 * on sale from the seeding until the doors. Seeded once: a restart finds it by its title and leaves it.
 */
export async function seedDemoTickets(deps: Pick<Deps, 'db' | 'now' | 'custody'>): Promise<void> {
  const ownerId = await seedTicketMerchant(deps.db);
  if (!ownerId) return;
  const [seeded] = await deps.db
    .select({ id: ticketedEvents.id })
    .from(ticketedEvents)
    .innerJoin(merchants, eq(merchants.id, ticketedEvents.merchantId))
    .where(
      and(
        eq(merchants.mcId, DEMO_TICKETS_MC_ID),
        sql`${ticketedEvents.title}->>'en_US' = ${DEMO_EVENT_TITLE.en_US}`,
      ),
    )
    .limit(1);
  if (seeded) return;
  const now = deps.now();
  // 19:00 in Hong Kong (UTC+8, no daylight saving) is 11:00 UTC.
  const day = new Date(Math.floor(now.getTime() / DAY) * DAY + 30 * DAY);
  const startsAt = new Date(day.getTime() + 11 * HOUR);
  const endsAt = new Date(startsAt.getTime() + 3 * HOUR);
  const sale = { saleStartsAt: now.toISOString(), saleEndsAt: startsAt.toISOString() };
  const form = v.parse(SaveTicketedEventForm, {
    title: DEMO_EVENT_TITLE,
    description: {
      en_US:
        'An evening of jazz on the pier. Your ticket is a QR that changes every 30 seconds: show it at the door.',
      zh_TW: '碼頭上的爵士之夜。門票是每 30 秒更新一次的二維碼，入場時出示即可。',
      zh_CN: '码头上的爵士之夜。门票是每 30 秒更新一次的二维码，入场时出示即可。',
      en_JP: '桟橋で過ごすジャズの夜。チケットは 30 秒ごとに変わる QR コードです。入口で提示してください。',
      en_KR: '부두에서 즐기는 재즈의 밤. 티켓은 30초마다 바뀌는 QR 코드이며, 입구에서 보여 주세요.',
    },
    venue: 'Harbour Live Hall, Pier 4',
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    status: 'PUBLISHED',
    tiers: [
      {
        name: { en_US: 'Standing', zh_TW: '企位', zh_CN: '站位', en_JP: 'スタンディング', en_KR: '스탠딩' },
        price: '18000',
        capacity: '200',
        perMemberLimit: '4',
        transferAllowed: 'true',
        transferPriceCap: '20000',
        transferFeeBp: '500',
        ...sale,
      },
      {
        name: { en_US: 'Community (free)', ...blank },
        price: '0',
        capacity: '50',
        perMemberLimit: '2',
        ...sale,
      },
    ],
  });
  await saveTicketedEvent(deps, ownerId, form);
}
