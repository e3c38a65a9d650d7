import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { ProductCard } from '@schemas/catalog';

type Amount = string | number | null | undefined;

/**
 * What the item detail borrows from the catalogue feature. Features do not import each other (DESIGN §2),
 * so the route passes the catalogue's product card and its price formats (spec §9) in.
 */
export type ItemDetailSlots = {
  ProductCard: ComponentType<{ product: ProductCard }>;
  formatCrypto: (amount: Amount, curr: string, locale?: string | string[]) => string | null;
  formatFiat: (amount: Amount, currency?: string, locale?: string | string[]) => string | null;
  /** The orders feature's "Pre-order" for an item on sale with no stock; absent: "Sold out". */
  PreOrderButton?: ComponentType<{ productId: string; productName: string }>;
  /** The orders feature's "Add to cart" for a physical good with an HKD price. */
  AddToCart?: ComponentType<{
    productId: string;
    productName: string;
    quantity: number;
    stock: number;
    disabled?: boolean;
  }>;
  /** The auctions feature's live panel for an item whose sellType is AUCTION. */
  AuctionPanel?: ComponentType<{ itemId: string; currency: string; canStart: boolean }>;
};

const Slots = createContext<ItemDetailSlots | null>(null);

export function ItemDetailSlotsProvider({
  slots,
  children,
}: {
  slots: ItemDetailSlots;
  children: ReactNode;
}) {
  return <Slots.Provider value={slots}>{children}</Slots.Provider>;
}

export function useSlots(): ItemDetailSlots {
  const slots = useContext(Slots);
  if (!slots) throw new Error('ItemDetailSlotsProvider missing: the route passes the catalogue slots');
  return slots;
}
