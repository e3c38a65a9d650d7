import { fromPromise, type NonReducibleUnknown } from 'xstate';

/**
 * A machine's default for an effect its feature must provide (`machine.provide({ actors })`): a promise actor
 * with the effect's output and input types that rejects with `<name> not provided`, so a forgotten effect
 * fails loudly instead of hanging. Shared by every machine that declares its effects.
 */
export const notProvided = <Output, Input = NonReducibleUnknown>(name: string) =>
  fromPromise<Output, Input>(async () => {
    throw new Error(`${name} not provided`);
  });
