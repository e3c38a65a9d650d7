import { fromPromise } from 'xstate';
import { itemFormMachine, type FieldIssue, type ItemDraft } from '@machines/item-form.machine';
import { flattenForm } from '@schemas/form';
import type { ProductRef } from '@schemas/products';
import { api } from '@/lib/api';
import type { ItemFormMode, ItemValues } from './item-form';
import { createPayload, updatePayload } from './item-payload';
import { validateItem } from './item-form.validate';

/** The draft the item form sends: its values, and the item id when editing. */
export type ItemFormDraft = { values: ItemValues; id?: string };

const asDraft = (d: ItemDraft) => d as unknown as ItemFormDraft;

/** createProduct (POST /api/products) with bracketed nested fields. */
export function createItem(values: ItemValues, signal?: AbortSignal) {
  return api.post<ProductRef>('/api/products', flattenForm(createPayload(values)), { signal });
}

/** updateProduct (POST /api/products/update): the editable fields of an item that is off shelf. */
export function updateItem(id: string, values: ItemValues, signal?: AbortSignal) {
  return api.post<ProductRef>('/api/products/update', flattenForm(updatePayload(id, values)), { signal });
}

/** The item form flow with its real effects, for creating or editing. */
export function itemFormFlow(mode: ItemFormMode) {
  return itemFormMachine.provide({
    actors: {
      validateItem: fromPromise<FieldIssue[], ItemDraft>(async ({ input }) =>
        validateItem(asDraft(input).values, mode),
      ),
      saveItem: fromPromise<ProductRef, ItemDraft>(({ input, signal }) => {
        const d = asDraft(input);
        return mode === 'edit' ? updateItem(d.id!, d.values, signal) : createItem(d.values, signal);
      }),
    },
  });
}
