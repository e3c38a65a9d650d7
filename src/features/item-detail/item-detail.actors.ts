import { fromPromise } from 'xstate';
import type { GasFee, ProductRef } from '@schemas/products';
import { shelfMachine, type ShelfRequest } from '@machines/shelf.machine';
import { api } from '@/lib/api';

const SHELF_PATH = { onSale: '/api/products/on-sale', offSale: '/api/products/off-sale' } as const;

/** The shelf machine's effects: estimateGasFee, then onSaleProduct or offSaleProduct (login required). */
export const shelfActors = {
  estimateGasFee: fromPromise<GasFee, ShelfRequest>(({ input, signal }) =>
    api.get<GasFee>('/api/products/gas-fee', { id: input.id, action: input.action }, { signal }),
  ),
  changeShelf: fromPromise<ProductRef, ShelfRequest>(({ input, signal }) =>
    api.post<ProductRef>(SHELF_PATH[input.action], { id: input.id }, { signal }),
  ),
};

/** The shelf flow with its real effects; the page provides `shelfChanged` (refetch what it shows). */
export const shelfFlow = shelfMachine.provide({ actors: shelfActors });
