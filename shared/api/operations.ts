import { Type, type Static, type TObject, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import type { ApiOutcome, ApiRequest, HttpMethod } from '../bridge.ts';
import { AuditEntriesAnswer, AuditEntriesInput } from './audit.ts';
import {
  FirstSignIn, InventoryItemCreate, LocationAnswer, LocationsAnswer, LocationCreate, LocationUpdate, PatientCreate, PatientUpdate, PersonGroupCreate,
  PersonGroupUpdate, PriceHistoryAnswer, ProductCreate, ProductTypeCreate, ProductTypeUpdate, ProductUpdate, StaffAnswer, StaffCreate,
  StaffCreatedAnswer, StaffListAnswer, StaffUpdate,
} from './back-office.ts';
import { Company, NamedRecordV2, UserV2 } from './account.ts';
import { ImportInput, ImportKind, ImportMappingAnswer, ImportMappingInput, ImportPreviewAnswer, ImportResultAnswer } from './imports.ts';
import { InventoryStatus, PlaceV2, ProductTypeV2, InventoryItemV2, ProductV2 } from './catalog.ts';
import { CatalogFeedPage, CatalogFeedQuery } from './catalog-feed.ts';
import { ListMeta, PagingQuery, SortDirection, pagingFields } from './common.ts';
import { CustomerV2, NewCustomerV2 } from './customers.ts';
import { TaxItem } from './money.ts';
import { Patient, PersonGroup, StatewideAllotmentAnswer } from './people.ts';
import { RegisterSettingsAnswer } from './register-settings.ts';
import { Reconciliation, StateReportingAnswer, StateReportStatus } from './state-reporting.ts';
import { Device, DeviceInput, Order, OrderInput, RegisterOrder, PaymentMethod, PushNotification, Shift, ShiftCloseInput, ShiftOpenInput, ShiftWithSummary } from './sales.ts';

/**
 * The Store API operations the register uses, each described once: method, path (Fastify style,
 * `:name` for a path parameter), the path parameters, the query, the body and the answer. The
 * register builds its requests and checks its answers from these; the Store API declares its v2
 * routes from the same descriptions (test/operations-served.test.ts holds it to that). So each
 * describes exactly what the route takes and answers: a query may offer more than the register
 * sends (its calls below take only what it uses), and an answer is what the route serializes.
 */
export interface Operation<
  Params extends TObject = TObject, Query extends TObject = TObject, Body extends TSchema = TSchema, Answer extends TSchema = TSchema,
  RegisterAnswer extends TSchema = TSchema,
> {
  method: HttpMethod;
  path: string;
  params: Params;
  query: Query;
  body: Body;
  /** The 2xx answer's body, as the Store API sends it: every field, always (what the route serializes by). */
  answer: Answer;
  /**
   * The same answer as the register checks it: fields the Store API added since the oldest Store
   * API a register may meet are optional here (a register upgraded first must not refuse every
   * answer and resend forever); fields it does not know are ignored. `answer` itself unless it has such fields.
   */
  registerAnswer: RegisterAnswer;
}

/** No path parameters, or no query: the route declares none. */
export const None = Type.Object({});
/** No body: the route declares none. */
export const NoBody = Type.Undefined();

const operation = <Params extends TObject, Query extends TObject, Body extends TSchema, Answer extends TSchema>(
  described: Omit<Operation<Params, Query, Body, Answer>, 'registerAnswer'>,
): Operation<Params, Query, Body, Answer, Answer> => ({ ...described, registerAnswer: described.answer });
/** An operation whose answer has fields added since the oldest Store API a register may meet. */
const operationWithAddedFields = <Params extends TObject, Query extends TObject, Body extends TSchema, Answer extends TSchema, RegisterAnswer extends TSchema>(
  described: Operation<Params, Query, Body, Answer, RegisterAnswer>,
): Operation<Params, Query, Body, Answer, RegisterAnswer> => described;

/** A record named by its id: any text (an id the location does not have is a 404, not a 422). */
const ById = Type.Object({ id: Type.String() });
/** An import's kind: products, customers or patients. */
const ByKind = Type.Object({ kind: ImportKind });

/** The query of GET /brands and GET /strains: a page, a name filter and the sort. */
export const NamedRecordsQuery = Type.Object({
  ...pagingFields,
  by_name: Type.Optional(Type.String()),
  'sort_by[field]': Type.Optional(Type.Literal('name')),
  'sort_by[direction]': Type.Optional(SortDirection),
});
export const CustomersQuery = Type.Object({ ...pagingFields, by_query: Type.Optional(Type.String()) });
export const PlacesQuery = Type.Object({ ...pagingFields, by_inventory_status: Type.Optional(InventoryStatus) });
/** Extensions of the spec's feed: a cursor (exclusive) and a page size (the Store API caps it at 1000). */
export const PushNotificationsQuery = Type.Object({
  after_sequence_id: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })),
});

