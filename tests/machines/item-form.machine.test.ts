import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, getInitialSnapshot, transition, waitFor } from 'xstate';
import {
  ITEM_FORM_DEFAULT_CODE,
  itemFormMachine,
  type FieldIssue,
  type ItemDraft,
  type ItemFormContext,
} from '@machines/item-form.machine';
import type { ProductRef } from '@schemas/products';
import { unreachedStates } from '../support/machine-paths';

const draft: ItemDraft = { values: { name: 'Sunrise' } };
const base: ItemFormContext = { draft: null, issues: [], code: null, reason: null, result: null };
const at = (value: string, ctx: Partial<ItemFormContext> = {}) =>
  itemFormMachine.resolveState({ value, context: { ...base, ...ctx } });
const issue: FieldIssue = { path: 'properties.0.name', message: 'required' };
const validated = (output: FieldIssue[]) => ({ type: 'xstate.done.actor.validateItem', output }) as never;
const saved = { type: 'xstate.done.actor.saveItem', output: { id: 'p1', status: 'OFF_SHELF' } } as never;
const refused = (error: unknown) => ({ type: 'xstate.error.actor.saveItem', error }) as never;

describe('item form machine', () => {
  it('reaches every state', () => {
    expect(
      unreachedStates(itemFormMachine, [
        { type: 'item.submit', draft },
        validated([]),
        saved,
        refused({ code: 1022, message: 'contract_type_required' }),
        { type: 'item.retry' },
      ]),
    ).toEqual([]);
  });

  it('validates a submitted draft, busy, keeping the draft', () => {
    const [next] = transition(itemFormMachine, getInitialSnapshot(itemFormMachine), {
      type: 'item.submit',
      draft,
    });
    expect(next.value).toBe('validating');
    expect(next.hasTag('busy')).toBe(true);
    expect(next.context.draft).toBe(draft);
  });

  it('goes back to editing with the issues the check found, and submits when there are none', () => {
    const [invalid] = transition(itemFormMachine, at('validating', { draft }), validated([issue]));
    expect(invalid.value).toBe('editing');
    expect(invalid.context.issues).toEqual([issue]);
    const [valid] = transition(itemFormMachine, at('validating', { draft }), validated([]));
    expect(valid.value).toBe('submitting');
  });

  it('keeps the code, the reason and the server field issues of a 4200 refusal', () => {
    const [failed] = transition(
      itemFormMachine,
      at('submitting', { draft }),
      refused({ code: 4200, message: 'validation_failed', data: [issue, { bogus: 1 }] }),
    );
    expect(failed.value).toBe('failed');
    expect(failed.context).toMatchObject({ code: 4200, reason: 'validation_failed', issues: [issue] });
    expect(failed.context.draft).toBe(draft);
  });

  it('keeps 409 item_on_sale and 403 no_create_permission reasons without issues', () => {
    const [onSale] = transition(
      itemFormMachine,
      at('submitting', { draft }),
      refused({ code: 409, message: 'item_on_sale', data: null }),
    );
    expect(onSale.context).toMatchObject({ code: 409, reason: 'item_on_sale', issues: [] });
    const [denied] = transition(
      itemFormMachine,
      at('submitting', { draft }),
      refused({ code: 403, message: 'no_create_permission' }),
    );
    expect(denied.context).toMatchObject({ code: 403, reason: 'no_create_permission' });
  });

  it('uses the default code when the failure carries none', () => {
    const [failed] = transition(itemFormMachine, at('submitting', { draft }), refused(new TypeError('x')));
    expect(failed.context.code).toBe(ITEM_FORM_DEFAULT_CODE);
  });

  it('retries the same draft from failed, and a new submit validates again', () => {
    const failedAt = at('failed', { draft, code: 500, reason: 'x' });
    const [retry] = transition(itemFormMachine, failedAt, { type: 'item.retry' });
    expect(retry.value).toBe('submitting');
    expect(retry.context).toMatchObject({ draft, code: null, reason: null });
    const other = { values: { name: 'Dusk' } };
    const [again] = transition(itemFormMachine, failedAt, { type: 'item.submit', draft: other });
    expect(again.value).toBe('validating');
    expect(again.context.draft).toBe(other);
  });

  it('ignores retry while editing and submit while submitting', () => {
    const [a] = transition(itemFormMachine, at('editing'), { type: 'item.retry' });
    expect(a.value).toBe('editing');
    const [b] = transition(itemFormMachine, at('submitting', { draft }), { type: 'item.submit', draft });
    expect(b.value).toBe('submitting');
  });

  it('runs end to end with provided actors and ends done with the answer', async () => {
    const sent: ItemDraft[] = [];
    const actor = createActor(
      itemFormMachine.provide({
        actors: {
          validateItem: fromPromise(async (): Promise<FieldIssue[]> => []),
          saveItem: fromPromise(async ({ input }: { input: ItemDraft }): Promise<ProductRef> => {
            sent.push(input);
            return { id: 'p9', status: 'OFF_SHELF' };
          }),
        },
      }),
    ).start();
    actor.send({ type: 'item.submit', draft });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.context.result).toEqual({ id: 'p9', status: 'OFF_SHELF' });
    expect(sent).toEqual([draft]);
  });
});
