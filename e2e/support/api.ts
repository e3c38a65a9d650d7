import { createHash, createHmac, randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { canonicalString, DEV_SIGNING_KEY } from '../../server/schemas/signature';

/** A signed GET of the public API (DESIGN §4) as a visitor; expects code 200 and answers `data`. */
export async function apiGet<T>(
  request: APIRequestContext,
  path: string,
  params: Record<string, string> = {},
): Promise<T> {
  const url = `${path}?${new URLSearchParams({ mcId: 'COM', appId: 'NFTH5', platform: 'WEB', ...params })}`;
  const ts = String(Date.now());
  const nonce = randomBytes(16).toString('hex');
  const body = createHash('sha256').update('').digest('hex');
  const signature = createHmac('sha256', DEV_SIGNING_KEY)
    .update(canonicalString('GET', url, ts, nonce, body))
    .digest('hex');
  const res = await request.get(url, {
    headers: { 'X-Timestamp': ts, 'X-Nonce': nonce, 'X-Signature': signature },
  });
  const json = (await res.json()) as { meta: { code: number }; data: T };
  expect(json.meta.code, `${path} answered ${json.meta.code}`).toBe(200);
  return json.data;
}
