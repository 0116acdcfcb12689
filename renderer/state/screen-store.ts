import { create } from 'zustand';
import type { LocalOrder } from '../data/index.ts';

export type ScreenName = 'sale' | 'customers' | 'orders' | 'shift' | 'attention' | 'review' | 'settings' | 'state-reporting' | 'back-office';

export const screens: ReadonlyArray<{ name: ScreenName; label: string; key: string; managerOnly?: boolean }> = [
  { name: 'sale', label: 'Sale', key: 'F1' },
  { name: 'customers', label: 'Customers', key: 'F2' },
  { name: 'orders', label: 'Orders', key: 'F3' },
  { name: 'shift', label: 'Shift', key: 'F4' },
  { name: 'attention', label: 'Needs attention', key: 'F6', managerOnly: true },
  { name: 'settings', label: 'Settings', key: 'F7' },
  // F8 (discount) and F9 (pay) belong to the sale screen.
  { name: 'review', label: 'Review', key: 'F10', managerOnly: true },
  // F5 would reload the page in browser mode; taken here, it cannot reload a register mid-sale.
  // "Reporting": the tab bar also carries the sync status, which must stay readable at 1280 px.
  { name: 'state-reporting', label: 'Reporting', key: 'F5', managerOnly: true },
  // The manager's back office: online only, never shown to a budtender.
  { name: 'back-office', label: 'Back office', key: 'F11', managerOnly: true },
];

interface ScreenState {
  screen: ScreenName;
  /** The order whose receipt is on screen, over whatever screen is below it. */
  receiptOrderId: string | null;
  /**
   * The order as it was just written, when the screen that wrote it shows its receipt: the
   * receipt shows it at once instead of reading it back from the database first.
   */
  receiptOrder: LocalOrder | null;
  show(screen: ScreenName): void;
  showReceipt(orderId: string | null, written?: LocalOrder): void;
}

export const useScreen = create<ScreenState>()((set) => ({
  screen: 'sale',
  receiptOrderId: null,
  receiptOrder: null,
  show: (screen) => set({ screen, receiptOrderId: null, receiptOrder: null }),
  showReceipt: (receiptOrderId, written) => set({ receiptOrderId, receiptOrder: written !== undefined && written.id === receiptOrderId ? written : null }),
}));
