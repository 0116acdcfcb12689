import { Value } from 'typebox/value';
import type { CustomerV2 } from '../../shared/api/customers.ts';
import {
  appendAuditEntries, closeShift, createCustomer, createOrder, openShift, operations, requestOf,
  type ApiTransport, type Operation, type OperationFailure, type OperationInput, type OperationOutcome,
} from '../../shared/api/operations.ts';
import type { OrderInput } from '../../shared/api/sales.ts';
import type { LocalCustomer, OutboxKind, OutboxKinds, OutboxRequest, OutboxRow, OutboxRowOf, OutboxState, RegisterDatabase } from '../db/schema.ts';
import { keepAuditAnchor } from './audit-anchors.ts';
import { customerSearchText, licenceFields } from './customer-text.ts';

type RecordOf<K extends OutboxKind> = OutboxKinds[K]['record'];
type BodyOf<K extends OutboxKind> = OutboxKinds[K]['body'];

/**
 * Everything the register knows about one kind of outbox row: how its request is built from the
 * local record, how it is sent (its typed Store API operation, whose answer is checked), and what
 * its record does when the row is acknowledged or refused. A new kind is one entry here (and its
 * record and body in `OutboxKinds`); the compiler asks for every part.
 */
export interface OutboxKindEntry<K extends OutboxKind> {
  /** The client-made id sent with the write: the Store API returns the stored record for a repeat. */
  clientId(record: RecordOf<K>): string;
  recordId(record: RecordOf<K>): string;
  request(record: RecordOf<K>): OutboxRequest<K>;
  /** Whether a body (a manager's correction) fits what the kind sends. */
  isBody(body: unknown): body is BodyOf<K>;
  /**
   * Sends a row's body through its operation; an answer that does not fit its schema comes back
   * `malformed`. An acknowledged row comes back with what its record does about the answer.
   */
  send(api: ApiTransport, row: OutboxRowOf<K>, body: BodyOf<K>, timeoutMs: number): Promise<Sent<K>>;
  /**
   * Whether this row brings its record into being on the server, so a row naming the record waits
   * for it (a shift's close does not: its orders name the shift's open).
   */
  createsRecord: boolean;
  /** Mirrors the row's state onto its local record; called only by `putRow`. */
  follow(db: RegisterDatabase, row: OutboxRowOf<K>, state: RecordSyncState): Promise<void>;
  /**
   * What a refusal (4xx) of the row becomes: a body to send once more instead, with what its record
   * does about it; null (most kinds, most refusals): the row needs a manager's attention.
   */
  refused(row: OutboxRowOf<K>, body: BodyOf<K>, refusal: { status: number; body: unknown }): Resend<K> | null;
}

/** A refused row sent again with another body; `record` runs in the transaction that requeues it. */
export interface Resend<K extends OutboxKind> { body: BodyOf<K>; reason: string; record(db: RegisterDatabase, row: OutboxRowOf<K>): Promise<void> }

const neverResent = (): null => null;

/** A sent row: refused, failed or malformed, or acknowledged with what to do inside the acknowledgement's transaction. */
export type Sent<K extends OutboxKind> =
  | OperationFailure
  | { kind: 'ok'; acknowledged(db: RegisterDatabase, row: OutboxRowOf<K>): Promise<void> };

/** Sends through an operation and keeps its checked answer for the acknowledgement. */
const sending = <K extends OutboxKind, Answer>(
  call: (api: ApiTransport, row: OutboxRowOf<K>, body: BodyOf<K>, timeoutMs: number) => Promise<OperationOutcome<Answer>>,
  acknowledged: (db: RegisterDatabase, row: OutboxRowOf<K>, answer: Answer) => Promise<void> = nothing,
) => async (api: ApiTransport, row: OutboxRowOf<K>, body: BodyOf<K>, timeoutMs: number): Promise<Sent<K>> => {
  const outcome = await call(api, row, body, timeoutMs);
  if (outcome.kind !== 'ok') return outcome;
  return { kind: 'ok', acknowledged: (db, current) => acknowledged(db, current, outcome.body) };
};

/** A record's sync state as screens show it: a row on its way is still pending. */
export type RecordSyncState = Exclude<OutboxState, 'sending'>;
export const recordSyncState = (state: OutboxState): RecordSyncState => (state === 'sending' ? 'pending' : state);

