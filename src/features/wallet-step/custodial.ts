import type { WalletStep } from '@schemas/wallets';
import { WALLET_STEP_CODES } from '@machines/wallet-step.types';
import { custonomySandboxConnect, getWalletStep, playerConnect } from './wallet-step.api';

/** Spec §9: the custodial widget needs 600 ms after its script loads before it can be used. */
export const CUSTONOMY_INIT_DELAY_MS = 600;
const POLL_MS = 1000;
const POLL_LIMIT = 180;
const WIDGET_URL = (import.meta.env.VITE_CUSTONOMY_WIDGET_URL as string | undefined)?.trim() || null;

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(t), reject(signal.reason)), { once: true });
  });

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const s = document.createElement('script');
    s.src = src;
    s.async = true;
    s.onload = () => resolve();
    s.onerror = () => reject(Object.assign(new Error('widget'), { code: WALLET_STEP_CODES.DEFAULT }));
    document.head.append(s);
  });
}

/**
 * The real CUSTONOMY widget (VITE_CUSTONOMY_WIDGET_URL): load its script, wait the init delay, open it with
 * the step ref. The provider then calls the server's wallet-address callback (spec §7), which closes the
 * step; its global name (`Custonomy.connect`) is the provider's, not ours.
 */
async function openWidget(step: WalletStep, signal?: AbortSignal) {
  await loadScript(WIDGET_URL!);
  await sleep(CUSTONOMY_INIT_DELAY_MS, signal);
  const widget = (window as Window & { Custonomy?: { connect?: (o: object) => unknown } }).Custonomy;
  await widget?.connect?.({ ref: step.ref, blockchain: step.blockchain, chainId: step.chainId });
}

/** Waits until the provider's callback has closed the step; DONE resolves, anything else fails with its code. */
async function waitForStep(ref: string, signal?: AbortSignal) {
  for (let i = 0; i < POLL_LIMIT; i++) {
    const s = await getWalletStep(ref, { signal });
    if (s.status === 'DONE') return;
    if (s.status !== 'OPEN')
      throw Object.assign(new Error(s.status), { code: s.resultCode ?? WALLET_STEP_CODES.DEFAULT });
    await sleep(POLL_MS, signal);
  }
  throw Object.assign(new Error('timeout'), { code: WALLET_STEP_CODES.DEFAULT });
}

/** Custodial connect: OWN is created by the server at once; CUSTONOMY goes through its widget (or sandbox). */
export async function connectCustodial(step: WalletStep, signal?: AbortSignal): Promise<void> {
  if (step.walletType !== 'CUSTONOMY') {
    await playerConnect(step.ref, 'OWN', {}, { signal });
    return;
  }
  if (WIDGET_URL) await openWidget(step, signal);
  else await custonomySandboxConnect(step.ref, { signal });
  await waitForStep(step.ref, signal);
}
