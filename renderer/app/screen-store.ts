import { create } from 'zustand';

export type ScreenName = 'sale' | 'customers' | 'orders' | 'shift' | 'attention' | 'review' | 'settings';

export const screens: ReadonlyArray<{ name: ScreenName; label: string; key: string; managerOnly?: boolean }> = [
  { name: 'sale', label: 'Sale', key: 'F1' },
  { name: 'customers', label: 'Customers', key: 'F2' },
  { name: 'orders', label: 'Orders', key: 'F3' },
  { name: 'shift', label: 'Shift', key: 'F4' },
  { name: 'attention', label: 'Needs attention', key: 'F6', managerOnly: true },
  { name: 'settings', label: 'Settings', key: 'F7' },
  // F8 (discount) and F9 (pay) belong to the sale screen.
  { name: 'review', label: 'Review', key: 'F10', managerOnly: true },
];

interface ScreenState {
  screen: ScreenName;
  /** The order whose receipt is on screen, over whatever screen is below it. */
  receiptOrderId: string | null;
  show(screen: ScreenName): void;
  showReceipt(orderId: string | null): void;
}

export const useScreen = create<ScreenState>()((set) => ({
  screen: 'sale',
  receiptOrderId: null,
  show: (screen) => set({ screen, receiptOrderId: null }),
  showReceipt: (receiptOrderId) => set({ receiptOrderId }),
}));
