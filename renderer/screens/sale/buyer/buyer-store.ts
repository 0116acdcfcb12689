import { create } from 'zustand';
import type { ScannedLicence } from '../../../../shared/compliance/id-scan.ts';
import { useCart } from '../../../state/cart-store.ts';
import type { IdEvidence } from './buyer-check.ts';

/** What the counter holds about the buyer's ID for the sale in progress (the cart holds who the buyer is). */
export interface BuyerState {
  evidence: IdEvidence | null;
  /** The last scan that could not be read: the parser's sentence. */
  scanProblem: string | null;
  /** A scanned licence that matches no customer on this register: offered to create one. */
  unknownLicence: ScannedLicence | null;
  /** A caregiver buys for the attached patient: the caregiver card number typed from their card; null when the patient buys in person. */
  caregiverCard: string | null;
  caregiverAtCounter(cardNumber: string | null): void;
  scanned(licence: ScannedLicence, buyerId: string | null): void;
  typed(birthDate: string, idExpirationDate: string | null, buyerId: string | null): void;
  unreadable(problem: string): void;
  dismissUnknown(): void;
  /** The scanned licence's holder was just created as a customer: the scan vouches for them. */
  createdFromScan(buyerId: string): void;
  reset(): void;
}

const EMPTY = { evidence: null, scanProblem: null, unknownLicence: null, caregiverCard: null };

export const useBuyer = create<BuyerState>()((set) => ({
  ...EMPTY,
  scanned: (licence, buyerId) => set({ evidence: { method: 'scan', licence, buyerId }, scanProblem: null, unknownLicence: buyerId === null ? licence : null }),
  typed: (birthDate, idExpirationDate, buyerId) => set({ evidence: { method: 'manual', birthDate, idExpirationDate, buyerId }, scanProblem: null }),
  unreadable: (problem) => set({ scanProblem: problem }),
  // Who stands at the counter changed: the ID seen so far was someone else's.
  caregiverAtCounter: (cardNumber) => set({ caregiverCard: cardNumber === null || cardNumber.trim() === '' ? null : cardNumber, evidence: null }),
  dismissUnknown: () => set({ unknownLicence: null }),
  createdFromScan: (buyerId) => set((state) => ({
    unknownLicence: null,
    evidence: state.evidence?.method === 'scan' ? { ...state.evidence, buyerId } : state.evidence,
  })),
  reset: () => set(EMPTY),
}));

// A finished (or emptied) sale starts the next one with no ID seen.
useCart.subscribe((cart, before) => {
  if (cart.lines.length === 0 && cart.customer === null && (before.lines.length > 0 || before.customer !== null)) useBuyer.getState().reset();
});
