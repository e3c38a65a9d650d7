import type { InterfaceAbi } from 'ethers';
import { compileContracts, type Artifacts } from './compile';

/** The platform's contracts; deploy code names them, never paths or hand-kept ABIs. */
export type ContractName =
  'MarketCollection721' | 'MarketEditions1155' | 'MembershipCard' | 'Coupon' | 'Ticket' | 'LoyaltyCoin';

let artifacts: Promise<Artifacts> | null = null;

/**
 * ABI and creation bytecode of one contract, compiled from source on a cache miss; memoised per process so
 * deploys after the first cost nothing.
 */
export async function loadArtifact(name: ContractName): Promise<{ abi: InterfaceAbi; bytecode: string }> {
  artifacts ??= compileContracts().catch((err: unknown) => {
    artifacts = null;
    throw err;
  });
  const contract = (await artifacts).contracts[name];
  if (!contract) throw new Error(`No artifact for contract ${name}`);
  return { abi: contract.abi as InterfaceAbi, bytecode: contract.bytecode };
}
