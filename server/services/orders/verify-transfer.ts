import { getAddress, Interface } from 'ethers';
import type { Deps } from '../../http/context';
import { ApiError, fail } from '../../http/errors';
import type { Blockchain } from '../../schemas/wallets';

/** The standard calls and events of ERC-721 and ERC-1155 (ours and items minted elsewhere alike). */
export const ERC721 = new Interface([
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
]);
export const ERC1155 = new Interface([
  'function balanceOf(address account, uint256 id) view returns (uint256)',
  'function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes data)',
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
  'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
]);

export type ExpectedTransfer = {
  blockchain: Blockchain;
  txHash: string;
  contractType: 'ERC721' | 'ERC1155';
  contract: string;
  tokenId: string;
  amount: number;
  from: string;
  to: string;
};

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Checks on chain that a transaction the seller sent from a browser wallet delivered the line: mined with
 * status 1, and a Transfer (ERC-721) or TransferSingle/TransferBatch (ERC-1155) log of the token's contract
 * moving this token id, in the bought amount, from the seller's bound wallet to the buyer's address. Anything
 * else (not mined yet, reverted, another token, receiver or sender) answers TX_NOT_VERIFIED (4607).
 */
export async function verifyNftTransfer(deps: Pick<Deps, 'chains'>, e: ExpectedTransfer): Promise<void> {
  const chain = await deps.chains.get(e.blockchain);
  const receipt = await chain.guard(() => chain.provider.getTransactionReceipt(e.txHash));
  if (!receipt) fail('TX_NOT_VERIFIED', 'tx_not_mined');
  if (receipt.status !== 1) fail('TX_NOT_VERIFIED', 'tx_reverted');
  const id = BigInt(e.tokenId);
  let moved = 0n;
  for (const log of receipt.logs) {
    if (!same(log.address, e.contract)) continue;
    if (e.contractType === 'ERC721') {
      // ERC-20 shares Transfer's topic; an ERC-721 Transfer has its token id indexed (four topics).
      if (log.topics.length !== 4) continue;
      const parsed = parse(ERC721, log);
      if (parsed?.name !== 'Transfer') continue;
      if (matches(parsed.args[0], parsed.args[1], e) && BigInt(parsed.args[2]) === id) moved += 1n;
      continue;
    }
    const parsed = parse(ERC1155, log);
    if (!parsed || !matches(parsed.args[1], parsed.args[2], e)) continue;
    if (parsed.name === 'TransferSingle' && BigInt(parsed.args[3]) === id) moved += BigInt(parsed.args[4]);
    if (parsed.name === 'TransferBatch') {
      const ids = parsed.args[3] as bigint[];
      const values = parsed.args[4] as bigint[];
      ids.forEach((x, i) => {
        if (BigInt(x) === id) moved += BigInt(values[i]!);
      });
    }
  }
  if (moved !== BigInt(e.amount)) fail('TX_NOT_VERIFIED', 'tx_not_this_delivery');
}

function parse(abi: Interface, log: { topics: readonly string[]; data: string }) {
  try {
    return abi.parseLog({ topics: [...log.topics], data: log.data });
  } catch (err) {
    if (err instanceof ApiError) throw err;
    return null;
  }
}

const matches = (from: unknown, to: unknown, e: ExpectedTransfer) =>
  same(getAddress(String(from)), e.from) && same(getAddress(String(to)), e.to);