export const CustomerCreateInput = Type.Object({ customer: NewCustomerV2 });
export type CustomerCreateInput = Static<typeof CustomerCreateInput>;

export const OrderAnswer = Type.Object({ order: Order });
export const RegisterOrderAnswer = Type.Object({ order: RegisterOrder });
export const ShiftAnswer = Type.Object({ shift: Shift });
/** A shift with its Z report (extension): its figures and the audit chain's head at the close. */
export const ShiftWithSummaryAnswer = Type.Object({ shift: ShiftWithSummary });
export const CustomerAnswer = Type.Object({ customer: CustomerV2 });
/**
 * GET /orders, whatever its filters: the register reads it three ways below (a buyer's orders, the
 * sales flagged for a manager's review, each carrying its `review_flags`, and the state's refusals).
 */
export const OrdersAnswer = Type.Object({ orders: Type.Array(Order), meta: ListMeta });
export const RegisterOrdersAnswer = Type.Object({ orders: Type.Array(RegisterOrder), meta: ListMeta });
export const DevicesAnswer = Type.Object({ devices: Type.Array(Device) });
export const PushNotificationsAnswer = Type.Object({ push_notifications: Type.Array(PushNotification) });

export const operations = {
  me: operation({ method: 'GET', path: '/me', params: None, query: None, body: NoBody, answer: Type.Object({ user: UserV2 }) }),
  revokeToken: operation({ method: 'DELETE', path: '/me/token', params: None, query: None, body: NoBody, answer: Type.Unknown() }),
  companies: operation({ method: 'GET', path: '/companies', params: None, query: None, body: NoBody, answer: Type.Object({ companies: Type.Array(Company) }) }),
  devices: operation({ method: 'GET', path: '/devices', params: None, query: None, body: NoBody, answer: DevicesAnswer }),
  // device_secret: the register's credential for its audit entries (X-CNPY-DeviceSecret), answered only here.
  createDevice: operation({ method: 'POST', path: '/devices', params: None, query: None, body: DeviceInput, answer: Type.Object({ device: Device, device_secret: Type.String() }) }),

  createOrder: operationWithAddedFields({ method: 'POST', path: '/orders', params: None, query: None, body: OrderInput, answer: OrderAnswer, registerAnswer: RegisterOrderAnswer }),
  openShift: operation({ method: 'POST', path: '/shifts', params: None, query: None, body: ShiftOpenInput, answer: ShiftAnswer }),
  closeShift: operation({ method: 'POST', path: '/shifts/:id/close', params: ById, query: None, body: ShiftCloseInput, answer: ShiftWithSummaryAnswer }),
  shift: operation({ method: 'GET', path: '/shifts/:id', params: ById, query: None, body: NoBody, answer: ShiftWithSummaryAnswer }),
  createCustomer: operation({ method: 'POST', path: '/customers', params: None, query: None, body: CustomerCreateInput, answer: CustomerAnswer }),
  appendAuditEntries: operation({ method: 'POST', path: '/audit_entries', params: None, query: None, body: AuditEntriesInput, answer: AuditEntriesAnswer }),
  // The three reads of GET /orders below each describe the query the register sends (in its order);
  // the route takes every filter of the three and more (server/features/orders/routes.ts).
  /** A buyer's orders since a time (the purchase limits' history): a customer's by customer_id, a patient's by person_id. */
  buyerOrders: operationWithAddedFields({
    method: 'GET', path: '/orders', params: None, body: NoBody, answer: OrdersAnswer, registerAnswer: RegisterOrdersAnswer,
    query: Type.Object({
      customer_id: Type.Optional(Type.String()), person_id: Type.Optional(Type.String()), charged_after: Type.String(),
      limit: Type.Integer({ minimum: 1, maximum: 1000 }), offset: Type.Integer({ minimum: 0 }),
    }),
  }),
  /** The location's orders with review flags, newest sale first (a manager's review list). */
  flaggedOrders: operationWithAddedFields({
    method: 'GET', path: '/orders', params: None, body: NoBody, answer: OrdersAnswer, registerAnswer: RegisterOrdersAnswer,
    query: Type.Object({ flagged: Type.Literal(true), limit: Type.Integer({ minimum: 1, maximum: 1000 }), offset: Type.Integer({ minimum: 0 }) }),
  }),
  /** Extension: where the location reports its sales to the state, and how far that has got (the State reporting panel). */
  stateReporting: operation({ method: 'GET', path: '/state_reporting', params: None, query: None, body: NoBody, answer: StateReportingAnswer }),
  /** Extension: the location's orders whose state report stands at a status (needs_attention: the sales the state refused). */
  ordersByStateReport: operationWithAddedFields({
    method: 'GET', path: '/orders', params: None, body: NoBody, answer: OrdersAnswer, registerAnswer: RegisterOrdersAnswer,
    query: Type.Object({ state_report_status: StateReportStatus, limit: Type.Integer({ minimum: 1, maximum: 1000 }), offset: Type.Integer({ minimum: 0 }) }),
  }),
  /** Extension: a local day's sales compared with Metrc's receipts of that day (the Store API asks Metrc; 502 when it cannot). */
  stateReportingReconciliation: operation({
    method: 'GET', path: '/state_reporting/reconciliation', params: None, body: NoBody, answer: Type.Object({ reconciliation: Reconciliation }),
    query: Type.Object({ date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }) }),
  }),

  pushNotifications: operation({
    method: 'GET', path: '/push_notifications', params: None, query: PushNotificationsQuery, body: NoBody, answer: PushNotificationsAnswer,
  }),
  brand: operation({ method: 'GET', path: '/brands/:id', params: ById, query: None, body: NoBody, answer: Type.Object({ brand: NamedRecordV2 }) }),
  strain: operation({ method: 'GET', path: '/strains/:id', params: ById, query: None, body: NoBody, answer: Type.Object({ strain: NamedRecordV2 }) }),
  inventoryItem: operation({ method: 'GET', path: '/inventory_items/:id', params: ById, query: None, body: NoBody, answer: Type.Object({ inventory_item: InventoryItemV2 }) }),
  /** Extension: every item with what the register keeps of it, by key, in large pages (a first download). */
  catalogItems: operation({ method: 'GET', path: '/catalog_items', params: None, query: CatalogFeedQuery, body: NoBody, answer: CatalogFeedPage }),
  brands: operation({ method: 'GET', path: '/brands', params: None, query: NamedRecordsQuery, body: NoBody, answer: Type.Object({ brands: Type.Array(NamedRecordV2), meta: ListMeta }) }),
  strains: operation({ method: 'GET', path: '/strains', params: None, query: NamedRecordsQuery, body: NoBody, answer: Type.Object({ strains: Type.Array(NamedRecordV2), meta: ListMeta }) }),
  // GET /places and GET /customers answer no meta (the spec's lists; their last page is a short one).
  places: operation({ method: 'GET', path: '/places', params: None, query: PlacesQuery, body: NoBody, answer: Type.Object({ places: Type.Array(PlaceV2) }) }),
  customers: operation({ method: 'GET', path: '/customers', params: None, query: CustomersQuery, body: NoBody, answer: Type.Object({ customers: Type.Array(CustomerV2) }) }),
  patients: operation({ method: 'GET', path: '/patients', params: None, query: PagingQuery, body: NoBody, answer: Type.Object({ patients: Type.Array(Patient), meta: ListMeta }) }),
  /** Extension: Metrc's remaining statewide allotment for a patient, asked by the Store API (people/statewide-allotment.ts). */
  statewideAllotment: operation({ method: 'GET', path: '/patients/:id/statewide_allotment', params: ById, query: None, body: NoBody, answer: StatewideAllotmentAnswer }),
  productTypes: operation({ method: 'GET', path: '/product_types', params: None, query: None, body: NoBody, answer: Type.Object({ product_types: Type.Array(ProductTypeV2) }) }),
  paymentMethods: operation({ method: 'GET', path: '/payment_methods', params: None, query: None, body: NoBody, answer: Type.Object({ payment_methods: Type.Array(PaymentMethod) }) }),
  taxItems: operation({ method: 'GET', path: '/tax_items', params: None, query: None, body: NoBody, answer: Type.Object({ tax_items: Type.Array(TaxItem) }) }),
  // The spec's list key is singular here.
  personGroups: operation({ method: 'GET', path: '/person_groups', params: None, query: PagingQuery, body: NoBody, answer: Type.Object({ person_group: Type.Array(PersonGroup), meta: ListMeta }) }),
  registerSettings: operation({ method: 'GET', path: '/register_settings', params: None, query: None, body: NoBody, answer: RegisterSettingsAnswer }),

  // The back office (extension, managers only; a budtender is answered 403). A create answers 201.
  /** Every location of the user's reach as the back office edits it, in the order of accessible_company_ids. */
  locations: operation({ method: 'GET', path: '/locations', params: None, query: None, body: NoBody, answer: LocationsAnswer }),
  createLocation: operation({ method: 'POST', path: '/companies', params: None, query: None, body: LocationCreate, answer: LocationAnswer }),
  updateLocation: operation({ method: 'PUT', path: '/companies/:id', params: ById, query: None, body: LocationUpdate, answer: LocationAnswer }),
  staff: operation({ method: 'GET', path: '/staff', params: None, query: None, body: NoBody, answer: StaffListAnswer }),
  createEmployee: operation({ method: 'POST', path: '/employees', params: None, query: None, body: StaffCreate, answer: StaffCreatedAnswer }),
  updateEmployee: operation({ method: 'PUT', path: '/employees/:id', params: ById, query: None, body: StaffUpdate, answer: StaffAnswer }),
  /** No credentials: the new employee's email, one-time code and chosen password; answers as GET /me does (a token). */
  firstSignIn: operation({ method: 'POST', path: '/first_sign_in', params: None, query: None, body: FirstSignIn, answer: Type.Object({ user: UserV2 }) }),
  createProductType: operation({ method: 'POST', path: '/product_types', params: None, query: None, body: ProductTypeCreate, answer: Type.Object({ product_type: ProductTypeV2 }) }),
  updateProductType: operation({ method: 'PUT', path: '/product_types/:id', params: ById, query: None, body: ProductTypeUpdate, answer: Type.Object({ product_type: ProductTypeV2 }) }),
  /** 204 with no body; 409 naming how many products still use the type. */
  deleteProductType: operation({ method: 'DELETE', path: '/product_types/:id', params: ById, query: None, body: NoBody, answer: Type.Unknown() }),
  /** GET /products (spec §4.5) as the back office reads it: every product, stock or none, page by page (the route takes every filter). */
  products: operation({ method: 'GET', path: '/products', params: None, query: PagingQuery, body: NoBody, answer: Type.Object({ products: Type.Array(ProductV2), meta: ListMeta }) }),
  createProduct: operation({ method: 'POST', path: '/products', params: None, query: None, body: ProductCreate, answer: Type.Object({ product: ProductV2 }) }),
  updateProduct: operation({ method: 'PUT', path: '/products/:id', params: ById, query: None, body: ProductUpdate, answer: Type.Object({ product: ProductV2 }) }),
  priceHistory: operation({ method: 'GET', path: '/products/:id/price_history', params: ById, query: None, body: NoBody, answer: PriceHistoryAnswer }),
  createInventoryItem: operation({ method: 'POST', path: '/inventory_items', params: None, query: None, body: InventoryItemCreate, answer: Type.Object({ inventory_item: InventoryItemV2 }) }),
  // The import from another POS (extension): a CSV previewed, then imported all or nothing; the column mapping is remembered per location.
  previewImport: operation({ method: 'POST', path: '/imports/:kind/preview', params: ByKind, query: None, body: ImportInput, answer: ImportPreviewAnswer }),
  runImport: operation({ method: 'POST', path: '/imports/:kind', params: ByKind, query: None, body: ImportInput, answer: ImportResultAnswer }),
  importMapping: operation({ method: 'GET', path: '/import_mappings/:kind', params: ByKind, query: None, body: NoBody, answer: ImportMappingAnswer }),
  saveImportMapping: operation({ method: 'PUT', path: '/import_mappings/:kind', params: ByKind, query: None, body: ImportMappingInput, answer: ImportMappingAnswer }),
  createPatient: operation({ method: 'POST', path: '/patients', params: None, query: None, body: PatientCreate, answer: Type.Object({ patient: Patient }) }),
  updatePatient: operation({ method: 'PUT', path: '/patients/:id', params: ById, query: None, body: PatientUpdate, answer: Type.Object({ patient: Patient }) }),
  createPersonGroup: operation({ method: 'POST', path: '/person_groups', params: None, query: None, body: PersonGroupCreate, answer: Type.Object({ person_group: PersonGroup }) }),
  updatePersonGroup: operation({ method: 'PUT', path: '/person_groups/:id', params: ById, query: None, body: PersonGroupUpdate, answer: Type.Object({ person_group: PersonGroup }) }),
};

