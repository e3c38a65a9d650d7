import { BrowserProvider, Contract, ContractFactory, Wallet, parseEther, type ContractRunner } from 'ethers';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadArtifact, type ContractName } from '../../../server/chain/artifacts';
import { TX_GAS_CAP, startInProcessChain } from '../../../server/chain/edr';

const CHAIN_ID = 31337;
/** The contract methods these tests call, typed so `noUncheckedIndexedAccess` lets them be called. */
type Method =
  | 'mint'
  | 'issue'
  | 'redeem'
  | 'revoke'
  | 'setTransferable'
  | 'transferFrom'
  | 'ownerOf'
  | 'tokenURI'
  | 'uri'
  | 'name'
  | 'balanceOf'
  | 'totalSupply(uint256)'
  | 'isMinted'
  | 'isTransferable'
  | 'royaltyInfo'
  | 'supportsInterface';
type Deployed = Contract & Record<Method, (...args: unknown[]) => Promise<unknown>>;

let provider: BrowserProvider;
let owner: Wallet;
let alice: Wallet;
let bob: Wallet;

beforeAll(async () => {
  const keys = [0, 1, 2].map(() => Wallet.createRandom().privateKey);
  const eip1193 = await startInProcessChain({
    chainId: CHAIN_ID,
    funded: keys.map((k) => ({ address: new Wallet(k).address, balance: parseEther('100') })),
  });
  // No 250 ms request cache: with auto-mining, a cached nonce would be reused by the next transaction.
  provider = new BrowserProvider(eip1193, CHAIN_ID, { cacheTimeout: -1 });
  [owner, alice, bob] = keys.map((k) => new Wallet(k, provider)) as [Wallet, Wallet, Wallet];
});

/** Deploys `name` from its compiled artifact as `owner`; checks the deploy fits EDR's per-tx gas cap. */
async function deploy(name: ContractName, ...args: unknown[]): Promise<Deployed> {
  const { abi, bytecode } = await loadArtifact(name);
  const factory = new ContractFactory(abi, bytecode, owner);
  const gas = await owner.estimateGas(await factory.getDeployTransaction(...args));
  expect(gas).toBeLessThan(TX_GAS_CAP);
  const deployed = await factory.deploy(...args);
  await deployed.waitForDeployment();
  return new Contract(await deployed.getAddress(), abi, owner) as Deployed;
}

function as(c: Deployed, runner: ContractRunner): Deployed {
  return c.connect(runner) as Deployed;
}

async function mined(tx: Promise<unknown>): Promise<unknown> {
  return ((await tx) as { wait(): Promise<unknown> }).wait();
}

/** The custom error a call or transaction reverted with, decoded with the contract's ABI (OZ errors included). */
async function revertOf(c: Contract, pending: Promise<unknown>): Promise<{ name: string; args: unknown[] }> {
  try {
    await pending;
  } catch (err) {
    const parsed = c.interface.parseError((err as { data?: string }).data ?? '0x');
    if (!parsed) throw err;
    return { name: parsed.name, args: [...parsed.args] };
  }
  throw new Error('expected a revert');
}

describe('MarketCollection721', () => {
  let nft: Deployed;
  beforeAll(async () => {
    nft = await deploy('MarketCollection721', 'Sunsets', 'SUN', owner.address, alice.address, 750n);
  });

  it('lets the owner mint with the token URI and supports ERC-721 and ERC-2981', async () => {
    await mined(nft.mint(bob.address, 1n, 'ipfs://meta/1'));
    expect(await nft.ownerOf(1n)).toBe(bob.address);
    expect(await nft.tokenURI(1n)).toBe('ipfs://meta/1');
    expect(await nft.name()).toBe('Sunsets');
    expect(await nft.supportsInterface('0x80ac58cd')).toBe(true); // ERC-721
    expect(await nft.supportsInterface('0x2a55205a')).toBe(true); // ERC-2981
    expect(await nft.supportsInterface('0xd9b67a26')).toBe(false); // ERC-1155
  });

  it('refuses a mint by anyone but the owner', async () => {
    expect(await revertOf(nft, as(nft, alice).mint(alice.address, 2n, 'x'))).toMatchObject({
      name: 'OwnableUnauthorizedAccount',
      args: [alice.address],
    });
  });

  it('pays the default royalty to the creator in basis points', async () => {
    const [receiver, amount] = (await nft.royaltyInfo(1n, parseEther('2'))) as [string, bigint];
    expect(receiver).toBe(alice.address);
    expect(amount).toBe(parseEther('0.15'));
  });

  it('refuses to mint the same token twice', async () => {
    expect(await revertOf(nft, nft.mint(alice.address, 1n, 'ipfs://other'))).toMatchObject({
      name: 'ERC721InvalidSender',
    });
    expect(await nft.ownerOf(1n)).toBe(bob.address);
  });
});

