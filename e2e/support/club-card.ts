import type { APIRequestContext } from '@playwright/test';
import type { CardProgramme } from '../../server/schemas/cards';
import { ok, type ApiSession } from './orders';

/**
 * Gives `member` a membership card of the demo café's Harbour Bean Club (a redeem code the merchant makes, at
 * the first tier) and answers the card; `qr()` makes its current QR as the member's page shows it.
 */
export async function clubCard(request: APIRequestContext, shop: ApiSession, member: ApiSession) {
  const { items } = await ok<{ items: CardProgramme[] }>(
    request,
    'GET',
    '/api/cards/programmes/mine',
    {},
    shop,
  );
  const club = items.find((p) => p.name === 'Harbour Bean Club')!;
  const { codes } = await ok<{ codes: string[] }>(
    request,
    'POST',
    '/api/cards/codes',
    { programmeId: club.id, tier: club.tiers[0]!.code, count: '1' },
    shop,
  );
  const card = await ok<{ id: string }>(request, 'POST', '/api/cards/redeem', { code: codes[0]! }, member);
  const qr = () => ok<{ payload: string }>(request, 'POST', '/api/cards/qr', { id: card.id }, member);
  return { id: card.id, qr };
}
