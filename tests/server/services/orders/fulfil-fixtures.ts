import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { Contract, Wallet, type BaseWallet } from 'ethers';
import { sendOnce, waitMined } from '../../../../server/chain/tx-journal';
import { loadArtifact } from '../../../../server/chain/artifacts';
import { memberWallets, orderLines, orders, productOwners, products } from '../../../../server/db/schema';
import { handleMintJob } from '../../../../server/jobs/mint';
import type { OrderCurrency, PriceBreakdown } from '../../../../server/schemas/orders';
import { insertCollection, insertItem, type Session } from '../../routes/orders-fixtures';
import type { MarkDeliveredForm } from '../../../../server/schemas/fulfilment';
import { markDelivered } from '../../../../server/services/orders/physical-delivery';
import { startTestServer, type TestServer } from '../../../support/server';

export { person, type Session } from '../../routes/orders-fixtures';
type ItemValues = Partial<typeof products.$inferInsert>;

/** A test server with the in-process chain started (the first start is slow: give beforeAll 120 s). */
export async function chainServer(): Promise<TestServer> {
  const s = await startTestServer();
  await s.deps.chains.get('ETHEREUM');
  return s;
}

export type DeliverForm = Partial<MarkDeliveredForm> & { orderId: string };

/** markDelivered as `memberId`, the form's fields not given left empty. */
export const deliverAs = (s: TestServer, memberId: string, form: DeliverForm) =>
  markDelivered(s.deps, memberId, {
    mcId: 'COM',
    appId: 'NFTH5',
    platform: 'WEB',
    lineId: '',
    logisticsCompany: '',
    waybillNumber: '',
    deliveryTime: '',
    txHash: '',
    ...form,
  });

/** A collection of `owner` with a 5 % royalty. */
export const collectionOf = (s: TestServer, owner: Session, royaltyPercent = '5'): Promise<string> =>
  insertCollection(s.deps.db, owner.memberId, { name: 'Fulfil test', royaltyFeePercent: royaltyPercent });

/** An item on sale held by `seller` (product_owners), straight in the database. */
export async function itemOf(
  s: TestServer,
  seller: Session,
  values: ItemValues & { collectionId?: string } = {},
): Promise<string> {
  const collectionId = values.collectionId ?? (await collectionOf(s, seller));
  const id = await insertItem(s.deps.db, seller.memberId, collectionId, { ...values, collectionId });
  await s.deps.db
    .insert(productOwners)
    .values({ productId: id, memberId: seller.memberId, quantity: values.quantity ?? 1 });
  return id;
}

/** A SELF item minted on the in-process chain to the seller's bound wallet, else their custodial one. */
export async function mintedItem(
  s: TestServer,
  seller: Session,
  values: ItemValues & { collectionId?: string } = {},
) {
  const id = await itemOf(s, seller, { mintStatus: 'PENDING', ...values });
  await handleMintJob(s.deps, { data: { productId: id } });
  const [p] = await s.deps.db.select().from(products).where(eq(products.id, id));
  if (p!.mintStatus !== 'MINTED') throw new Error(`mint ended ${p!.mintStatus} ${p!.mintError}`);
  return p!;
}

/** Binds a browser wallet (a key the test holds) for `member` on Ethereum and funds it with 1 ETH. */
export async function browserWallet(s: TestServer, member: Session): Promise<Wallet> {
  const chain = await s.deps.chains.get('ETHEREUM');
  const wallet = Wallet.createRandom().connect(chain.provider) as unknown as Wallet;
  await s.deps.db.insert(memberWallets).values({
    memberId: member.memberId,
    blockchain: 'ETHEREUM',
    address: wallet.address,
    walletType: 'METAMASK',
  });
  await fund(s, wallet.address);
  return wallet;
}

/** Sends 1 ETH from the platform account, through the journal (its nonces belong to the journal). */
export async function fund(s: TestServer, address: string): Promise<void> {
  const key = `test:fund:${address}`;
  await sendOnce(s.deps, { blockchain: 'ETHEREUM', key, request: { to: address, value: 10n ** 18n } });
  await waitMined(s.deps, { blockchain: 'ETHEREUM', key });
}

