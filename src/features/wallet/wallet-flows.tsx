import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { walletConnectMachine } from '@machines/wallet-connect.machine';
import type { walletUnbindMachine } from '@machines/wallet-unbind.machine';
import type { withdrawMachine } from '@machines/withdraw.machine';
import { useFlow } from '@/lib/use-flow';
import { ConnectDialog, type WalletChoice } from './ConnectDialog';
import { UnbindDialog } from './UnbindDialog';
import { listenForStepWindow, walletFlows } from './wallet.actors';
import { WithdrawDialog } from './WithdrawDialog';

type Actors = {
  connect: ActorRefFrom<typeof walletConnectMachine>;
  unbind: ActorRefFrom<typeof walletUnbindMachine>;
  withdraw: ActorRefFrom<typeof withdrawMachine>;
  /** Opens the wallet-type choice; choosing one starts the connect (or change) flow. */
  chooseWallet: (choice: WalletChoice) => void;
};
const Flows = createContext<Actors | null>(null);

/**
 * Runs the wallet flows (connect, unbind/change, withdraw) for the panel or page below it, with their dialogs;
 * a step window that reports it ended moves the waiting flow on, and "change wallet" from the unbind's
 * in-use answer starts a connect with op=change.
 */
export function WalletFlowsProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const flows = useMemo(() => walletFlows(queryClient), [queryClient]);
  const [choosing, setChoosing] = useState<WalletChoice | null>(null);
  const connect = useFlow(flows.connect);
  const unbind = useFlow(
    flows.unbind.provide({
      actions: {
        startChange: (_, p) => setChoosing({ blockchain: p.blockchain, op: 'change', previous: p.address }),
      },
    }),
  );
  const withdraw = useFlow(flows.withdraw);

  useEffect(
    () =>
      listenForStepWindow((ref) => {
        connect.send({ type: 'walletConnect.returned', ref });
        unbind.send({ type: 'walletUnbind.returned', ref });
      }),
    [connect, unbind],
  );

  const actors = useMemo(
    () => ({ connect, unbind, withdraw, chooseWallet: setChoosing }),
    [connect, unbind, withdraw],
  );
  return (
    <Flows.Provider value={actors}>
      {children}
      <ConnectDialog actor={connect} choosing={choosing} onChoiceClose={() => setChoosing(null)} />
      <UnbindDialog actor={unbind} />
      <WithdrawDialog actor={withdraw} />
    </Flows.Provider>
  );
}

/** The running wallet flows (inside WalletFlowsProvider). */
export function useWalletActors(): Actors {
  const actors = useContext(Flows);
  if (!actors) throw new Error('WalletFlowsProvider missing');
  return actors;
}
