import type { CustomerV2 } from '../../shared/api/customers.ts';
import {
  appendAuditEntries, closeShift, createCustomer, createOrder, openShift,
  type ApiTransport, type OperationFailure, type OperationOutcome,
} from '../../shared/api/operations.ts';
import type { OrderInput } from '../../shared/api/sales.ts';
import type { LocalCustomer, OutboxKind, OutboxKinds, OutboxRowOf, RegisterDatabase } from '../db/schema.ts';
import { keepAuditAnchor } from '../data/audit-anchors.ts';
import { customerSearchText, licenceFields } from '../data/customer-text.ts';

type BodyOf<K extends OutboxKind> = OutboxKinds[K]['body'];

/**
 * The network half of an outbox kind, beside the sender that uses it: how its row's body is sent
 * (its typed Store API operation, whose answer is checked against the register's answer schema)
 * and what an answer or a refusal does. The local half (what the kind writes: its row's request,
 * and how its record follows the row) is in renderer/data/outbox-kinds.ts. A new kind is one entry
 * in each; the mapped types make a missing one a compile error.
 */
export interface OutboxSendEntry<K extends OutboxKind> {
  /**
   * Sends a row's body through its operation; an answer that does not fit its schema comes back
   * `malformed`. An acknowledged row comes back with what its record does about the answer.
   */
  send(api: ApiTransport, row: OutboxRowOf<K>, body: BodyOf<K>, timeoutMs: number): Promise<Sent<K>>;
  /**
   * What a refusal (4xx) of the row becomes: a body to send once more instead, with what its record
   * does about it; null (most kinds, most refusals): the row needs a manager's attention.
   */
  refused(row: OutboxRowOf<K>, body: BodyOf<K>, refusal: { status: number; body: unknown }): Resend<K> | null;
}

/** A refused row sent again with another body; `record` runs in the transaction that requeues it. */
export interface Resend<K extends OutboxKind> { body: BodyOf<K>; reason: string; record(db: RegisterDatabase, row: OutboxRowOf<K>): Promise<void> }

/** A sent row: refused, failed or malformed, or acknowledged with what to do inside the acknowledgement's transaction. */
export type Sent<K extends OutboxKind> =
  | OperationFailure
  | { kind: 'ok'; acknowledged(db: RegisterDatabase, row: OutboxRowOf<K>): Promise<void> };

const nothing = async (): Promise<void> => undefined;
const neverResent = (): null => null;

/** Sends through an operation and keeps its checked answer for the acknowledgement. */
const sending = <K extends OutboxKind, Answer>(
  call: (api: ApiTransport, row: OutboxRowOf<K>, body: BodyOf<K>, timeoutMs: number) => Promise<OperationOutcome<Answer>>,
  acknowledged: (db: RegisterDatabase, row: OutboxRowOf<K>, answer: Answer) => Promise<void> = nothing,
) => async (api: ApiTransport, row: OutboxRowOf<K>, body: BodyOf<K>, timeoutMs: number): Promise<Sent<K>> => {
  const outcome = await call(api, row, body, timeoutMs);
  if (outcome.kind !== 'ok') return outcome;
  return { kind: 'ok', acknowledged: (db, current) => acknowledged(db, current, outcome.body) };
};

/**
 * A sale that happened is never refused afterwards. A live sale is checked strictly (a payment
 * that is not the total, a buyer under age, a limit passed: 422), but by the time its row is sent
 * the customer has paid and left. So a live sale refused with 422 is sent once more as rung
 * offline: the Store API then records it as charged and flags it for a manager's review. A sale
 * already sent as rung offline that is still refused (malformed, an unknown id) needs attention.
 */
export function resendLiveSaleAsRungOffline(row: OutboxRowOf<'order.create'>, body: OrderInput, refusal: { status: number }): Resend<'order.create'> | null {
  if (refusal.status !== 422 || body.order.rung_offline === true) return null;
  return {
    body: { order: { ...body.order, rung_offline: true } },
    reason: 'refused as a live sale; sent again as rung offline, for the Store API to record as charged and flag for review',
    // The order keeps the request as it is now sent.
    record: async (db) => {
      await db.orders.where('id').equals(row.recordId).modify((order) => { order.rungOffline = true; order.request = { ...order.request, rung_offline: true }; });
    },
  };
}

