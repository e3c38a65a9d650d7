import { eq } from 'drizzle-orm';
import { Contract, Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadArtifact } from '../../../server/chain/artifacts';
import { ensureCollectionContract, ensurePlatformContracts } from '../../../server/chain/deploy';
import { chainTxs, collectionContracts, platformContracts } from '../../../server/db/schema';
import { createTestSession } from '../../support/members';
import { collection } from '../routes/discovery-fixtures';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // Compiling the contracts on a cache miss takes a while on a busy machine; the tests time the deploys only.
  await loadArtifact('Coupon');
}, 180_000);
afterAll(() => server.close());

describe('ensurePlatformContracts', () => {
  it('deploys EDITIONS, MEMBERSHIP, COUPON and TICKET once, however often and concurrently it runs', async () => {
    const deps = server.deps;
    const [a, b] = await Promise.all([
      ensurePlatformContracts(deps, 'ETHEREUM'),
      ensurePlatformContracts(deps, 'ETHEREUM'),
    ]);
    expect(a).toEqual(b);
    const again = await ensurePlatformContracts(deps, 'ETHEREUM');
    expect(again).toEqual(a);

    const rows = await deps.db
      .select()
      .from(platformContracts)
      .where(eq(platformContracts.blockchain, 'ETHEREUM'));
    expect(rows.map((r) => r.name).sort()).toEqual(['COUPON', 'EDITIONS', 'MEMBERSHIP', 'TICKET']);
    const txs = await deps.db.select().from(chainTxs).where(eq(chainTxs.blockchain, 'ETHEREUM'));
    expect(txs.map((t) => t.key).sort()).toEqual([
      'deploy:COUPON',
      'deploy:EDITIONS',
      'deploy:MEMBERSHIP',
      'deploy:TICKET',
    ]);

    const chain = await deps.chains.get('ETHEREUM');
    for (const row of rows) expect(await chain.provider.getCode(row.address)).not.toBe('0x');
    const { abi } = await loadArtifact('MembershipCard');
    const card = new Contract(rows.find((r) => r.name === 'MEMBERSHIP')!.address, abi, chain.provider);
    expect(await card.getFunction('symbol')()).toBe('MCARD');
    expect(await card.getFunction('owner')()).toBe(chain.platform.address);
  });

  it('answers ChainClient.contract from the recorded addresses, deploying on demand on another chain', async () => {
    const eth = await server.deps.chains.get('ETHEREUM');
    const recorded = await ensurePlatformContracts(server.deps, 'ETHEREUM');
    expect(await eth.contract('EDITIONS')).toBe(recorded.EDITIONS);

    const polygon = await server.deps.chains.get('POLYGON');
    const coupon = await polygon.contract('COUPON');
    expect(await polygon.provider.getCode(coupon)).not.toBe('0x');
    const onPolygon = await server.deps.db
      .select()
      .from(platformContracts)
      .where(eq(platformContracts.blockchain, 'POLYGON'));
    expect(onPolygon.map((r) => r.name)).toEqual(['COUPON']);
  });
});

describe('ensureCollectionContract', () => {
  it('deploys one ERC-721 per collection and chain with its royalty', async () => {
    const owner = await createTestSession(server.deps.db);
    const collectionId = await collection(server.deps.db, owner.memberId);
    const receiver = Wallet.createRandom().address;
    const opts = {
      collectionId,
      blockchain: 'ETHEREUM' as const,
      name: 'Art',
      symbol: 'ART',
      royaltyReceiver: receiver,
      royaltyBps: 500,
    };
    const [a, b] = await Promise.all([
      ensureCollectionContract(server.deps, opts),
      ensureCollectionContract(server.deps, opts),
    ]);
    expect(a).toBe(b);
    const rows = await server.deps.db.select().from(collectionContracts);
    expect(rows).toHaveLength(1);
    const chain = await server.deps.chains.get('ETHEREUM');
    const { abi } = await loadArtifact('MarketCollection721');
    const nft = new Contract(a, abi, chain.provider);
    const [to, amount] = (await nft.getFunction('royaltyInfo')(1n, 10_000n)) as [string, bigint];
    expect(to).toBe(receiver);
    expect(amount).toBe(500n);
  });
});
