import { create } from 'zustand';
import { linePrice } from '../../../shared/money.ts';
import type { CatalogItem, LocalCustomer } from '../../db/schema.ts';

/** What a cart line needs of a catalog item (a snapshot: the price is the one shown when added). */
export type CartItem = Pick<CatalogItem, 'id' | 'name' | 'sku' | 'sellPrice' | 'pricedByGram' | 'unit' | 'sellType'> & {
  /** Stock this register believed was left when the item was added; absent when unknown. */
  available?: number;
};

export interface CartLine {
  item: CartItem;
  /** In the item's unit: whole units, or grams (3.5) for items priced by the gram. */
  quantity: number;
}

export interface CartState {
  lines: CartLine[];
  customer: LocalCustomer | null;
  /** Adds the quantity to the item's line, or starts one. Refuses items that are not sellable. */
  add(item: CartItem, quantity?: number): AddOutcome;
  setQuantity(itemId: string, quantity: number): void;
  remove(itemId: string): void;
  attachCustomer(customer: LocalCustomer | null): void;
  clear(): void;
}

export type AddOutcome = { ok: true } | { ok: false; message: string };

/** Grams are kept to the milligram, units whole; anything else is a typing slip. */
export function isValidQuantity(item: Pick<CartItem, 'pricedByGram'>, quantity: number): boolean {
  if (!Number.isFinite(quantity) || quantity <= 0) return false;
  return item.pricedByGram ? Math.abs(quantity * 1000 - Math.round(quantity * 1000)) < 1e-6 : Number.isInteger(quantity);
}

const sumMilli = (a: number, b: number): number => Math.round(a * 1000 + b * 1000) / 1000;

export const createCartStore = () => create<CartState>()((set, get) => ({
  lines: [],
  customer: null,
  add(item, quantity = 1) {
    if (item.sellType !== 0) return { ok: false, message: `${item.name} is not for sale (it is locked or unsellable). Put it back and choose another item.` };
    if (!isValidQuantity(item, quantity)) return { ok: false, message: item.pricedByGram ? 'Enter the weight in grams, for example 3.5.' : 'Enter a whole number of units.' };
    const existing = get().lines.find((line) => line.item.id === item.id);
    set({
      lines: existing === undefined
        ? [...get().lines, { item, quantity }]
        : get().lines.map((line) => (line === existing ? { ...line, quantity: sumMilli(line.quantity, quantity) } : line)),
    });
    return { ok: true };
  },
  setQuantity(itemId, quantity) {
    set({ lines: get().lines.map((line) => (line.item.id === itemId && isValidQuantity(line.item, quantity) ? { ...line, quantity } : line)) });
  },
  remove(itemId) {
    set({ lines: get().lines.filter((line) => line.item.id !== itemId) });
  },
  attachCustomer(customer) {
    set({ customer });
  },
  clear() {
    set({ lines: [], customer: null });
  },
}));

export type CartStore = ReturnType<typeof createCartStore>;

/** The one cart of this window. */
export const useCart = createCartStore();

export const lineTotal = (line: CartLine): number => linePrice(line.item.sellPrice, line.quantity);
export const cartTotal = (lines: readonly CartLine[]): number => lines.reduce((sum, line) => sum + lineTotal(line), 0);

/** Selling more than is believed left is allowed (DESIGN: stock may go negative) but warned about. */
export const isOverStock = (line: CartLine): boolean => line.item.available !== undefined && line.quantity > line.item.available + 1e-9;