const request = <K extends OutboxKind, O extends Operation>(described: O, input: OperationInput<O> & { body: BodyOf<K> }): OutboxRequest<K> => {
  const { method, path } = requestOf(described, input);
  return { method, path, body: input.body };
};
const nothing = async (): Promise<void> => undefined;
const noInput = { params: {}, query: {} };

const shiftOpen: OutboxKindEntry<'shift.open'> = {
  clientId: (shift) => shift.id,
  recordId: (shift) => shift.id,
  request: (shift) => request(operations.openShift, { ...noInput, body: { shift: { id: shift.id, employee_id: shift.employeeId, open_amount: shift.openAmount } } }),
  isBody: (body) => Value.Check(operations.openShift.body, body),
  send: sending((api, _row, body, timeoutMs) => openShift(api, body, timeoutMs)),
  createsRecord: true,
  follow: nothing,
  refused: neverResent,
};

const shiftClose: OutboxKindEntry<'shift.close'> = {
  // A close is not a record of its own: each close is a new write with its own id.
  clientId: () => crypto.randomUUID(),
  recordId: (shift) => shift.id,
  request: (shift) => request(operations.closeShift, {
    params: { id: shift.id }, query: {},
    body: { shift: { close_drawer_amount: shift.closeDrawerAmount, close_drop_amount: shift.closeDropAmount, close_note: shift.closeNote } },
  }),
  isBody: (body) => Value.Check(operations.closeShift.body, body),
  send: sending(
    (api, row, body, timeoutMs) => closeShift(api, row.recordId, body, timeoutMs),
    // The Z report's head of the location's audit chain, kept on the register: an anchor outside the Store API's database.
    (db, row, answer) => keepAuditAnchor(db, row.recordId, answer.shift.audit_chain_head),
  ),
  createsRecord: false,
  follow: nothing,
  refused: neverResent,
};

const customerCreate: OutboxKindEntry<'customer.create'> = {
  clientId: ({ customer }) => customer.id,
  recordId: ({ customer }) => customer.id,
  request: ({ customer, locationId }) => request(operations.createCustomer, {
    ...noInput,
    body: {
      customer: {
        id: customer.id, first_name: customer.firstName, last_name: customer.lastName, email: customer.email, phone: customer.phone,
        birth_date: customer.birthDate, company_id: locationId, location_id: locationId,
      },
    },
  }),
  isBody: (body) => Value.Check(operations.createCustomer.body, body),
  send: sending(
    (api, _row, body, timeoutMs) => createCustomer(api, body, timeoutMs),
    (db, row, answer) => adoptServerCustomer(db, row.recordId, answer.customer),
  ),
  createsRecord: true,
  // A customer made here stays the register's own (pulled data never overwrites it) until acknowledged.
  follow: async (db, row, state) => { await db.customers.update(row.recordId, { pending: state !== 'acknowledged' }); },
  refused: neverResent,
};

const orderCreate: OutboxKindEntry<'order.create'> = {
  clientId: (order) => order.id,
  recordId: (order) => order.id,
  // The request kept with the order since it was rung, sent as it is.
  request: (order) => request(operations.createOrder, { ...noInput, body: { order: order.request } }),
  isBody: (body) => Value.Check(operations.createOrder.body, body),
  send: sending((api, _row, body, timeoutMs) => createOrder(api, body, timeoutMs)),
  createsRecord: true,
  follow: async (db, row, state) => { await db.orders.update(row.recordId, { syncState: state }); },
  refused: resendLiveSaleAsRungOffline,
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
    record: async (db) => {
      await db.orders.where('id').equals(row.recordId).modify((order) => { order.rungOffline = true; order.request = { ...order.request, rung_offline: true }; });
    },
  };
}

/** Where an audit entry's row is found: one record per entry of this register's chain. */
export const auditRecordId = (entry: { register_id: string; seq: number }): string => `audit:${entry.register_id}:${entry.seq}`;

/**
 * One entry of this register's audit chain. The Store API takes a register's entries only in
 * order, so each row depends on the row of the entry before it (`appendAudit` sets that).
 */
