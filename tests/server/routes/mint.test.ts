import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../server/schemas/codes';
import { startTestServer, type TestServer } from '../../support/server';
import { member, newCollection, newProduct } from './catalogue-fixtures';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s.close());

describe('getMintStatus and retryMint', () => {
  it('answers a new SELF item as PENDING with nothing on chain yet, publicly', async () => {
    const creator = await member(s);
    const id = await newProduct(s, creator, await newCollection(s, creator));
    const r = await s.request('GET', '/api/products/mint-status', { query: { id } });
    expect(r.data).toEqual({
      productId: id,
      status: 'PENDING',
      blockchain: 'ETHEREUM',
      contractAddress: null,
      tokenId: null,
      txHash: null,
      error: null,
      mintedAt: null,
    });
  });

  it('refuses an unknown item, a pending mint and a caller without a session', async () => {
    const creator = await member(s);
    const id = await newProduct(s, creator, await newCollection(s, creator));
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await s.request('GET', '/api/products/mint-status', { query: { id: unknown } })).meta.code).toBe(
      Code.NOT_FOUND,
    );
    const pending = await s.request('POST', '/api/products/mint/retry', { session: creator, form: { id } });
    expect(pending.meta.code).toBe(Code.MINT_NOT_RETRYABLE);
    const anonymous = await s.request('POST', '/api/products/mint/retry', { form: { id } });
    expect(anonymous.meta.code).toBe(Code.UNAUTHORIZED);
  });

  it('publishes the operations in OpenAPI', async () => {
    const spec = await (await s.app.request('/api/openapi.json')).json();
    const ids = Object.values(spec.paths as Record<string, Record<string, { operationId: string }>>).flatMap(
      (ops) => Object.values(ops).map((o) => o.operationId),
    );
    for (const op of [
      'getMintStatus',
      'retryMint',
      'transferToExternalWallet',
      'transferByRef',
      'approveTransfer',
      'listTransfers',
      'getNftQrCode',
      'verifyNftCheck',
    ]) {
      expect(ids).toContain(op);
    }
  });
});
