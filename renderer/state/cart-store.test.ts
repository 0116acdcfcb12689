import { beforeEach, describe, expect, it } from 'vitest';
import { cartTotal, createCartStore, isOverStock, lineTotal, type CartItem, type CartStore } from './cart-store.ts';

const preRoll: CartItem = { id: 'i-1', name: 'Blue Dream Pre-Roll', sku: 'PR-001', sellPrice: 1250, pricedByGram: false, unit: 5, sellType: 0 };
const flower: CartItem = { id: 'i-2', name: 'OG Kush Flower', sku: 'FL-002', sellPrice: 1099, pricedByGram: true, unit: 0, sellType: 0 };
const locked: CartItem = { id: 'i-3', name: 'Sample Jar', sku: 'SJ-003', sellPrice: 0, pricedByGram: false, unit: 5, sellType: 2 };

let cart: CartStore;
beforeEach(() => {
  cart = createCartStore();
});

describe('the cart', () => {
  it('adds units and grams and totals them in whole cents', () => {
    cart.getState().add(preRoll, 2);
    cart.getState().add(flower, 3.5);
    const { lines } = cart.getState();
    expect(lines.map(lineTotal)).toEqual([2500, 3847]);
    expect(cartTotal(lines)).toBe(6347);
  });

  it('adds a second scan of the same item to its line without float drift', () => {
    cart.getState().add(flower, 0.1);
    cart.getState().add(flower, 0.2);
    expect(cart.getState().lines).toHaveLength(1);
    expect(cart.getState().lines[0]?.quantity).toBe(0.3);
    cart.getState().add(preRoll);
    cart.getState().add(preRoll);
    expect(cart.getState().lines[1]?.quantity).toBe(2);
  });

  it('edits and removes lines', () => {
    cart.getState().add(preRoll);
    cart.getState().add(flower, 1);
    cart.getState().setQuantity('i-2', 7);
    expect(cartTotal(cart.getState().lines)).toBe(1250 + 7693);
    cart.getState().remove('i-1');
    expect(cart.getState().lines.map((line) => line.item.id)).toEqual(['i-2']);
  });

  it('refuses items that are not sellable, saying why', () => {
    const outcome = cart.getState().add(locked);
    expect(outcome).toEqual({ ok: false, message: expect.stringContaining('not for sale') });
    expect(cart.getState().lines).toEqual([]);
  });

  it('refuses fractional units and non-positive quantities; accepts grams to the milligram', () => {
    expect(cart.getState().add(preRoll, 1.5).ok).toBe(false);
    expect(cart.getState().add(flower, 0).ok).toBe(false);
    expect(cart.getState().add(flower, -1).ok).toBe(false);
    expect(cart.getState().add(flower, 0.0001).ok).toBe(false);
    expect(cart.getState().add(flower, 1.234).ok).toBe(true);
    cart.getState().setQuantity('i-2', 0);
    expect(cart.getState().lines[0]?.quantity).toBe(1.234);
  });

  it('clears lines and the attached customer together', () => {
    cart.getState().add(preRoll);
    cart.getState().attachCustomer({ id: 'c', firstName: 'Ada', lastName: 'L', email: null, phone: null, birthDate: null, kind: 'customer', carryLimit: null, expirationDate: null, loyaltyPoints: null, searchText: 'ada', pending: false });
    cart.getState().clear();
    expect(cart.getState()).toMatchObject({ lines: [], customer: null });
  });

  it('flags, without refusing, a line above the stock believed left', () => {
    cart.getState().add({ ...flower, available: 3.5 }, 3.5);
    expect(isOverStock(cart.getState().lines[0]!)).toBe(false);
    cart.getState().add({ ...flower, available: 3.5 }, 0.5);
    expect(cart.getState().lines[0]?.quantity).toBe(4);
    expect(isOverStock(cart.getState().lines[0]!)).toBe(true);
    cart.getState().add(preRoll, 100);
    expect(isOverStock(cart.getState().lines[1]!)).toBe(false);
  });
});