const auditAppend: OutboxKindEntry<'audit.append'> = {
  // The entry's hash is unique to it; the Store API deduplicates on (register, seq) and compares hashes.
  clientId: (entry) => entry.hash,
  recordId: auditRecordId,
  request: ({ seq, at, location_id, register_id, kind, subject, details, actor_id, prev_hash, hash }) => request(operations.appendAuditEntries, {
    ...noInput, body: { audit_entries: [{ seq, at, location_id, register_id, kind, subject, details, actor_id, prev_hash, hash }] },
  }),
  isBody: (body) => Value.Check(operations.appendAuditEntries.body, body),
  send: sending((api, _row, body, timeoutMs) => appendAuditEntries(api, body, timeoutMs)),
  refused: neverResent,
  createsRecord: true,
  follow: nothing,
};

/** Every outbox kind's entry; the mapped type makes a missing kind a compile error. */
export const outboxKinds: { [K in OutboxKind]: OutboxKindEntry<K> } = {
  'shift.open': shiftOpen,
  'shift.close': shiftClose,
  'customer.create': customerCreate,
  'order.create': orderCreate,
  'audit.append': auditAppend,
};

/**
 * The customer as the server stored it replaces the local one. A customer the server stored under
 * another id is renamed here, with every queued order (and its request) that names it.
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

/** The tables a row's state change may touch: the outbox, the records kinds follow, and what an acknowledgement keeps. */
export const rowTables = (db: RegisterDatabase) => [db.outbox, db.orders, db.customers, db.auditAnchors];

/**
 * The one way a row's state is written: the row, then (when its record's sync state changes) the
 * record it sends, through its kind. Call inside a transaction over `rowTables` (and more).
 */
export async function putRow(db: RegisterDatabase, row: OutboxRow, previous?: OutboxState): Promise<void> {
  await db.outbox.put(row);
  const state = recordSyncState(row.state);
  if (previous !== undefined && recordSyncState(previous) === state) return;
  await followRow(db, row, state);
}

function followRow<K extends OutboxKind>(db: RegisterDatabase, row: OutboxRowOf<K>, state: RecordSyncState): Promise<void> {
  const entry: OutboxKindEntry<K> = outboxKinds[row.kind];
  return entry.follow(db, row, state);
}

/** The resend a refused row's kind asks for, or null. */
export function resendAfterRefusal<K extends OutboxKind>(row: OutboxRowOf<K>, refusal: { status: number; body: unknown }): Resend<K> | null {
  if (row.request === null) return null;
  const entry: OutboxKindEntry<K> = outboxKinds[row.kind];
  return entry.refused(row, row.request.body, refusal);
}

/** Sends a claimed row through its kind's operation. */
export function sendRow<K extends OutboxKind>(api: ApiTransport, row: OutboxRowOf<K>, timeoutMs: number): Promise<Sent<K>> {
  if (row.request === null) return Promise.resolve({ kind: 'malformed', path: '(pruned)', problems: ['the row has no request left to send'] });
  const entry: OutboxKindEntry<K> = outboxKinds[row.kind];
  return entry.send(api, row, row.request.body, timeoutMs);
}

/** A row with a corrected body, when the body fits the row's kind; null when it does not. */
export function withBody(row: OutboxRow, body: unknown): OutboxRow | null {
  const corrected = correctedRow(row, body);
  return corrected !== null && isOutboxRow(corrected) ? corrected : null;
}

function correctedRow<K extends OutboxKind>(row: OutboxRowOf<K>, body: unknown): OutboxRowOf<K> | null {
  const entry: OutboxKindEntry<K> = outboxKinds[row.kind];
  if (row.request === null || !entry.isBody(body)) return null;
  return { ...row, request: { ...row.request, body } };
}

/** A row of a kind the registry knows (what the compiler cannot tell of a row built for a generic kind). */
export const isOutboxRow = (row: OutboxRowOf<OutboxKind>): row is OutboxRow => Object.hasOwn(outboxKinds, row.kind);

/** Builds a kind's row fields from its local record. */
export function rowFor<K extends OutboxKind>(kind: K, record: RecordOf<K>): { clientId: string; recordId: string; request: OutboxRequest<K> } {
  const entry: OutboxKindEntry<K> = outboxKinds[kind];
  return { clientId: entry.clientId(record), recordId: entry.recordId(record), request: entry.request(record) };
}

/** Whether a row naming `row`'s record must wait for it. */
export const createsRecord = (row: OutboxRow): boolean => outboxKinds[row.kind].createsRecord;
