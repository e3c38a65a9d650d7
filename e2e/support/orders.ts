// Helpers for the order journeys (e2e/orders-*.spec.ts): a member's signed API calls, a physical good of the
// demo creator, and an order placed through the API (the checkout UI has its own journeys).
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { Order } from '../../server/schemas/orders';
import type { ShopProductCard } from '../../server/schemas/shop';
import { canonicalString, DEV_SIGNING_KEY } from '../../server/schemas/signature';
import { DEMO_ACCOUNTS } from '../../server/db/seed/accounts';
import type { Account } from './accounts';

export const support: Account = DEMO_ACCOUNTS.find((a) => a.role === 'support')!;
/** A member's API session; `headers` go on each of its requests (e.g. the e2e server's test clock). */
export type ApiSession = { memberId: string; token: string; headers?: Record<string, string> };
type Answer<T> = { meta: { code: number; message: string }; data: T };

/** A signed call (DESIGN §4) as `who` (or a visitor); answers the envelope without judging it. */
export async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  fields: Record<string, string> = {},
  who?: ApiSession,
): Promise<Answer<T>> {
  const params = new URLSearchParams({ mcId: 'COM', appId: 'NFTH5', platform: 'WEB', ...fields }).toString();
  const url = method === 'GET' ? `${path}?${params}` : path;
  const body = method === 'POST' ? params : '';
  const ts = String(Date.now());
  const nonce = randomBytes(16).toString('hex');
  const digest = createHash('sha256').update(body).digest('hex');
  const headers: Record<string, string> = {
    'X-Timestamp': ts,
    'X-Nonce': nonce,
    'X-Signature': createHmac('sha256', DEV_SIGNING_KEY)
      .update(canonicalString(method, url, ts, nonce, digest))
      .digest('hex'),
    ...(who ? { 'X-Member-Id': who.memberId, 'X-Token': who.token, ...who.headers } : {}),
  };
  if (method === 'POST') headers['Content-Type'] = 'application/x-www-form-urlencoded';
  const res = await request.fetch(url, { method, headers, data: method === 'POST' ? body : undefined });
  return (await res.json()) as Answer<T>;
}

/** The same call, expecting code 200: answers `data`. */
export async function ok<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  fields: Record<string, string> = {},
  who?: ApiSession,
): Promise<T> {
  const a = await call<T>(request, method, path, fields, who);
  expect(a.meta.code, `${method} ${path}: ${a.meta.message}`).toBe(200);
  return a.data;
}

/**
 * The demo merchant (DEMOCOUPON, on Business) granted Enterprise through the super admin's internal offering:
 * its tickets, e-stamps and the rest (Enterprise keeps every Business feature the other journeys use).
 */
export async function grantDemoEnterprise(request: APIRequestContext) {
  const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
  const operator = await apiLogin(request, admin);
  await ok(request, 'POST', '/api/admin/super/unlock', { password: 'SuperAdmin2026' }, operator);
  const offer = { mcId: 'DEMOCOUPON', plan: 'ENTERPRISE', months: '0' };
  await ok(request, 'POST', '/api/admin/super/offer', offer, operator);
}

/** A session of its own for `account` (the browser logs in separately through the UI). */
export const apiLogin = (request: APIRequestContext, account: Account) =>
  ok<ApiSession>(request, 'POST', '/api/members/login-by-name', {
    loginName: account.loginName,
    password: account.password,
  });

/**
 * Physical goods on sale in the e-shop with stock, most stock first: the demo creator's only when `ofCreator`
 * (the journeys log in as that seller), cash on delivery only when `cod`.
 */
export async function shopGoods(
  request: APIRequestContext,
  o: { ofCreator?: boolean; cod?: boolean } = {},
): Promise<ShopProductCard[]> {
  const out: ShopProductCard[] = [];
  let cursor = '';
  for (let page = 0; page < 10; page++) {
    const { items, nextCursor } = await ok<{ items: ShopProductCard[]; nextCursor: string | null }>(
      request,
      'GET',
      '/api/shop/products',
      cursor ? { cursor } : {},
    );
    out.push(...items);
    if (!nextCursor) break;
    cursor = nextCursor;
  }
  return out
    .filter((p) => p.stock > 0)
    .filter((p) => !o.ofCreator || p.seller.name === DEMO_ACCOUNTS[0].name)
    .filter((p) => !o.cod || p.allowCod)
    .sort((a, b) => b.stock - a.stock);
}

/**
 * The demo creator's goods without options, in stock: what the checkout journeys buy through the UI. A seed
 * without them is a broken seed, so this fails the journey instead of letting it skip.
 */
export async function creatorGoodsWithoutOptions(request: APIRequestContext): Promise<ShopProductCard[]> {
  const goods = (await shopGoods(request, { ofCreator: true })).filter((g) => g.specOptions.length === 0);
  expect(
    goods.length,
    'the demo data has a good for this journey (demo goods of the creator without options in stock)',
  ).toBeGreaterThan(0);
  return goods;
}

/**
 * createOrder for one unit of the first of `goods` still free (other journeys buy the same demo goods at the
 * same time: a sold-out or locked one is skipped), delivered door-to-door; `cod` asks for cash on delivery.
 */
export async function placeOrder(
  request: APIRequestContext,
  who: ApiSession,
  goods: ShopProductCard[],
  cod = false,
): Promise<Order> {
  for (const good of goods) {
    const spec = Object.fromEntries(good.specOptions.map((o) => [`lines[0][spec][${o.type}]`, o.values[0]!]));
    const a = await call<Order>(
      request,
      'POST',
      '/api/orders',
      {
        'lines[0][productId]': good.id,
        'lines[0][quantity]': '1',
        ...spec,
        currency: 'HKD',
        buyerName: 'Chan Tai Man',
        areaCode: '+852',
        mobile: '91234567',
        email: 'buyer@demo.local',
        address: '1 Queen’s Road Central',
        receipt: 'Chan Tai Man',
        deliveryType: 'DLV',
        receiverName: 'Chan Tai Man',
        receiverPhone: '91234567',
        district: 'Central',
        city: 'Hong Kong',
        addressDetail: '1 Queen’s Road Central',
        cod: cod ? '1' : '0',
        requestKey: `e2e_${randomBytes(8).toString('hex')}`,
      },
      who,
    );
    if (a.meta.code === 200) return a.data;
    // 4602 out of stock, 4000 locked by another buyer's unpaid order: try the next good.
    if (a.meta.code !== 4602 && a.meta.code !== 4000)
      throw new Error(`createOrder: ${a.meta.code} ${a.meta.message}`);
  }
  throw new Error('no demo good left to order');
}
