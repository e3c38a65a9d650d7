import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, transition, waitFor } from 'xstate';
import type { MintStatus } from '@schemas/item-token';
import { MINT_POLL_MS, mintMachine, type MintContext } from '@machines/mint.machine';
import { reachableStates, unreachedStates } from '../support/machine-paths';

const ID = '5f0c4a36-8f43-4d38-9a59-3f0b8a0d2c11';
const status = (s: MintStatus['status']): MintStatus => ({
  productId: ID,
  status: s,
  blockchain: 'ETHEREUM',
  contractAddress: s === 'MINTED' ? '0x' + 'c'.repeat(40) : null,
  tokenId: s === 'MINTED' ? '1' : null,
  txHash: s === 'MINTED' ? '0x' + 'd'.repeat(64) : null,
  error: s === 'FAILED' ? 'reverted' : null,
  mintedAt: null,
});
const read = (s: MintStatus['status']) =>
  ({ type: 'xstate.done.actor.getMintStatus', output: status(s) }) as never;
const readFailed = { type: 'xstate.error.actor.getMintStatus', error: { code: 4501 } } as never;
const retried = { type: 'xstate.done.actor.retryMint', output: status('PENDING') } as never;
const retryRefused = { type: 'xstate.error.actor.retryMint', error: { code: 4420 } } as never;
const tick = { type: 'xstate.after.poll.mint.pending' } as never;

const ctx: MintContext = { productId: ID, status: null, code: null };
const at = (value: string, c: Partial<MintContext> = {}) =>
  mintMachine.resolveState({ value, context: { ...ctx, ...c } });

describe('mint machine', () => {
  const events = [
    read('PENDING'),
    read('MINTED'),
    read('FAILED'),
    read('NONE'),
    readFailed,
    tick,
    { type: 'mint.retry' },
    retried,
    retryRefused,
  ] as never[];

  it('reaches every state (xstate/graph shortest paths)', () => {
    expect(unreachedStates(mintMachine.provide({}), events)).toEqual([]);
  });

  it('a failed mint is retried, then polled again', () => {
    const paths = reachableStates(mintMachine, events);
    expect(paths.get('retrying')?.filter((e) => e !== 'xstate.init')).toEqual([
      'xstate.done.actor.getMintStatus',
      'mint.retry',
    ]);
    expect(transition(mintMachine, at('retrying'), retried)[0].value).toBe('pending');
    expect(transition(mintMachine, at('retrying'), retryRefused)[0].context.code).toBe(4420);
  });

  it('a read that fails keeps polling with the code', () => {
    const [pending] = transition(mintMachine, at('loading'), readFailed);
    expect(pending).toMatchObject({ value: 'pending', context: { code: 4501 } });
    expect(transition(mintMachine, pending, tick)[0].value).toBe('loading');
  });

  it('polls every MINT_POLL_MS while pending and stops once minted (simulated clock)', async () => {
    const clock = new SimulatedClock();
    const answers: MintStatus['status'][] = ['PENDING', 'PENDING', 'MINTED'];
    let reads = 0;
    let mintedCount = 0;
    const actor = createActor(
      mintMachine.provide({
        actors: { getMintStatus: fromPromise(async () => status(answers[Math.min(reads++, 2)]!)) },
        actions: { minted: () => void mintedCount++ },
      }),
      { clock, input: { productId: ID } },
    ).start();
    await waitFor(actor, (s) => s.matches('pending'));
    expect(reads).toBe(1);
    clock.increment(MINT_POLL_MS - 1);
    expect(reads).toBe(1);
    clock.increment(1);
    await waitFor(actor, (s) => s.matches('pending') && reads === 2);
    clock.increment(MINT_POLL_MS);
    const done = await waitFor(actor, (s) => s.matches('minted'));
    expect(done.context.status?.tokenId).toBe('1');
    expect(done.status).toBe('done');
    clock.increment(MINT_POLL_MS * 3);
    expect(reads).toBe(3);
    expect(mintedCount).toBe(1);
  });
});