export type Operations = typeof operations;
export type OperationName = keyof Operations;

/** What a caller gives an operation: its path parameters, its query and its body, each typed by its schema. */
export interface OperationInput<O extends Operation> {
  params: Static<O['params']>;
  query: Static<O['query']>;
  body: Static<O['body']>;
}

/** The one thing an operation needs of the host: a Store API call (`RegisterBridge` fits it). */
export interface ApiTransport { api(request: ApiRequest): Promise<ApiOutcome> }

/** The request an operation makes for its input: path parameters filled in, query in the schema's order. */
export function requestOf<O extends Operation>(described: O, input: OperationInput<O>, timeoutMs?: number): ApiRequest {
  const params: Record<string, unknown> = input.params;
  const path = described.path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => encodeURIComponent(String(params[name])));
  const query: Record<string, unknown> = input.query;
  const pairs = Object.keys(described.query.properties).filter((key) => query[key] !== undefined).map((key) => `${key}=${encodeURIComponent(String(query[key]))}`);
  return {
    method: described.method,
    path: pairs.length === 0 ? path : `${path}?${pairs.join('&')}`,
    ...(input.body === undefined ? {} : { body: input.body }),
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  };
}

/** A call that did not give a well-formed answer: the outcome that was not `ok`, or an answer that did not match its schema. */
export type OperationFailure = (Exclude<ApiOutcome, { kind: 'ok' }> & { path?: string }) | { kind: 'malformed'; path: string; problems: string[] };
export type OperationOutcome<T> = { kind: 'ok'; status: number; body: T } | OperationFailure;

