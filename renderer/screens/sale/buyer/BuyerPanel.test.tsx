// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCart } from '../../../state/cart-store.ts';
import { BuyerPanel } from './BuyerPanel.tsx';
import type { BuyerCheck } from './buyer-check.ts';

const notChecked: BuyerCheck = { ok: false, saleKind: 'adult-use', code: 'no-check', message: "Check the buyer's ID before payment: scan it, or type the birth date and expiry from it." };
const onTyped = async () => notChecked;
const gummies = { id: 'item-1', name: 'Gummies', sku: 'G-1', sellPrice: 2000, pricedByGram: false, unit: 5, sellType: 0, available: 10, productTypeId: null, discountable: true };

afterEach(() => { cleanup(); useCart.getState().clear(); });

describe('BuyerPanel', () => {
  it('asks for the ID calmly on an empty cart: nothing is blocked before there is something to pay for', () => {
    render(<BuyerPanel check={notChecked} onTyped={onTyped} />);
    expect(screen.getByTestId('buyer-check').className).toContain('buyer-check--waiting');
    expect(screen.getByText('Check the buyer’s ID.')).toBeTruthy();
    expect(screen.queryByText(/Payment blocked/)).toBeNull();
  });

  it('says the ID is needed to take payment once the cart has a line', () => {
    useCart.getState().add(gummies, 1);
    render(<BuyerPanel check={notChecked} onTyped={onTyped} />);
    expect(screen.getByTestId('buyer-check').className).toContain('buyer-check--blocked');
    expect(screen.getByText('Check ID to take payment.')).toBeTruthy();
  });

  it('says why payment is blocked when the check refused the buyer, cart or not', () => {
    const underAge: BuyerCheck = { ok: false, saleKind: 'adult-use', code: 'under-age', message: 'The buyer is 19: adult-use sales need 21.' };
    render(<BuyerPanel check={underAge} onTyped={onTyped} />);
    expect(screen.getByText('Payment blocked.')).toBeTruthy();
    expect(screen.getByText(/adult-use sales need 21/)).toBeTruthy();
  });
});
