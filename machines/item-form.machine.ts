import { assign, setup } from 'xstate';
import type { ProductRef } from '@schemas/products';
import { fieldIssuesOf, type FieldIssue } from './error-code';
import { notProvided } from './not-provided';

/** A field the member must fix: the form path (`properties.0.name`, `licence.copy`) and a message key. */
export type { FieldIssue };
/** What the form hands over: its values, opaque to the machine (the actors know their shape). */
export type ItemDraft = Record<string, unknown>;

/** Spec §8: the code shown when a failure carries none. */
export const ITEM_FORM_DEFAULT_CODE = 9000;
type Refusal = { code: number; reason: string | null; issues: FieldIssue[] };

function refusalOf(error: unknown): Refusal {
  const e = error as { code?: unknown; message?: unknown; data?: unknown } | null;
  const code = typeof e?.code === 'number' ? e.code : ITEM_FORM_DEFAULT_CODE;
  const reason = typeof e?.message === 'string' && e.message ? e.message : null;
  return { code, reason, issues: fieldIssuesOf(error) };
}

export type ItemFormContext = {
  draft: ItemDraft | null;
  /** Fields to fix, from the client check or the server's 4200 answer. */
  issues: FieldIssue[];
  /** The refusal code (server meta.code or a client code) and the server's message key. */
  code: number | null;
  reason: string | null;
  result: ProductRef | null;
};

/**
 * Creating or editing an item (spec §2 create, item1155, edititem): editing → validating (the shared rules,
 * injected) → submitting → done, or back to editing with field issues, or failed with the code kept. The
 * draft stays in context so retry sends exactly what was checked.
 */
export const itemFormMachine = setup({
  types: {
    context: {} as ItemFormContext,
    events: {} as { type: 'item.submit'; draft: ItemDraft } | { type: 'item.retry' },
  },
  actors: {
    /** Checks the draft with the rules the server applies; answers the issues (none = valid). */
    validateItem: notProvided<FieldIssue[], ItemDraft>('validateItem'),
    /** Sends the create or update call; provided by src/features/items/items.actors.ts. */
    saveItem: notProvided<ProductRef, ItemDraft>('saveItem'),
  },
  guards: {
    hasNoIssues: (_, issues: FieldIssue[]) => issues.length === 0,
    hasDraft: ({ context }) => context.draft !== null,
  },
  actions: {
    keepDraft: assign({
      draft: ({ event, context }) => (event.type === 'item.submit' ? event.draft : context.draft),
      issues: [],
      code: null,
      reason: null,
    }),
    clearRefusal: assign({ issues: [], code: null, reason: null }),
  },
}).createMachine({
  id: 'itemForm',
  context: { draft: null, issues: [], code: null, reason: null, result: null },
  initial: 'editing',
  states: {
    editing: {
      on: { 'item.submit': { target: 'validating', actions: 'keepDraft' } },
    },
    validating: {
      tags: ['busy'],
      invoke: {
        id: 'validateItem',
        src: 'validateItem',
        input: ({ context }) => context.draft!,
        onDone: [
          { guard: { type: 'hasNoIssues', params: ({ event }) => event.output }, target: 'submitting' },
          { target: 'editing', actions: assign({ issues: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'failed',
          actions: assign({ code: ITEM_FORM_DEFAULT_CODE, reason: null, issues: [] }),
        },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'saveItem',
        src: 'saveItem',
        input: ({ context }) => context.draft!,
        onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign(({ event }) => refusalOf(event.error)) },
      },
    },
    failed: {
      on: {
        'item.submit': { target: 'validating', actions: 'keepDraft' },
        'item.retry': { guard: 'hasDraft', target: 'submitting', actions: 'clearRefusal' },
      },
    },
    done: { type: 'final' },
  },
});