export function schemaProblems(schema: TSchema, value: unknown): string[] {
  return [...Value.Errors(schema, value)].slice(0, 5).map((error) => `${error.instancePath || '/'} ${error.message}`);
}

/** Calls an operation and checks a 2xx answer against the register's answer schema before anyone reads it. */
export async function callOperation<Params extends TObject, Query extends TObject, Body extends TSchema, Answer extends TSchema, RegisterAnswer extends TSchema>(
  api: ApiTransport, described: Operation<Params, Query, Body, Answer, RegisterAnswer>,
  input: OperationInput<Operation<Params, Query, Body, Answer, RegisterAnswer>>, timeoutMs?: number,
): Promise<OperationOutcome<Static<RegisterAnswer>>> {
  const request = requestOf(described, input, timeoutMs);
  return checkedOutcome(described, request.path, await api.api(request));
}

/**
 * A call's outcome with a 2xx answer checked against the register's answer schema: what
 * `callOperation` answers, for a caller that made the request itself (to look at the raw answer
 * before paying for the check).
 */
export function checkedOutcome<Answer extends TSchema>(described: { registerAnswer: Answer }, path: string, outcome: ApiOutcome): OperationOutcome<Static<Answer>> {
  if (outcome.kind !== 'ok') return { ...outcome, path };
  const answer: Answer = described.registerAnswer;
  const body: unknown = outcome.body;
  if (!Value.Check(answer, body)) return { kind: 'malformed', path, problems: schemaProblems(answer, body) };
  return { kind: 'ok', status: outcome.status, body };
}