/**
 * The customer as the server stored it replaces the local one. A customer the server stored under
 * another id is renamed here, with every queued order (its kept request too) and outbox row that names it.
 */
async function adoptServerCustomer(db: RegisterDatabase, localId: string, stored: CustomerV2): Promise<void> {
  const local = await db.customers.get(localId);
  const base = { firstName: stored.first_name, lastName: stored.last_name, email: stored.email, phone: stored.phone };
  const customer: LocalCustomer = {
    id: stored.id, ...base, birthDate: stored.birth_date, kind: local?.kind ?? 'customer', carryLimit: null,
    expirationDate: stored.expiration_date, loyaltyPoints: stored.loyalty_points, searchText: customerSearchText(base), pending: false,
    // The Store API may place the new customer in a person group (its taxes then apply at once).
    personGroupId: stored.person_group_id,
    // The licence read at the counter stays when the Store API did not keep it.
    ...(stored.driver_license_number === null && local !== undefined ? {
      driverLicenseNumber: local.driverLicenseNumber, driverLicenseState: local.driverLicenseState, driverLicenseZipCode: local.driverLicenseZipCode,
      driverLicenseExpirationDate: local.driverLicenseExpirationDate, licenceKey: local.licenceKey,
    } : licenceFields(stored)),
  };
  if (stored.id !== localId) {
    await db.customers.delete(localId);
    await db.orders.where('syncState').anyOf(['pending', 'needs-attention']).modify((order) => {
      if (order.customerId !== localId) return;
      order.customerId = stored.id;
      order.request = { ...order.request, customer_id: stored.id };
    });
    await db.outbox.where('state').anyOf(['pending', 'sending', 'needs-attention']).modify((row) => {
      if (row.kind !== 'order.create' || row.request === null || row.request.body.order.customer_id !== localId) return;
      row.request = { ...row.request, body: { order: { ...row.request.body.order, customer_id: stored.id } } };
    });
  }
  await db.customers.put(customer);
}

/** Every outbox kind's network half; the mapped type makes a missing kind a compile error. */
export const outboxSending: { [K in OutboxKind]: OutboxSendEntry<K> } = {
  'shift.open': { send: sending((api, _row, body, timeoutMs) => openShift(api, body, timeoutMs)), refused: neverResent },
  'shift.close': {
    send: sending(
      (api, row, body, timeoutMs) => closeShift(api, row.recordId, body, timeoutMs),
      // The Z report's head of the location's audit chain, kept on the register: an anchor outside the Store API's database.
      (db, row, answer) => keepAuditAnchor(db, row.recordId, answer.shift.audit_chain_head),
    ),
    refused: neverResent,
  },
  'customer.create': {
    send: sending(
      (api, _row, body, timeoutMs) => createCustomer(api, body, timeoutMs),
      (db, row, answer) => adoptServerCustomer(db, row.recordId, answer.customer),
    ),
    refused: neverResent,
  },
  'order.create': { send: sending((api, _row, body, timeoutMs) => createOrder(api, body, timeoutMs)), refused: resendLiveSaleAsRungOffline },
  'audit.append': { send: sending((api, _row, body, timeoutMs) => appendAuditEntries(api, body, timeoutMs)), refused: neverResent },
};

/** The resend a refused row's kind asks for, or null. */
export function resendAfterRefusal<K extends OutboxKind>(row: OutboxRowOf<K>, refusal: { status: number; body: unknown }): Resend<K> | null {
  if (row.request === null) return null;
  const entry: OutboxSendEntry<K> = outboxSending[row.kind];
  return entry.refused(row, row.request.body, refusal);
}

/** Sends a claimed row through its kind's operation. */
export function sendRow<K extends OutboxKind>(api: ApiTransport, row: OutboxRowOf<K>, timeoutMs: number): Promise<Sent<K>> {
  if (row.request === null) return Promise.resolve({ kind: 'malformed', path: '(pruned)', problems: ['the row has no request left to send'] });
  const entry: OutboxSendEntry<K> = outboxSending[row.kind];
  return entry.send(api, row, row.request.body, timeoutMs);
}