/** Sends a transaction from a test-held wallet and waits for its receipt (polling: the chain mines at once). */
export async function sendFrom(
  s: TestServer,
  wallet: BaseWallet,
  tx: { to: string; data?: string; value?: bigint },
): Promise<string> {
  const chain = await s.deps.chains.get('ETHEREUM');
  // The nonce straight from the node: the provider's cached count can lag one mined transaction behind.
  const count = (await chain.eip1193!.request({
    method: 'eth_getTransactionCount',
    params: [wallet.address, 'pending'],
  })) as string;
  const sent = await wallet.connect(chain.provider).sendTransaction({ ...tx, nonce: Number(count) });
  for (let i = 0; i < 400; i++) {
    if (await chain.provider.getTransactionReceipt(sent.hash)) return sent.hash;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`transaction ${sent.hash} not mined`);
}

export type OrderSpec = {
  seller: Session;
  buyer: Session;
  productId: string;
  quantity?: number;
  currency?: OrderCurrency;
  /** The line's total in minor units (wei or cents); the order's total too. */
  total: bigint;
  cod?: boolean;
  buyerWalletAddress?: string;
  deliveryType?: 'DLV' | 'NONE';
};

/**
 * An order as checkout and payment (H1, H3) leave it, straight in the database: FULLPAID (or NEW with cash on
 * delivery), one line, the item's stock taken and its pending order count up.
 */
export async function paidOrder(s: TestServer, o: OrderSpec): Promise<{ orderId: string; lineId: string }> {
  const [p] = await s.deps.db.select().from(products).where(eq(products.id, o.productId));
  const quantity = o.quantity ?? 1;
  const currency = o.currency ?? 'ETH';
  const total = o.total.toString();
  const price: PriceBreakdown = {
    currency,
    itemPrice: total,
    discount: '0',
    vipDiscount: '0',
    promotionDiscount: '0',
    promotionCode: null,
    additional: '0',
    shippingCost: '0',
    totalAmount: total,
    lines: [{ kind: 'TOTAL', amount: total, detail: null }],
    perLine: [{ unitPrice: (o.total / BigInt(quantity)).toString(), discount: '0', total }],
  };
  const orderId = randomUUID();
  const cod = o.cod ?? false;
  await s.deps.db.insert(orders).values({
    id: orderId,
    number: `T${orderId.slice(0, 12)}`,
    title: p!.name,
    buyerId: o.buyer.memberId,
    sellerId: o.seller.memberId,
    state: 'OPEN',
    paymentState: cod ? 'NONE' : 'FULL',
    label: cod ? 'NEW' : 'FULLPAID',
    cod,
    currency,
    blockchain: currency === 'HKD' ? null : 'ETHEREUM',
    price,
    totalAmount: total,
    paidAmount: cod ? '0' : total,
    buyerName: 'Buyer',
    buyerMobile: '+85291234567',
    buyerEmail: 'buyer@example.com',
    buyerAddress: 'Somewhere 1',
    receipt: 'Buyer',
    buyerWalletAddress: o.buyerWalletAddress ?? null,
    deliveryType: o.deliveryType ?? (p!.sourceType === 'PHYSICAL' ? 'DLV' : 'NONE'),
    paidAt: cod ? null : s.clock.now,
  });
  const lineId = randomUUID();
  await s.deps.db.insert(orderLines).values({
    id: lineId,
    orderId,
    productId: p!.id,
    position: 0,
    kind: p!.sourceType,
    name: p!.name,
    image: p!.displayImage,
    quantity,
    unitPrice: (o.total / BigInt(quantity)).toString(),
    total,
    blockchain: p!.sourceType === 'PHYSICAL' ? null : p!.blockchain,
    contractAddress: p!.contractAddress,
    contractType: p!.contractType,
    tokenId: p!.tokenId,
  });
  await s.deps.db
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}`, pendingOrders: sql`${products.pendingOrders} + 1` })
    .where(eq(products.id, p!.id));
  return { orderId, lineId };
}

/** The token contracts on the in-process chain, for ownerOf / balanceOf. */
export async function tokenContracts(s: TestServer) {
  const chain = await s.deps.chains.get('ETHEREUM');
  return {
    erc721: async (address: string) =>
      new Contract(address, (await loadArtifact('MarketCollection721')).abi, chain.provider),
    erc1155: async (address: string) =>
      new Contract(address, (await loadArtifact('MarketEditions1155')).abi, chain.provider),
  };
}
