import { and, eq } from 'drizzle-orm';
import { Wallet, type BaseWallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainTxs, orderLines, orders } from '../../../../server/db/schema';
import { ApiError } from '../../../../server/http/errors';
import { handleFulfilJob } from '../../../../server/jobs/order-fulfil';
import { Code } from '../../../../server/schemas/codes';
import { prepareNftDelivery, transferData } from '../../../../server/services/orders/nft-delivery';
import { weiBalance } from '../../../../server/services/wallets/balances';
import type { TestServer } from '../../../support/server';
import {
  browserWallet,
  chainServer,
  deliverAs,
  type DeliverForm,
  fund,
  mintedItem,
  sendFrom,
  paidOrder,
  person,
  tokenContracts,
} from './fulfil-fixtures';

let s: TestServer;
beforeAll(async () => {
  s = await chainServer();
}, 120_000);
afterAll(async () => s.close());

const ETH = 10n ** 18n;
const deliver = (memberId: string, form: DeliverForm) => deliverAs(s, memberId, form);
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (err: unknown) => (err instanceof ApiError ? err.code : Promise.reject(err)),
  );
const orderOf = async (id: string) => (await s.deps.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const send = (wallet: BaseWallet, tx: { to: string; data?: string; value?: bigint }) =>
  sendFrom(s, wallet, tx);

describe('NFT sent by the seller from a browser wallet', () => {
  it('prepares the transfer and accepts only a mined transaction of this token, amount, sender and receiver', async () => {
    const seller = await person(s, 'Browser seller');
    const buyer = await person(s, 'Browser buyer');
    const stranger = await person(s, 'Stranger');
    const wallet = await browserWallet(s, seller);
    const a = await mintedItem(s, seller);
    const b = await mintedItem(s, seller);
    const { orderId, lineId } = await paidOrder(s, { seller, buyer, productId: a.id, total: ETH });

    // The job finds the token in the seller's own wallet: nothing is sent, the line is left to the seller.
    await handleFulfilJob(s.deps, { data: { orderId } });
    expect((await orderOf(orderId)).label).toBe('FULLPAID');
    expect(
      await s.deps.db
        .select()
        .from(chainTxs)
        .where(eq(chainTxs.key, `order:${lineId}`)),
    ).toEqual([]);

    expect(await codeOf(prepareNftDelivery(s.deps, stranger.memberId, { orderId, lineId }))).toBe(
      Code.NOT_FOUND,
    );
    expect(await codeOf(prepareNftDelivery(s.deps, buyer.memberId, { orderId, lineId }))).toBe(
      Code.NOT_FOUND,
    );
    const prepared = await prepareNftDelivery(s.deps, seller.memberId, { orderId, lineId });
    expect(prepared).toMatchObject({
      from: wallet.address,
      to: a.contractAddress,
      contract: a.contractAddress,
      tokenId: a.tokenId,
      amount: 1,
      chainId: 31337,
    });

    // Not a token transfer; another token: refused, nothing recorded.
    const plain = await send(wallet, { to: prepared.receiver, value: 1n });
    expect(await codeOf(deliver(seller.memberId, { orderId, lineId, txHash: plain }))).toBe(
      Code.TX_NOT_VERIFIED,
    );
    const other = await send(wallet, {
      to: b.contractAddress!,
      data: transferData(
        {
          blockchain: 'ETHEREUM',
          contractType: 'ERC721',
          contract: b.contractAddress!,
          tokenId: b.tokenId!,
          amount: 1,
        },
        wallet.address,
        prepared.receiver,
      ),
    });
    expect(await codeOf(deliver(seller.memberId, { orderId, lineId, txHash: other }))).toBe(
      Code.TX_NOT_VERIFIED,
    );
    expect((await orderOf(orderId)).label).toBe('FULLPAID');

    const hash = await send(wallet, { to: prepared.to, data: prepared.data });
    expect(await codeOf(deliver(stranger.memberId, { orderId, lineId, txHash: hash }))).toBe(Code.NOT_FOUND);
    expect(await codeOf(deliver(buyer.memberId, { orderId, lineId, txHash: hash }))).toBe(Code.NOT_FOUND);
    const done = await deliver(seller.memberId, { orderId, lineId, txHash: hash });
    expect(done).toMatchObject({ label: 'FINISHED', state: 'COMPLETED' });
    const nft = await (await tokenContracts(s)).erc721(a.contractAddress!);
    expect(await nft.getFunction('ownerOf')(a.tokenId!)).toBe(prepared.receiver);
    const [line] = await s.deps.db.select().from(orderLines).where(eq(orderLines.id, lineId));
    expect(line).toMatchObject({ trackingNumber: hash, fulfilment: 'DELIVERED' });
    const share = ETH - (ETH * 250n) / 10_000n;
    expect((await weiBalance(s.deps.db, seller.memberId, 'ETHEREUM')).fixed).toBe(share);
    // The same hash again for this line: the order as it is, no second credit.
    await deliver(seller.memberId, { orderId, lineId, txHash: hash });
    expect((await weiBalance(s.deps.db, seller.memberId, 'ETHEREUM')).fixed).toBe(share);

    // Nor can one transaction deliver another order's line.
    const second = await paidOrder(s, { seller, buyer, productId: b.id, total: ETH });
    await prepareNftDelivery(s.deps, seller.memberId, second);
    expect(await codeOf(deliver(seller.memberId, { ...second, txHash: hash }))).toBe(Code.TX_NOT_VERIFIED);
  });

  it('an edition part: another receiver, amount or sender is refused; the prepared transfer is accepted', async () => {
    const chain = await s.deps.chains.get('ETHEREUM');
    const seller = await person(s, 'Edition browser seller');
    const buyer = await person(s, 'Edition browser buyer');
    const wallet = await browserWallet(s, seller);
    const item = await mintedItem(s, seller, { contractType: 'ERC1155', quantity: 10, stock: 10 });
    const { orderId, lineId } = await paidOrder(s, {
      seller,
      buyer,
      productId: item.id,
      quantity: 2,
      total: ETH,
    });
    const prepared = await prepareNftDelivery(s.deps, seller.memberId, { orderId, lineId });
    const token = (amount: number) => ({
      blockchain: 'ETHEREUM' as const,
      contractType: 'ERC1155' as const,
      contract: item.contractAddress!,
      tokenId: item.tokenId!,
      amount,
    });
    const move = (from: BaseWallet, to: string, amount: number) =>
      send(from, { to: item.contractAddress!, data: transferData(token(amount), from.address, to) });
    const refused = async (hash: string) =>
      expect(await codeOf(deliver(seller.memberId, { orderId, lineId, txHash: hash }))).toBe(
        Code.TX_NOT_VERIFIED,
      );

    await refused(await move(wallet, Wallet.createRandom().address, 2));
    await refused(await move(wallet, prepared.receiver, 1));
    const middle = Wallet.createRandom().connect(chain.provider);
    await fund(s, middle.address);
    await move(wallet, middle.address, 2);
    await refused(await move(middle, prepared.receiver, 2));
    expect((await orderOf(orderId)).label).toBe('FULLPAID');

    const hash = await send(wallet, { to: prepared.to, data: prepared.data });
    expect(await deliver(seller.memberId, { orderId, lineId, txHash: hash })).toMatchObject({
      label: 'FINISHED',
    });
    const editions = await (await tokenContracts(s)).erc1155(item.contractAddress!);
    expect(await editions.getFunction('balanceOf')(prepared.receiver, item.tokenId!)).toBe(5n);
    expect(await editions.getFunction('balanceOf')(wallet.address, item.tokenId!)).toBe(3n);
  });

  it('a token the platform holds is not the seller’s to send', async () => {
    const seller = await person(s, 'Custodial seller');
    const buyer = await person(s, 'Custodial buyer');
    const item = await mintedItem(s, seller);
    const { orderId, lineId } = await paidOrder(s, { seller, buyer, productId: item.id, total: ETH });
    const err = await prepareNftDelivery(s.deps, seller.memberId, { orderId, lineId }).catch(
      (e: unknown) => e,
    );
    expect(err).toMatchObject({ code: Code.ORDER_STATE_INVALID, message: 'platform_delivers' });
    const [row] = await s.deps.db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.id, lineId), eq(orderLines.fulfilment, 'UNFULFILLED')));
    expect(row!.fromAddress).toBeNull();
  });
});
