import { useActorRef } from '@xstate/react';
import type { AnyStateMachine, ActorOptions } from 'xstate';
import { inspectOption } from './inspector';

/** Starts a machine for a component, connected to the inspector when QA has it open. */
export function useFlow<M extends AnyStateMachine>(machine: M, options: ActorOptions<M> = {}) {
  return useActorRef(machine, { ...inspectOption(), ...options } as ActorOptions<M>);
}
