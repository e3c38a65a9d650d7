import { describe, expect, it } from 'vitest';
import { assign, createActor, setup, toPromise, waitFor } from 'xstate';
import { notProvided } from '../../machines/not-provided';

describe('notProvided', () => {
  it('rejects with the effect it stands for, named', async () => {
    const actor = createActor(notProvided<string, { id: string }>('loadThing'), { input: { id: '1' } });
    actor.start();
    await expect(toPromise(actor)).rejects.toThrow(new Error('loadThing not provided'));
  });

  it('sends a machine that was not given the effect to its onError instead of leaving it waiting', async () => {
    const machine = setup({ actors: { save: notProvided<void, void>('save') } }).createMachine({
      initial: 'saving',
      context: { message: '' },
      states: {
        saving: {
          invoke: {
            src: 'save',
            onError: {
              target: 'failed',
              actions: assign({ message: ({ event }) => (event.error as Error).message }),
            },
          },
        },
        failed: { type: 'final' },
      },
    });
    const actor = createActor(machine).start();
    const snapshot = await waitFor(actor, (s) => s.matches('failed'));
    expect(snapshot.context.message).toBe('save not provided');
  });
});
