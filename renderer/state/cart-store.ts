import { create } from 'zustand';
import { linePrice } from '../../shared/money.ts';
import { unitPriceFor, type LineDiscountInput, type OrderDiscountInput, type PriceEntitlement } from '../../shared/pricing/index.ts';
import type { CatalogItem, LocalCustomer } from '../data/index.ts';
import type { SaleLine } from '../data/orders.ts';
import { SELL_TYPE_SELLABLE } from '../../shared/api/catalog.ts';

/** What a cart line needs of a catalog item (a snapshot: the price is the one shown when added). */
export type CartItem = Pick<CatalogItem, 'id' | 'name' | 'sku' | 'sellPrice' | 'pricedByGram' | 'unit' | 'sellType'>
  & Partial<Pick<CatalogItem, 'productTypeId' | 'discountable' | 'patientSellPrice' | 'patientPriceEnabled' | 'memberSellPrice' | 'memberPriceEnabled' | 'medical'>> & {
  /** Stock this register believed was left when the item was added; absent when unknown. */
  available?: number;
};

export interface CartLine {
  item: CartItem;
  /** In the item's unit: whole units, or grams (3.5) for items priced by the gram. */
  quantity: number;
  /** The line's own discount, given at the counter. */
  discount?: LineDiscountInput;
}

export interface CartState {
  lines: CartLine[];
  customer: LocalCustomer | null;
  /** Adds the quantity to the item's line, or starts one. Refuses items that are not sellable. */
  add(item: CartItem, quantity?: number): AddOutcome;
  setQuantity(itemId: string, quantity: number): void;
  remove(itemId: string): void;
  attachCustomer(customer: LocalCustomer | null): void;
  /** Gives (or with null takes off) a line's discount; a product that takes no discount refuses it. */
  discountLine(itemId: string, discount: LineDiscountInput | null): AddOutcome;
  orderDiscount: OrderDiscountInput | null;
  setOrderDiscount(discount: OrderDiscountInput | null): void;
  /** The manager who approved the cart's discounts with a PIN; cleared whenever a discount changes. */
  approvedBy: { userId: string; name: string } | null;
  approve(manager: { userId: string; name: string } | null): void;
  /** Loyalty points the customer spends on this sale. */
  pointsRedeemed: number;
  redeemPoints(points: number): void;
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
    if (item.sellType !== SELL_TYPE_SELLABLE) return { ok: false, message: `${item.name} is not for sale (it is locked or unsellable). Put it back and choose another item.` };
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
    set({ customer, pointsRedeemed: 0 });
  },
  discountLine(itemId, discount) {
    const line = get().lines.find((candidate) => candidate.item.id === itemId);
    if (line === undefined) return { ok: false, message: 'That item is not in the cart.' };
    if (discount !== null && line.item.discountable !== true) return { ok: false, message: `${line.item.name} takes no discount.` };
    set({ lines: get().lines.map((candidate) => (candidate === line ? { item: line.item, quantity: line.quantity, ...(discount === null ? {} : { discount }) } : candidate)), approvedBy: null });
    return { ok: true };
  },
  orderDiscount: null,
  setOrderDiscount(orderDiscount) {
    set({ orderDiscount, approvedBy: null });
  },
  approvedBy: null,
  approve(approvedBy) {
    set({ approvedBy });
  },
  pointsRedeemed: 0,
  redeemPoints(pointsRedeemed) {
    set({ pointsRedeemed });
  },
  clear() {
    set({ lines: [], customer: null, orderDiscount: null, approvedBy: null, pointsRedeemed: 0 });
  },
}));

export type CartStore = ReturnType<typeof createCartStore>;

/** The one cart of this window. */
export const useCart = createCartStore();

export const lineTotal = (line: CartLine): number => linePrice(line.item.sellPrice, line.quantity);

/** A buyer with no patient or member price. */
export const SHELF_PRICE: PriceEntitlement = { patient: false, member: false };

/** The line's price for this buyer: the product's patient or member price where it is theirs (the shared engine decides), × the quantity. */
export const buyerLineTotal = (line: CartLine, entitled: PriceEntitlement): number =>
  linePrice(unitPriceFor(line.item, entitled).cents, line.quantity);
export const cartTotal = (lines: readonly CartLine[]): number => lines.reduce((sum, line) => sum + lineTotal(line), 0);

/** Selling more than is believed left is allowed (DESIGN: stock may go negative) but warned about. */
export const isOverStock = (line: CartLine): boolean => line.item.available !== undefined && line.quantity > line.item.available + 1e-9;

/** The cart's lines as a sale rings them, each at the price this buyer pays. */
export const saleLines = (lines: readonly CartLine[], entitled: PriceEntitlement = SHELF_PRICE): SaleLine[] => lines.map((line) => ({
  inventoryItemId: line.item.id, name: line.item.name, sku: line.item.sku, quantity: line.quantity, unit: line.item.unit, price: buyerLineTotal(line, entitled),
  productTypeId: line.item.productTypeId ?? null, discountable: line.item.discountable === true, medical: line.item.medical === true,
  discounts: line.discount === undefined ? [] : [line.discount],
}));
