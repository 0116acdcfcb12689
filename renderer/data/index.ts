/** Everything the screens use of the register's local data. */
export { openRegisterDatabase, registerDatabaseName, locationOf } from './database.ts';
export type { RegisterDatabase } from './database.ts';
export type { CatalogItem, LocalCustomer, LocalOrder, LocalOrderLine, LocalPayment, LocalPaymentMethod, LocalShift, OutboxRow } from '../db/schema.ts';
export { searchCatalog, findBySku, findCatalogItem, availableQuantity, loadCatalogIndex } from './catalog.ts';
export type { CatalogHit } from './catalog.ts';
export { ringSale, refundOrder, voidOrder, recentSales, findOrderByReceipt, undoingOrders } from './orders.ts';
export type { RingSaleInput, RefundInput } from './orders.ts';
export { openShift, closeShift, currentShift, shiftSummary } from './shifts.ts';
export type { OpenShiftInput, CloseShiftInput, ShiftSummary } from './shifts.ts';
export { searchCustomers, createCustomer, getCustomer } from './customers.ts';
export type { NewCustomer } from './customers.ts';
export { listPaymentMethods } from './payment-methods.ts';
export { RegisterInputError } from './validation.ts';
export { onChange } from './changes.ts';
export type { ChangeTopic } from './changes.ts';
export { needsAttention, resend, setAside, setAsideRows } from './attention.ts';
