import type { AbstractProvider, Wallet } from 'ethers';
import type { Blockchain } from '../schemas/wallets';
import type { Eip1193 } from './edr';

/**
 * One chain the product talks to (spec §9: Ethereum by default, Polygon when `openPolygon` is on): an ethers
 * provider, the platform account that deploys, mints and pays out, and the platform contracts' addresses.
 */
export interface ChainClient {
  readonly blockchain: Blockchain;
  readonly chainId: number;
  readonly provider: AbstractProvider;
  /** The platform account, connected to the provider. Its key never leaves the server. */
  readonly platform: Wallet;
  /** True when this chain is the in-process EVM (EDR) started by the server. */
  readonly inProcess: boolean;
  /**
   * Runs a chain-bound call with a 5 s deadline: a chain that is down or slow rejects with
   * ApiError(CHAIN_UNAVAILABLE) instead of hanging; the next call tries again (recovery is automatic).
   */
  guard<T>(fn: () => Promise<T>): Promise<T>;
  /** Addresses of the platform contracts on this chain (EDITIONS, MEMBERSHIP, COUPON), once deployed. */
  contract(name: PlatformContract): Promise<string>;
  /** In-process chains only: the raw EIP-1193 provider, exposed at /rpc/<chain> for browser wallets. */
  readonly eip1193?: Eip1193;
  close(): Promise<void>;
}

export type PlatformContract = 'EDITIONS' | 'MEMBERSHIP' | 'COUPON' | 'TICKET';

/** The enabled chains; `get` throws CHAIN_UNAVAILABLE for a chain that is switched off or failed to start. */
export interface Chains {
  readonly enabled: readonly Blockchain[];
  get(blockchain: Blockchain): Promise<ChainClient>;
  close(): Promise<void>;
}

/** Seals custodial private keys with AES-256-GCM under a key kept outside the database (DESIGN §5). */
export interface Custody {
  readonly keyId: string;
  seal(privateKey: string): { ciphertext: string; iv: string; tag: string; keyId: string };
  open(sealed: { ciphertext: string; iv: string; tag: string; keyId: string }): string;
  /** A 32-byte key for another purpose (HKDF-SHA256 of the sealing key with `label`), never the key itself. */
  deriveKey(label: string): Buffer;
}