const noInput = { params: {}, query: {}, body: undefined };
/** A page as the register reads a list: `limit` then `offset` (the order the query is written in). */
interface Page { limit: number; offset: number }

// The register's calls, by name.
export const createOrder = (api: ApiTransport, body: OrderInput, timeoutMs?: number) =>
  callOperation(api, operations.createOrder, { ...noInput, body }, timeoutMs);
export const openShift = (api: ApiTransport, body: ShiftOpenInput, timeoutMs?: number) =>
  callOperation(api, operations.openShift, { ...noInput, body }, timeoutMs);
export const closeShift = (api: ApiTransport, shiftId: string, body: ShiftCloseInput, timeoutMs?: number) =>
  callOperation(api, operations.closeShift, { params: { id: shiftId }, query: {}, body }, timeoutMs);
export const getShift = (api: ApiTransport, shiftId: string, timeoutMs?: number) =>
  callOperation(api, operations.shift, { ...noInput, params: { id: shiftId } }, timeoutMs);
export const createCustomer = (api: ApiTransport, body: CustomerCreateInput, timeoutMs?: number) =>
  callOperation(api, operations.createCustomer, { ...noInput, body }, timeoutMs);
export const appendAuditEntries = (api: ApiTransport, body: AuditEntriesInput, timeoutMs?: number) =>
  callOperation(api, operations.appendAuditEntries, { ...noInput, body }, timeoutMs);
