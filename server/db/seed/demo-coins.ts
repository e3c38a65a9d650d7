import { inArray, sql } from 'drizzle-orm';
import { HDNodeWallet, Mnemonic, parseEther } from 'ethers';
import { sendOnce, waitMined } from '../../chain/tx-journal';
import type { Deps } from '../../http/context';
import { sandboxesAllowed } from '../../sandboxes/exposure';
import type { Blockchain } from '../../schemas/wallets';
import { ensureCustodialWallet } from '../../services/wallets/custodial-wallets';
import { members } from '../schema';
import { DEMO_ACCOUNTS } from './accounts';

/** Coins each demo member's custodial wallet gets once per in-process chain (items cost up to 900 MATIC). */
export const DEMO_CUSTODIAL_COINS = parseEther('10000');
/** Coins each well-known development account gets once per in-process chain. */
export const DEMO_BROWSER_COINS = parseEther('1000');
/**
 * Hardhat's public development mnemonic. Its first accounts are funded on the in-process chains so a browser
 * wallet (MetaMask with an imported test key, the Playwright wallet) can pay crypto under `npm start`, where
 * CHAIN_DEV_FUNDED is ignored. Everyone knows these keys: they hold play coins on a local chain and nothing else.
 */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';
export const DEV_ACCOUNT_COUNT = 5;

/** The i-th account of DEV_MNEMONIC (m/44'/60'/0'/0/i), as Hardhat and MetaMask derive it. */
export function devAccount(i: number): HDNodeWallet {
  return HDNodeWallet.fromMnemonic(Mnemonic.fromPhrase(DEV_MNEMONIC), `m/44'/60'/0'/0/${i}`);
}

type FundDeps = Pick<Deps, 'db' | 'env' | 'chains' | 'custody' | 'log'>;

/**
 * Demo data on the in-process chains: the demo members' custodial wallets (created here when missing) and the
 * development accounts get coins from the platform account, so the demo buyer can pay crypto. Only while
 * sandboxes are allowed and only on a chain the server runs itself (never a real node). Each transfer goes
 * through the chain journal under `demo-coins:<address>`, so it is sent once per database: a restart replays it
 * instead of paying again. A chain that is down is logged and left; the next start tries again.
 */
export async function fundDemoCoins(deps: FundDeps): Promise<number> {
  if (!sandboxesAllowed(deps.env)) return 0;
  // The members who shop (staff and the demo merchant pay no crypto).
  const logins = DEMO_ACCOUNTS.filter((a) => a.role === 'creator' || a.role === 'buyer').map((a) =>
    a.loginName.toLowerCase(),
  );
  const demo = await deps.db
    .select({ id: members.id })
    .from(members)
    .where(inArray(sql`lower(${members.loginName})`, logins));
  if (demo.length === 0) return 0;
  const custodial = await Promise.all(demo.map((m) => ensureCustodialWallet(deps, m.id)));
  const targets = [
    ...custodial.map((w) => ({ to: w.address, value: DEMO_CUSTODIAL_COINS })),
    ...Array.from({ length: DEV_ACCOUNT_COUNT }, (_, i) => ({
      to: devAccount(i).address,
      value: DEMO_BROWSER_COINS,
    })),
  ];
  let sent = 0;
  for (const blockchain of deps.chains.enabled) {
    try {
      sent += await fundChain(deps, blockchain, targets);
    } catch (err) {
      deps.log.warn(
        { blockchain, err: (err as Error).message },
        'demo coins not sent; next start tries again',
      );
    }
  }
  return sent;
}

async function fundChain(
  deps: FundDeps,
  blockchain: Blockchain,
  targets: { to: string; value: bigint }[],
): Promise<number> {
  const client = await deps.chains.get(blockchain);
  if (!client.inProcess) return 0;
  const keys: string[] = [];
  for (const t of targets) {
    const key = `demo-coins:${t.to.toLowerCase()}`;
    await sendOnce(deps, { blockchain, key, request: { to: t.to, value: t.value } });
    keys.push(key);
  }
  // Recorded as mined (block and fee), so a replay of the journal puts them back in their place.
  for (const key of keys) await waitMined(deps, { blockchain, key });
  return keys.length;
}
