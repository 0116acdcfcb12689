import { Value } from 'typebox/value';
import { operations, requestOf, type Operation, type OperationInput } from '../../shared/api/operations.ts';
import type { OutboxKind, OutboxKinds, OutboxRequest, OutboxRow, OutboxRowOf, OutboxState, RegisterDatabase } from '../db/schema.ts';

type RecordOf<K extends OutboxKind> = OutboxKinds[K]['record'];
type BodyOf<K extends OutboxKind> = OutboxKinds[K]['body'];

/**
 * The local half of an outbox kind: what it writes (its row's client id, record and request,
 * built from the local record), whether a corrected body fits it, and how its record follows its
 * row's state. The network half (how the row is sent, what an answer or a refusal does) is beside
 * the sender, in renderer/sync/outbox-sending.ts. A new kind is one entry in each (and its record
 * and body in `OutboxKinds`); the compiler asks for every part.
 */
export interface OutboxKindEntry<K extends OutboxKind> {
  /** The client-made id sent with the write: the Store API returns the stored record for a repeat. */
  clientId(record: RecordOf<K>): string;
  recordId(record: RecordOf<K>): string;
  request(record: RecordOf<K>): OutboxRequest<K>;
  /** Whether a body (a manager's correction) fits what the kind sends. */
  isBody(body: unknown): body is BodyOf<K>;
  /**
   * Whether this row brings its record into being on the server, so a row naming the record waits
   * for it (a shift's close does not: its orders name the shift's open).
   */
  createsRecord: boolean;
  /** Mirrors the row's state onto its local record; called only by `putRow`. */
  follow(db: RegisterDatabase, row: OutboxRowOf<K>, state: RecordSyncState): Promise<void>;
}

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
  createsRecord: true,
  follow: nothing,
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
  createsRecord: false,
  follow: nothing,
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
  createsRecord: true,
  // A customer made here stays the register's own (pulled data never overwrites it) until acknowledged.
  follow: async (db, row, state) => { await db.customers.update(row.recordId, { pending: state !== 'acknowledged' }); },
};

const orderCreate: OutboxKindEntry<'order.create'> = {
  clientId: (order) => order.id,
  recordId: (order) => order.id,
  // The request kept with the order since it was rung, sent as it is.
  request: (order) => request(operations.createOrder, { ...noInput, body: { order: order.request } }),
  isBody: (body) => Value.Check(operations.createOrder.body, body),
  createsRecord: true,
  follow: async (db, row, state) => { await db.orders.update(row.recordId, { syncState: state }); },
};

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
