import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, getInitialSnapshot, transition, waitFor } from 'xstate';
import type { GasFee, ProductRef } from '@schemas/products';
import {
  shelfMachine,
  SHELF_DEFAULT_CODE,
  type ShelfContext,
  type ShelfRequest,
} from '@machines/shelf.machine';
import { reachableStates, unreachedStates } from '../support/machine-paths';

const ID = '5f0c4a36-8f43-4d38-9a59-3f0b8a0d2c11';
const fee: GasFee = {
  blockchain: 'ETHEREUM',
  currency: 'ETH',
  gasUnits: '52000',
  gasPriceWei: '20000000000',
  feeWei: '1040000000000000',
  fee: '0.00104',
};
const ref: ProductRef = { id: ID, status: 'OFF_SHELF' };

const start = { type: 'shelf.start', id: ID, action: 'offSale' } as const;
const estimated = { type: 'xstate.done.actor.estimateGasFee', output: fee } as never;
const estimateFailed = (code?: number) =>
  ({ type: 'xstate.error.actor.estimateGasFee', error: code ? { code } : new Error('x') }) as never;
const changed = { type: 'xstate.done.actor.changeShelf', output: ref } as never;
const refused = (code: number) => ({ type: 'xstate.error.actor.changeShelf', error: { code } }) as never;

const EMPTY: ShelfContext = { request: null, fee: null, result: null, failedAt: null, code: null };
const at = (value: string, ctx: Partial<ShelfContext> = {}) =>
  shelfMachine.resolveState({ value, context: { ...EMPTY, request: { id: ID, action: 'offSale' }, ...ctx } });

describe('shelf machine', () => {
  const events = [
    start,
    estimated,
    estimateFailed(500),
    { type: 'shelf.confirm' },
    { type: 'shelf.cancel' },
    changed,
    refused(1021),
    { type: 'shelf.retry' },
    { type: 'shelf.reset' },
  ] as never[];

  it('reaches every state (xstate/graph shortest paths)', () => {
    expect(unreachedStates(shelfMachine, events)).toEqual([]);
  });

  it('the shortest way to done estimates, confirms and submits', () => {
    const paths = reachableStates(shelfMachine, events);
    const steps = (state: string) => paths.get(state)?.filter((e) => e !== 'xstate.init');
    expect(steps('done')).toEqual([
      'shelf.start',
      'xstate.done.actor.estimateGasFee',
      'shelf.confirm',
      'xstate.done.actor.changeShelf',
    ]);
    expect(steps('confirming')).toEqual(['shelf.start', 'xstate.done.actor.estimateGasFee']);
  });

  it('estimates the gas fee first and keeps it for the confirmation', () => {
    const [estimating] = transition(shelfMachine, getInitialSnapshot(shelfMachine), start);
    expect(estimating.value).toBe('estimating');
    expect(estimating.hasTag('busy')).toBe(true);
    expect(estimating.context.request).toEqual({ id: ID, action: 'offSale' });
    const [confirming] = transition(shelfMachine, estimating, estimated);
    expect(confirming.value).toBe('confirming');
    expect(confirming.hasTag('busy')).toBe(false);
    expect(confirming.context.fee).toEqual(fee);
  });

  it('does not start without an item id', () => {
    const [next] = transition(shelfMachine, getInitialSnapshot(shelfMachine), { ...start, id: ' ' });
    expect(next.value).toBe('idle');
  });

  it('cancel from the confirmation goes back to idle and forgets the request', () => {
    const [next] = transition(shelfMachine, at('confirming', { fee }), { type: 'shelf.cancel' });
    expect(next.value).toBe('idle');
    expect(next.context).toEqual(EMPTY);
  });

  it('a refused change keeps its code (1021) and the fee; cancel closes it', () => {
    const [submitting] = transition(shelfMachine, at('confirming', { fee }), { type: 'shelf.confirm' });
    expect(submitting.value).toBe('submitting');
    expect(submitting.hasTag('busy')).toBe(true);
    const [failed] = transition(shelfMachine, submitting, refused(1021));
    expect(failed.value).toBe('failed');
    expect(failed.context).toMatchObject({ code: 1021, failedAt: 'submit', fee });
    expect(transition(shelfMachine, failed, { type: 'shelf.cancel' })[0].value).toBe('idle');
  });

  it('retry asks for the estimate again after a failed estimate, and resubmits after a refused change', () => {
    const [estimateFail] = transition(shelfMachine, at('estimating'), estimateFailed());
    expect(estimateFail.context).toMatchObject({ code: SHELF_DEFAULT_CODE, failedAt: 'estimate' });
    const [again] = transition(shelfMachine, estimateFail, { type: 'shelf.retry' });
    expect(again.value).toBe('estimating');
    expect(again.context.code).toBeNull();

    const [resubmit] = transition(shelfMachine, at('failed', { fee, failedAt: 'submit', code: 503 }), {
      type: 'shelf.retry',
    });
    expect(resubmit.value).toBe('submitting');
    expect(resubmit.context.fee).toEqual(fee);
  });

  it('done keeps the new status; a new change may start from there', () => {
    const [done] = transition(shelfMachine, at('submitting', { fee }), changed);
    expect(done.value).toBe('done');
    expect(done.context.result).toEqual(ref);
    const [next] = transition(shelfMachine, done, { ...start, action: 'onSale' });
    expect(next.value).toBe('estimating');
    expect(next.context).toMatchObject({ request: { id: ID, action: 'onSale' }, fee: null, result: null });
    expect(transition(shelfMachine, done, { type: 'shelf.reset' })[0].context).toEqual(EMPTY);
  });

  it('runs the provided effects with the request and reports the change once', async () => {
    const seen: ShelfRequest[] = [];
    let changedCount = 0;
    const actor = createActor(
      shelfMachine.provide({
        actors: {
          estimateGasFee: fromPromise(async ({ input }: { input: ShelfRequest }) => {
            seen.push(input);
            return fee;
          }),
          changeShelf: fromPromise<ProductRef, ShelfRequest>(async ({ input }) => {
            seen.push(input);
            return { id: input.id, status: 'ON_SALE' };
          }),
        },
        actions: { shelfChanged: () => void changedCount++ },
      }),
    ).start();
    actor.send({ type: 'shelf.start', id: ID, action: 'onSale' });
    await waitFor(actor, (s) => s.matches('confirming'));
    actor.send({ type: 'shelf.confirm' });
    const done = await waitFor(actor, (s) => s.matches('done'));
    expect(done.context.result).toEqual({ id: ID, status: 'ON_SALE' });
    expect(seen).toEqual([
      { id: ID, action: 'onSale' },
      { id: ID, action: 'onSale' },
    ]);
    expect(changedCount).toBe(1);
  });
});