export const buyerOrdersPage = (api: ApiTransport, query: Static<typeof operations.buyerOrders.query>) =>
  callOperation(api, operations.buyerOrders, { ...noInput, query });
export const flaggedOrdersPage = (api: ApiTransport, page: Page, timeoutMs?: number) =>
  callOperation(api, operations.flaggedOrders, { ...noInput, query: { flagged: true, ...page } }, timeoutMs);
export const listDevices = (api: ApiTransport, timeoutMs?: number) => callOperation(api, operations.devices, noInput, timeoutMs);
export const pushNotificationsAfter = (api: ApiTransport, cursor: number, limit: number) =>
  callOperation(api, operations.pushNotifications, { ...noInput, query: { after_sequence_id: cursor, limit } });
export const getBrand = (api: ApiTransport, id: string) => callOperation(api, operations.brand, { ...noInput, params: { id } });
export const getStrain = (api: ApiTransport, id: string) => callOperation(api, operations.strain, { ...noInput, params: { id } });
export const getInventoryItem = (api: ApiTransport, id: string) => callOperation(api, operations.inventoryItem, { ...noInput, params: { id } });
export const brandsPage = (api: ApiTransport, query: Page) => callOperation(api, operations.brands, { ...noInput, query });
export const strainsPage = (api: ApiTransport, query: Page) => callOperation(api, operations.strains, { ...noInput, query });
export const placesPage = (api: ApiTransport, query: Page) => callOperation(api, operations.places, { ...noInput, query });
export const customersPage = (api: ApiTransport, query: Page) => callOperation(api, operations.customers, { ...noInput, query });
export const patientsPage = (api: ApiTransport, query: Page) => callOperation(api, operations.patients, { ...noInput, query });
export const getStatewideAllotment = (api: ApiTransport, patientId: string, timeoutMs?: number) =>
  callOperation(api, operations.statewideAllotment, { ...noInput, params: { id: patientId } }, timeoutMs);
export const listProductTypes = (api: ApiTransport) => callOperation(api, operations.productTypes, noInput);
export const listPaymentMethods = (api: ApiTransport) => callOperation(api, operations.paymentMethods, noInput);
export const listTaxItems = (api: ApiTransport) => callOperation(api, operations.taxItems, noInput);
export const personGroupsPage = (api: ApiTransport, query: Page) => callOperation(api, operations.personGroups, { ...noInput, query });
export const getRegisterSettings = (api: ApiTransport) => callOperation(api, operations.registerSettings, noInput);
export const getStateReporting = (api: ApiTransport, timeoutMs?: number) => callOperation(api, operations.stateReporting, noInput, timeoutMs);
export const ordersByStateReportPage = (api: ApiTransport, query: Static<typeof operations.ordersByStateReport.query>, timeoutMs?: number) =>
  callOperation(api, operations.ordersByStateReport, { ...noInput, query }, timeoutMs);
export const reconcileStateReportingDay = (api: ApiTransport, date: string, timeoutMs?: number) =>
  callOperation(api, operations.stateReportingReconciliation, { ...noInput, query: { date } }, timeoutMs);
