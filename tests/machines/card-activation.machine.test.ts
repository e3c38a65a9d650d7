import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ACTIVATION_POLL_MS, cardActivationMachine } from '@machines/card-activation.machine';
import type { CardDetail } from '@schemas/cards';
import { reachableStates, unreachedStates } from '../support/machine-paths';

const CARD = {
  id: 'card-1',
  activation: {
    state: 'QUEUED',
    requestedAt: '2026-01-01T00:00:00.000Z',
    readyAt: '2026-01-01T00:03:00.000Z',
    activatedAt: null,
  },
} as unknown as CardDetail;
const ACTIVE = {
  ...CARD,
  state: 'ACTIVE',
  activation: { ...CARD.activation, state: 'DONE' },
} as unknown as CardDetail;
const entry = { tokenId: '12', contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3' };
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
const failed = (id: string, code: number) => ({ type: `xstate.error.actor.${id}`, error: { code } }) as never;
const events = [
  { type: 'activate.submit', ...entry },
  done('activate', CARD),
  done('activate', ACTIVE),
  failed('activate', 1049),
  { type: 'xstate.after.poll.cardActivation.waiting' },
  done('refresh', CARD),
  done('refresh', ACTIVE),
  failed('refresh', 9000),
  { type: 'activate.retry' },
  { type: 'activate.reset' },
] as never[];

describe('card activation machine (path test)', () => {
  it('reaches every state', () => {
    expect(unreachedStates(cardActivationMachine, events)).toEqual([]);
  });

  it('the shortest way to an active card: the form, then the job’s progress until it is done', () => {
    const paths = reachableStates(cardActivationMachine, events);
    expect(paths.get('waiting')?.filter((e) => e !== 'xstate.init')).toEqual([
      'activate.submit',
      'xstate.done.actor.activate',
    ]);
    expect(paths.get('failed')?.filter((e) => e !== 'xstate.init')).toEqual([
      'activate.submit',
      'xstate.error.actor.activate',
    ]);
  });

  it('polls every ACTIVATION_POLL_MS until the activation is done; a failed look keeps waiting', async () => {
    vi.useFakeTimers();
    try {
      const answers = [CARD, new Error('offline'), ACTIVE];
      const refresh = vi.fn(async () => {
        const next = answers.shift();
        if (next instanceof Error) throw next;
        return next!;
      });
      const actor = createActor(
        cardActivationMachine.provide({
          actors: { activate: fromPromise(async () => CARD), refresh: fromPromise(refresh) },
        }),
      ).start();
      actor.send({ type: 'activate.submit', tokenId: 'abc', contractAddress: '0x1' });
      expect(actor.getSnapshot().value).toBe('editing');
      actor.send({ type: 'activate.submit', ...entry });
      await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('waiting'));
      expect(actor.getSnapshot().hasTag('progress')).toBe(true);
      for (let i = 0; i < 3; i++) await vi.advanceTimersByTimeAsync(ACTIVATION_POLL_MS);
      await waitFor(actor, (s) => s.status === 'done');
      expect(refresh).toHaveBeenCalledTimes(3);
      expect(actor.getSnapshot().context.card?.activation.state).toBe('DONE');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the refusal’s code; retry sends the same entry again', async () => {
    const activate = vi.fn().mockRejectedValueOnce({ code: 1047 }).mockResolvedValueOnce(ACTIVE);
    const actor = createActor(
      cardActivationMachine.provide({ actors: { activate: fromPromise(({ input }) => activate(input)) } }),
    ).start();
    actor.send({ type: 'activate.submit', ...entry });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.errorCode).toBe(1047);
    actor.send({ type: 'activate.retry' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(activate).toHaveBeenLastCalledWith(entry);
  });

  it('a 4200 keeps the refused fields for the form; a new submit forgets them', async () => {
    const issues = [{ path: 'tokenId', message: 'token_id' }];
    const activate = vi
      .fn()
      .mockRejectedValueOnce({ code: 4200, data: issues })
      .mockResolvedValueOnce(ACTIVE);
    const actor = createActor(
      cardActivationMachine.provide({ actors: { activate: fromPromise(({ input }) => activate(input)) } }),
    ).start();
    actor.send({ type: 'activate.submit', ...entry });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context).toMatchObject({ errorCode: 4200, issues });
    actor.send({ type: 'activate.submit', ...entry });
    expect(actor.getSnapshot().context.issues).toEqual([]);
  });
});
