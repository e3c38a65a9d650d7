import type { SnapshotFrom } from 'xstate';
import type { QpWalletContext, qpwalletMachine } from '@machines/qpwallet.machine';
import type { FlowPersistence, KeepSnapshot } from '@/lib/persisted-flow';

type Machine = typeof qpwalletMachine;

/**
 * States a reload resumes at. The busy ones are not kept (restoring them would send the e-form or the code
 * again, without the picture code and the code, which are not kept), so a reload there resumes at the step
 * before; the loading ones read again from the start.
 */
const RESTING = new Set(['form', 'submitted', 'registering']);

/**
 * What the mini page keeps for a reload: the persisted snapshot at a resting state with its secrets stripped
 * (the picture code and the e-mail code are one-time secrets; the error of a past try is not shown again);
 * nothing once the flow has ended.
 */
export function keepQpwallet(snapshot: SnapshotFrom<Machine>, persisted: object): KeepSnapshot {
  if (snapshot.status !== 'active') return 'clear';
  if (!RESTING.has(String(snapshot.value))) return 'skip';
  const p = persisted as { context: QpWalletContext };
  const context: QpWalletContext = {
    ...p.context,
    entry: { ...p.context.entry, captchaId: '', captchaText: '' },
    code: '',
    errorCode: null,
    issues: [],
  };
  return { ...p, context };
}

/** The mini page's persistence: one kept flow per QR code (type and merchant) in the tab. */
export const qpwalletPersistence = (kind: string | undefined, mcId: string): FlowPersistence<Machine> => ({
  key: `qpwallet:${kind ?? ''}:${mcId}`,
  keep: keepQpwallet,
});
