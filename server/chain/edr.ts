import * as edr from '@nomicfoundation/edr';

/** An EIP-1193 provider: what ethers' BrowserProvider and the /rpc endpoint talk to. */
export type Eip1193 = {
  request(args: { method: string; params?: unknown[] | object }): Promise<unknown>;
};

/** A JSON-RPC error from the in-process chain, keeping its code and data for ethers. */
export class RpcError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

let context: Promise<edr.EdrContext> | null = null;

/** EDR allows one context per process; every in-process chain is a provider of it. */
function edrContext(): Promise<edr.EdrContext> {
  context ??= (async () => {
    const ctx = new edr.EdrContext();
    await ctx.registerProviderFactory(edr.L1_CHAIN_TYPE, edr.l1ProviderFactory());
    return ctx;
  })();
  return context;
}

export type InProcessChainOptions = {
  chainId: number;
  /** Accounts funded at genesis (address → wei). */
  funded: { address: string; balance: bigint }[];
  /** Genesis block time; a fixed value keeps a replayed chain's history identical. */
  genesisTime?: bigint;
};

/** Highest gas a transaction may ask for (EIP-7825 cap on current hardforks). */
export const TX_GAS_CAP = 16_000_000n;

/**
 * Starts Hardhat's in-process EVM (EDR) as one chain with auto-mining, answering JSON-RPC requests; the
 * product's default chain when no JSON-RPC URL is configured.
 */
export async function startInProcessChain(opts: InProcessChainOptions): Promise<Eip1193> {
  const ctx = await edrContext();
  const hardfork = edr.l1HardforkLatest();
  const genesisState = edr.l1GenesisState(hardfork);
  for (const a of opts.funded) {
    genesisState.push({ address: Buffer.from(a.address.slice(2), 'hex'), balance: a.balance });
  }
  const provider = await ctx.createProvider(
    edr.L1_CHAIN_TYPE,
    {
      allowBlocksWithSameTimestamp: false,
      allowUnlimitedContractSize: false,
      // A reverted eth_call answers with an error carrying the revert data (as real nodes do), not with the data.
      bailOnCallFailure: true,
      bailOnTransactionFailure: false,
      chainId: BigInt(opts.chainId),
      coinbase: Buffer.alloc(20),
      defaultTransactionGasLimit: TX_GAS_CAP,
      genesisState,
      hardfork: edr.l1HardforkToString(hardfork),
      initialBaseFeePerGas: 1_000_000_000n,
      minGasPrice: 0n,
      mining: { autoMine: true, memPool: { order: edr.MineOrdering.Priority } },
      network: {
        genesisBlockGasLimit: 60_000_000n,
        ...(opts.genesisTime ? { genesisBlockTime: opts.genesisTime } : {}),
      },
      networkId: BigInt(opts.chainId),
      observability: {},
      ownedAccounts: [],
      precompileOverrides: [],
    },
    { enable: false, decodeConsoleLogInputsCallback: () => [], printLineCallback: () => {} },
    { subscriptionCallback: () => {} },
    new edr.ContractDecoder(),
  );
  let id = 0;
  return {
    async request({ method, params }) {
      const response = await provider.handleRequest(
        JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params: params ?? [] }),
      );
      const data = (typeof response.data === 'string' ? JSON.parse(response.data) : response.data) as {
        result?: unknown;
        error?: { code: number; message: string; data?: unknown };
      };
      if (data.error) throw new RpcError(data.error.message, data.error.code, revertData(data.error.data));
      return data.result;
    },
  };
}

/** EDR nests revert data ({ data: '0x…', reason }); ethers decodes custom errors only from a hex `data`. */
function revertData(data: unknown): unknown {
  const nested = (data as { data?: unknown } | null)?.data;
  return typeof nested === 'string' && nested.startsWith('0x') ? nested : data;
}
