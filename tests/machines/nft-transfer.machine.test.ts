import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { nftTransferMachine, type NftTransferEntry, type StepOutcome } from '@machines/nft-transfer.machine';
import type { TransferStarted } from '@schemas/wallets';
import { reachableStates, unreachedStates } from '../support/machine-paths';

const entry: NftTransferEntry = {
  productId: 'p0000000-0000-4000-8000-000000000001',
  toAddress: '0x' + 'ab'.repeat(20),
  quantity: 1,
};
const STARTED = { url: 'http://localhost/#/walletStep?ref=r1', ref: 'r1' } as TransferStarted;
const DONE: StepOutcome = { status: 'DONE' };
const events = [
  { type: 'transfer.submit', ...entry },
  { type: 'transfer.confirm' },
  { type: 'transfer.back' },
  { type: 'transfer.reset' },
  { type: 'xstate.done.actor.start', output: STARTED },
  { type: 'xstate.error.actor.start', error: { code: 2003 } },
  { type: 'xstate.error.actor.start', error: { code: 4200, data: [{ path: 'toAddress', message: 'x' }] } },
  { type: 'xstate.done.actor.awaitApproval', output: DONE },
] as never[];

/** The flow with effects that answer in turn: a value, or a thrown refusal ({ code }). */
function flow(
  answers: unknown[],
  outcome: Promise<StepOutcome>,
  seen: { aborted?: boolean; approved: number },
) {
  return createActor(
    nftTransferMachine.provide({
      actors: {
        start: fromPromise(async () => {
          const next = answers.shift();
          if (next && typeof next === 'object' && 'code' in next) throw next;
          return next as TransferStarted;
        }),
        awaitApproval: fromPromise(({ signal }) => {
          signal.addEventListener('abort', () => (seen.aborted = true));
          return outcome;
        }),
      },
      actions: { approved: () => void seen.approved++ },
    }),
  ).start();
}

describe('NFT transfer machine (path test)', () => {
  it('reaches every state', () => {
    expect(unreachedStates(nftTransferMachine, events)).toEqual([]);
  });

  it('the shortest way to an outcome: the form, the confirmation, the start, the approval', () => {
    const paths = reachableStates(nftTransferMachine, events);
    expect(paths.get('outcome')?.filter((e) => e !== 'xstate.init')).toEqual([
      'transfer.submit',
      'transfer.confirm',
      'xstate.done.actor.start',
      'xstate.done.actor.awaitApproval',
    ]);
  });

  it('needs an address and a quantity; back returns to the form', () => {
    const actor = flow([], new Promise(() => {}), { approved: 0 });
    actor.send({ type: 'transfer.submit', ...entry, toAddress: ' ' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'transfer.submit', ...entry, quantity: 0 });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'transfer.submit', ...entry, toAddress: ` ${entry.toAddress} ` });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.entry).toEqual(entry);
    actor.send({ type: 'transfer.back' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('a refused field goes back to the form with its issues; another refusal stays on the confirmation', async () => {
    const answers: unknown[] = [
      { code: 4200, data: [{ path: 'toAddress', message: 'address_format' }] },
      { code: 2003 },
    ];
    const actor = flow(answers, new Promise(() => {}), { approved: 0 });
    actor.send({ type: 'transfer.submit', ...entry });
    actor.send({ type: 'transfer.confirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context).toMatchObject({
      errorCode: 4200,
      issues: [{ path: 'toAddress', message: 'address_format' }],
    });
    actor.send({ type: 'transfer.submit', ...entry });
    expect(actor.getSnapshot().context).toMatchObject({ errorCode: null, issues: [] });
    actor.send({ type: 'transfer.confirm' });
    await waitFor(actor, (s) => s.matches('confirming') && s.context.errorCode !== null);
    expect(actor.getSnapshot().context.errorCode).toBe(2003);
  });

  it('waits for the approval window; an approved transfer refreshes the item', async () => {
    const seen = { approved: 0 };
    const actor = flow([STARTED], Promise.resolve(DONE), seen);
    actor.send({ type: 'transfer.submit', ...entry });
    actor.send({ type: 'transfer.confirm' });
    await waitFor(actor, (s) => s.matches('outcome'));
    expect(actor.getSnapshot().context).toMatchObject({ started: STARTED, outcome: DONE });
    expect(seen.approved).toBe(1);
    actor.send({ type: 'transfer.reset' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ entry: null, started: null, outcome: null });
  });

  it('a cancelled or closed step is an outcome without a refresh', async () => {
    const seen = { approved: 0 };
    const actor = flow([STARTED], Promise.resolve({ status: 'CANCELLED' }), seen);
    actor.send({ type: 'transfer.submit', ...entry });
    actor.send({ type: 'transfer.confirm' });
    await waitFor(actor, (s) => s.matches('outcome'));
    expect(actor.getSnapshot().context.outcome).toEqual({ status: 'CANCELLED' });
    expect(seen.approved).toBe(0);
  });

  it('closing while it waits aborts the wait', async () => {
    const seen: { aborted?: boolean; approved: number } = { approved: 0 };
    const actor = flow([STARTED], new Promise(() => {}), seen);
    actor.send({ type: 'transfer.submit', ...entry });
    actor.send({ type: 'transfer.confirm' });
    await waitFor(actor, (s) => s.matches('waiting'));
    expect(seen.aborted).toBeUndefined();
    actor.send({ type: 'transfer.reset' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(seen.aborted).toBe(true);
  });
});