describe('MarketEditions1155', () => {
  let editions: Deployed;
  beforeAll(async () => {
    editions = await deploy('MarketEditions1155', owner.address);
  });

  it('mints the whole edition once, with its URI and supply', async () => {
    await mined(editions.mint(bob.address, 7n, 25n, alice.address, 500n, 'ipfs://ed/7'));
    expect(await editions.balanceOf(bob.address, 7n)).toBe(25n);
    expect(await editions['totalSupply(uint256)'](7n)).toBe(25n);
    expect(await editions.uri(7n)).toBe('ipfs://ed/7');
    expect(await editions.isMinted(7n)).toBe(true);
    expect(await editions.isMinted(8n)).toBe(false);
  });

  it('reverts with AlreadyMinted on a second mint of the same id', async () => {
    expect(
      await revertOf(editions, editions.mint(bob.address, 7n, 1n, alice.address, 500n, 'x')),
    ).toMatchObject({ name: 'AlreadyMinted', args: [7n] });
    expect(await editions.balanceOf(bob.address, 7n)).toBe(25n);
  });

  it('keeps a royalty per token', async () => {
    await mined(editions.mint(alice.address, 8n, 3n, bob.address, 1000n, 'ipfs://ed/8'));
    const [r7, a7] = (await editions.royaltyInfo(7n, 10_000n)) as [string, bigint];
    const [r8, a8] = (await editions.royaltyInfo(8n, 10_000n)) as [string, bigint];
    expect([r7, a7]).toEqual([alice.address, 500n]);
    expect([r8, a8]).toEqual([bob.address, 1000n]);
    expect(await editions.supportsInterface('0x2a55205a')).toBe(true);
    expect(await editions.supportsInterface('0xd9b67a26')).toBe(true);
  });

  it('refuses a mint by anyone but the owner', async () => {
    expect(
      await revertOf(editions, as(editions, alice).mint(alice.address, 9n, 1n, alice.address, 0n, 'x')),
    ).toMatchObject({ name: 'OwnableUnauthorizedAccount' });
  });
});

describe('MembershipCard', () => {
  let cards: Deployed;
  beforeAll(async () => {
    cards = await deploy('MembershipCard', 'Gold club', 'GOLD', owner.address);
    await mined(cards.issue(alice.address, 1n, false, 'ipfs://card/1'));
    await mined(cards.issue(alice.address, 2n, true, 'ipfs://card/2'));
  });

  it('issues cards with their URI and transferability', async () => {
    expect(await cards.ownerOf(1n)).toBe(alice.address);
    expect(await cards.tokenURI(2n)).toBe('ipfs://card/2');
    expect(await cards.isTransferable(1n)).toBe(false);
    expect(await cards.isTransferable(2n)).toBe(true);
  });

  it('refuses to move a non-transferable card', async () => {
    expect(
      await revertOf(cards, as(cards, alice).transferFrom(alice.address, bob.address, 1n)),
    ).toMatchObject({ name: 'CardNotTransferable', args: [1n] });
    expect(await cards.ownerOf(1n)).toBe(alice.address);
  });

  it('moves a transferable (corporate) card', async () => {
    await mined(as(cards, alice).transferFrom(alice.address, bob.address, 2n));
    expect(await cards.ownerOf(2n)).toBe(bob.address);
  });

  it('lets only the issuer toggle transferability', async () => {
    expect(await revertOf(cards, as(cards, alice).setTransferable(1n, true))).toMatchObject({
      name: 'OwnableUnauthorizedAccount',
    });
    await mined(cards.setTransferable(1n, true));
    await mined(as(cards, alice).transferFrom(alice.address, bob.address, 1n));
    expect(await cards.ownerOf(1n)).toBe(bob.address);
    await mined(cards.setTransferable(1n, false));
    expect(await revertOf(cards, as(cards, bob).transferFrom(bob.address, alice.address, 1n))).toMatchObject({
      name: 'CardNotTransferable',
      args: [1n],
    });
  });

  it('always allows issuing and revoking, even of a non-transferable card', async () => {
    await mined(cards.issue(bob.address, 3n, false, 'ipfs://card/3'));
    await mined(cards.revoke(3n));
    expect(await revertOf(cards, cards.ownerOf(3n))).toMatchObject({ name: 'ERC721NonexistentToken' });
    expect(await revertOf(cards, as(cards, bob).issue(bob.address, 4n, true, 'x'))).toMatchObject({
      name: 'OwnableUnauthorizedAccount',
    });
  });
});

describe('Coupon', () => {
  let coupons: Deployed;
  beforeAll(async () => {
    coupons = await deploy('Coupon', owner.address);
  });

  it('issues coupons and burns the holder’s own on redeem, emitting Redeemed', async () => {
    await mined(coupons.issue(alice.address, 5n, 3n));
    expect(await coupons.balanceOf(alice.address, 5n)).toBe(3n);
    const receipt = (await mined(as(coupons, alice).redeem(5n, 2n))) as {
      logs: { topics: string[]; data: string }[];
    };
    const events = receipt.logs
      .map((l) => coupons.interface.parseLog(l))
      .filter((e) => e?.name === 'Redeemed');
    expect(events.map((e) => [...e!.args])).toEqual([[alice.address, 5n, 2n]]);
    expect(await coupons.balanceOf(alice.address, 5n)).toBe(1n);
  });

  it('refuses to redeem more than held', async () => {
    expect(await revertOf(coupons, as(coupons, alice).redeem(5n, 2n))).toMatchObject({
      name: 'ERC1155InsufficientBalance',
    });
    expect(await revertOf(coupons, as(coupons, bob).redeem(5n, 1n))).toMatchObject({
      name: 'ERC1155InsufficientBalance',
    });
    expect(await coupons.balanceOf(alice.address, 5n)).toBe(1n);
  });

  it('lets only the owner issue', async () => {
    expect(await revertOf(coupons, as(coupons, alice).issue(alice.address, 5n, 10n))).toMatchObject({
      name: 'OwnableUnauthorizedAccount',
    });
  });
});
