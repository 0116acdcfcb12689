// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCart } from '../../../state/cart-store.ts';
import { BuyerPanel } from './BuyerPanel.tsx';
import { useBuyer } from './buyer-store.ts';
import type { BuyerCheck } from './buyer-check.ts';

const notChecked: BuyerCheck = { ok: false, saleKind: 'adult-use', code: 'no-check', message: "Check the buyer's ID before payment: scan it, or type the birth date and expiry from it." };
const onTyped = async () => notChecked;
const gummies = { id: 'item-1', name: 'Gummies', sku: 'G-1', sellPrice: 2000, pricedByGram: false, unit: 5, sellType: 0, available: 10, productTypeId: null, discountable: true };

afterEach(() => { cleanup(); useCart.getState().clear(); useBuyer.getState().reset(); });

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

  it("shows Metrc's statewide figure for the patient in one line, and says when it was not checked", () => {
    render(<BuyerPanel check={notChecked} onTyped={onTyped} statewide={{ kind: 'active', ounces: 2.5, remainingMilli: 70_873 }} />);
    const line = screen.getByTestId('statewide-allotment');
    expect(line.textContent).toBe('Statewide (Metrc): 2.5 oz left today');
    expect(line.getAttribute('title')).toMatch(/^70\.873 g across every store/);
    cleanup();
    const note = "Metrc's statewide allotment for this patient was not checked (Mich. Admin. Code R 420.506(1)–(2)): the sale is held to this store's own count.";
    render(<BuyerPanel check={notChecked} onTyped={onTyped} statewide={{ kind: 'not-checked', reason: 'the register is offline' }} statewideNote={note} />);
    expect(screen.getByTestId('statewide-allotment').textContent).toBe("Statewide (Metrc): not checked — the register is offline. Held to this store's own count.");
    expect(screen.getByTestId('statewide-allotment').getAttribute('title')).toBe(note);
    cleanup();
    render(<BuyerPanel check={notChecked} onTyped={onTyped} statewide={{ kind: 'refused', message: 'Metrc lists the patient card MI-1 as not active.', source: null }} />);
    expect(screen.getByTestId('statewide-allotment').className).toContain('buyer-check__statewide--refused');
    cleanup();
    // Another state, or a buyer not buying as a patient: no line at all.
    render(<BuyerPanel check={notChecked} onTyped={onTyped} />);
    expect(screen.queryByTestId('statewide-allotment')).toBeNull();
  });

  it("a card the check refused: said once, no ID asked for, and another card can be given at once", () => {
    useCart.getState().attachCustomer({
      id: 'p-1', firstName: 'Sam', lastName: 'Reed', email: null, phone: null, birthDate: '2014-02-01', kind: 'patient', carryLimit: null,
      expirationDate: '2027-06-30', loyaltyPoints: null, searchText: '', pending: false, caregiverCardNumber: 'CG-4F2A19',
    });
    useBuyer.getState().caregiverAtCounter('CG-0000');
    const refused: BuyerCheck = { ok: false, saleKind: 'medical', code: 'caregiver-not-linked', message: "Card CG-0000 is not this patient's caregiver (the patient's record names CG-4F2A19)." };
    render(<BuyerPanel check={refused} onTyped={onTyped} />);
    expect(screen.getByText(/^Caregiver buying, card CG-0000\.$/)).toBeTruthy();
    expect(screen.queryByText(/check the caregiver’s ID/)).toBeNull();
    expect(screen.queryByText('type the dates from it')).toBeNull();
    fireEvent.click(screen.getByText('Another caregiver card'));
    const card = screen.getByLabelText<HTMLInputElement>("Caregiver's card number");
    expect(card.value).toBe('CG-0000');
    fireEvent.change(card, { target: { value: 'CG-4F2A19' } });
    fireEvent.click(screen.getByText('Caregiver buys'));
    expect(useBuyer.getState().caregiverCard).toBe('CG-4F2A19');
  });

  it("takes the caregiver's card for an attached patient, and forgets the ID seen before (it was someone else's)", () => {
    useCart.getState().attachCustomer({
      id: 'p-1', firstName: 'Sam', lastName: 'Reed', email: null, phone: null, birthDate: '2014-02-01', kind: 'patient', carryLimit: null,
      expirationDate: '2027-06-30', loyaltyPoints: null, searchText: '', pending: false, caregiverCardNumber: 'CG-4F2A19',
    });
    useBuyer.getState().typed('2014-02-01', null, 'p-1');
    render(<BuyerPanel check={notChecked} onTyped={onTyped} />);
    fireEvent.click(screen.getByText('A caregiver is buying for this patient'));
    fireEvent.change(screen.getByLabelText("Caregiver's card number"), { target: { value: ' CG-4F2A19 ' } });
    fireEvent.click(screen.getByText('Caregiver buys'));
    expect(useBuyer.getState()).toMatchObject({ caregiverCard: 'CG-4F2A19', evidence: null });
    expect(screen.getByText(/^Caregiver buying, card CG-4F2A19: check the caregiver’s ID\.$/)).toBeTruthy();
    fireEvent.click(screen.getByText('The patient buys in person'));
    expect(useBuyer.getState().caregiverCard).toBeNull();
  });
});
