import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { patientStatuses, type PatientStatuses } from './patients.ts';
import { acceptInMetrc, addIncomingTransfer, handleTransferCall, type IncomingTransfer, type TransferBook } from './transfers.ts';
import { DEFAULT_ADJUST_REASONS, PackageCallProblem, handlePackageCall, moveSaleLines, saleLineProblem, type MetrcAdjustReason, type MetrcAdjustment, type PackageBook } from './packages.ts';

/**
 * A stand-in for Metrc's REST API (v2), written from Metrc's published documentation
 * (https://api-or.metrc.com/Documentation, "Getting Started", "Sales", "Packages"), so the Store
 * API's reporting can be developed and tested on loopback. What it models:
 *
 * - HTTP Basic authentication: the vendor (integrator) API key as the user name, the licensee's
 *   user API key as the password. Unknown keys: 401. A user key without access to the facility
 *   named by `licenseNumber`: 401 as well, as a new key makes the old one unauthorized.
 * - Every call names the facility in `?licenseNumber=`; a missing or unknown one is 400/401.
 * - Object limiting: a POST or PUT carries at most 10 objects; more is 413 ("Object Limiting").
 * - Validation of a whole request before storing any of it: a 400 names each failing object by
 *   its index, `[{row, message}]`, and nothing of that request is stored.
 * - POST /sales/v2/receipts, PUT /sales/v2/receipts, DELETE /sales/v2/receipts/{id},
 *   GET /sales/v2/receipts/{id}, GET /sales/v2/receipts/external/{receiptNumber},
 *   GET /sales/v2/receipts/active (salesDateStart/salesDateEnd, paged), GET /packages/v2/active (paged),
 *   GET /facilities/v2 (the facilities the user key may reach; no licence number).
 * - Incoming transfers (transfers.ts): GET /transfers/v2/incoming, /transfers/v2/{id}/deliveries,
 *   /transfers/v2/deliveries/{id}/packages, seeded by tests, accepted by `acceptInMetrc`.
 * - Packages (packages.ts): quantities that go down with sales and adjustments (and come back with
 *   a deleted or reduced receipt), GET /packages/v2/adjust/reasons, POST /packages/v2/adjust,
 *   GET /packages/v2/adjustments; with `checkPackages`, a sale of an unknown or empty package, or in
 *   another unit than its package's, is refused.
 * - An external receipt number the facility does not know is 401, not 404: Metrc's documentation
 *   of GET /sales/v2/receipts/external/{externalNumber} gives 401 for a number "not valid for the
 *   specified License Number", so a 401 there does not by itself say the key was refused.
 * - `SalesDateTime` is the facility's local time without an offset ("Dates and Times").
 *
 * What it does not model: other endpoints, Metrc's exact wording of messages, finalization of receipts, rate limits by itself (they are
 * a switch), webhooks, the sandbox's data. It keeps everything in memory.
 *
 * Switches (`faults`) make it fail the ways the real service fails; every stored receipt is kept
 * (deleted ones too) so tests count receipts lost and doubled.
 */

export interface MetrcFacility { licenseNumber: string; userKeys: string[] }

export interface MetrcTransaction {
  PackageLabel: string; Quantity: number; UnitOfMeasure: string; TotalAmount: number;
  Price?: number; DiscountAmount?: number; SubTotal?: number; SalesTax?: number; ExciseTax?: number;
  CityTax?: number; CountyTax?: number; MunicipalTax?: number;
}

export interface MetrcReceipt {
  Id: number; LicenseNumber: string; ExternalReceiptNumber: string | null; SalesDateTime: string;
  SalesCustomerType: string; PatientLicenseNumber: string | null; CaregiverLicenseNumber: string | null;
  Transactions: MetrcTransaction[]; TotalPrice: number; TotalPackages: number;
  /** When it was stored (UTC); set when a DELETE voids it. */
  RecordedAt: string; DeletedAt: string | null; LastModified: string;
}

export interface MetrcPackage { Id: number; Label: string; Quantity: number; UnitOfMeasureName: string; ItemName: string; LicenseNumber: string }

export interface MetrcFaults {
  /** The next N requests answer 429 with `Retry-After: retryAfterSeconds`. */
  rateLimited: number;
  retryAfterSeconds: number;
  /** The next N requests answer 500 (or 503 every other one). */
  serverErrors: number;
  /** The next N requests are never answered (the socket stays open until the stand-in closes). */
  hangs: number;
  /** The next N POST/PUT/DELETE of receipts (or package adjustments) are carried out, then the connection is cut before the answer. */
  cutAfterStoring: number;
  /** The next N POST/PUT/DELETE of receipts are carried out and then never answered (a sender killed mid-send never hears back). */
  storeThenHang: number;
  /** Every request answers 401 (a key that expired, or was replaced). */
  rejectCredentials: boolean;
  /** When set, paged listings announce this many pages whatever they hold (an answer that lies, or a runaway listing). */
  claimedPages: number | null;
  /** Paged listings carry this many bytes more (a `Padding` field): an oversized answer. */
  paddingBytes: number;
}

export interface MetrcStandIn {
  url: string;
  /** What Metrc answers to a patient status look-up for this card number (patients.ts); an unknown number is refused. */
  setPatientStatus(status: Parameters<PatientStatuses['set']>[0]): void;
  faults: MetrcFaults;
  /** Every receipt ever stored, deleted ones included, in the order stored. */
  receipts(): MetrcReceipt[];
  /** How many requests of each kind it answered (or refused). */
  requests: { method: string; path: string; status: number | 'cut' | 'hung'; objects: number; at: number }[];
  addPackage(pkg: Omit<MetrcPackage, 'Id'>): MetrcPackage;
  /** The facility's packages as they stand (quantities go down with sales and adjustments; packages.ts). */
  packages(): MetrcPackage[];
  /** Every package adjustment stored, in order. */
  adjustments(): MetrcAdjustment[];
  /** The adjust reasons `GET /packages/v2/adjust/reasons` lists (a default list until set). */
  setAdjustReasons(reasons: MetrcAdjustReason[]): void;
  /** Seeds an incoming transfer (one delivery) to a licence (transfers.ts). */
  addIncomingTransfer(transfer: Parameters<typeof addIncomingTransfer>[1]): IncomingTransfer;
  /** What a licensee does in Metrc's screens: accepts packages (each becomes an active package) or rejects them. */
  acceptInMetrc(transferId: number, decisions: Record<string, { received: number } | 'rejected'>): void;
  addFacility(facility: MetrcFacility): void;
  /** Receipts per external number among those not deleted: doubled ones have more than one. */
  activeByExternalNumber(licenseNumber: string): Map<string, MetrcReceipt[]>;
  close(): Promise<void>;
}

export interface MetrcStandInOptions {
  port?: number;
  vendorKeys: string[];
  facilities: MetrcFacility[];
  /** Whether a receipt's package labels must be among the facility's active packages (Metrc's rule). */
  checkPackages?: boolean;
}

/** Metrc's unit names a receipt's transactions may use. */
const UNITS = new Set(['Each', 'Grams', 'Kilograms', 'Milligrams', 'Ounces', 'Pounds', 'Fluid Ounces', 'Gallons', 'Liters', 'Milliliters', 'Pints', 'Quarts']);
const CUSTOMER_TYPES = new Set(['Consumer', 'Patient', 'Caregiver', 'ExternalPatient']);
/** Local date and time without an offset, as Metrc's "Dates and Times" asks for a sale's time. */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;
/** A package tag: 24 characters, letters and digits. */
const PACKAGE_LABEL = /^[0-9A-Z]{24}$/;
const MONEY_FIELDS = ['Price', 'DiscountAmount', 'SubTotal', 'SalesTax', 'ExciseTax', 'CityTax', 'CountyTax', 'MunicipalTax'] as const;
const OBJECT_LIMIT = 10;
const PAGE_SIZE_MAX = 20;

class HttpProblem extends Error {
  constructor(readonly status: number, readonly body: unknown) { super(`HTTP ${status}`); }
}

export async function startMetrcStandIn(options: MetrcStandInOptions): Promise<MetrcStandIn> {
  const facilities = new Map(options.facilities.map((f) => [f.licenseNumber, f]));
  const vendorKeys = new Set(options.vendorKeys);
  const stored: MetrcReceipt[] = [];
  const packages: MetrcPackage[] = [];
  const requests: MetrcStandIn['requests'] = [];
  const faults: MetrcFaults = { rateLimited: 0, retryAfterSeconds: 1, serverErrors: 0, hangs: 0, cutAfterStoring: 0, storeThenHang: 0, rejectCredentials: false, claimedPages: null, paddingBytes: 0 };
  const sockets = new Set<Socket>();
  let nextId = 1;
  let errorCount = 0;
  // Patient status look-ups (patients.ts): statewide allotments the tests set.
  const patients = patientStatuses();
  const book: PackageBook = { packages, adjustments: [], reasons: [...DEFAULT_ADJUST_REASONS], nextId: () => nextId++ };
  const transferBook: TransferBook = { transfers: [], packages, nextId: () => nextId++ };

  /** The vendor and user keys of a request (HTTP Basic); 401 for a vendor key not known. */
  function keysOf(request: IncomingMessage): { user: string } {
    const header = request.headers.authorization ?? '';
    const [scheme, encoded] = header.split(' ');
    if (scheme !== 'Basic' || encoded === undefined) throw new HttpProblem(401, { Message: 'Authorization has been denied for this request.' });
    const decoded = Buffer.from(encoded, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0 || !vendorKeys.has(decoded.slice(0, colon)) || faults.rejectCredentials) throw new HttpProblem(401, { Message: 'Authorization has been denied for this request.' });
    return { user: decoded.slice(colon + 1) };
  }

  function facilityOf(request: IncomingMessage, url: URL): MetrcFacility {
    const { user } = keysOf(request);
    const license = url.searchParams.get('licenseNumber');
    if (license === null || license === '') throw new HttpProblem(400, { Message: 'No valid License Number was specified.' });
    const facility = facilities.get(license);
    if (facility === undefined || !facility.userKeys.includes(user)) throw new HttpProblem(401, { Message: 'Authorization has been denied for this request.' });
    return facility;
  }

  function receiptProblems(body: unknown, facility: MetrcFacility, update: boolean): MetrcReceipt[] {
    if (!Array.isArray(body)) throw new HttpProblem(400, [{ row: 0, message: 'The request body must be an array of objects.' }]);
    if (body.length > OBJECT_LIMIT) throw new HttpProblem(413, { Message: `Request object limit exceeded: at most ${OBJECT_LIMIT} objects per request.` });
    const problems: { row: number; message: string }[] = [];
    const receipts = body.map((raw: unknown, row): MetrcReceipt | null => {
      const problem = (message: string) => { problems.push({ row, message }); return null; };
      if (typeof raw !== 'object' || raw === null) return problem('Each object must be a sales receipt.');
      const r = raw as Record<string, unknown>;
      let existing: MetrcReceipt | undefined;
      if (update) {
        existing = stored.find((s) => s.Id === r['Id'] && s.LicenseNumber === facility.licenseNumber && s.DeletedAt === null);
        if (existing === undefined) return problem(`Receipt Id ${String(r['Id'])} was not found.`);
      }
      const when = r['SalesDateTime'];
      if (typeof when !== 'string' || !LOCAL_DATE_TIME.test(when)) return problem('SalesDateTime must be a local date and time without an offset.');
      const type = r['SalesCustomerType'];
      if (typeof type !== 'string' || !CUSTOMER_TYPES.has(type)) return problem(`SalesCustomerType ${String(type)} is not a valid customer type.`);
      const patient = typeof r['PatientLicenseNumber'] === 'string' && r['PatientLicenseNumber'] !== '' ? r['PatientLicenseNumber'] : null;
      const caregiver = typeof r['CaregiverLicenseNumber'] === 'string' && r['CaregiverLicenseNumber'] !== '' ? r['CaregiverLicenseNumber'] : null;
      if (type === 'Patient' && patient === null) return problem('A Patient sale requires a Patient License Number.');
      if (type === 'Caregiver' && caregiver === null) return problem('A Caregiver sale requires a Caregiver License Number.');
      const lines = r['Transactions'];
      if (!Array.isArray(lines) || lines.length === 0) return problem('A sales receipt requires at least one transaction.');
      const transactions: MetrcTransaction[] = [];
      for (const line of lines as unknown[]) {
        if (typeof line !== 'object' || line === null) return problem('Each transaction must be an object.');
        const t = line as Record<string, unknown>;
        const label = t['PackageLabel'];
        if (typeof label !== 'string' || !PACKAGE_LABEL.test(label)) return problem(`Package ${String(label)} is not a valid package label.`);
        if (typeof t['Quantity'] !== 'number' || !(t['Quantity'] > 0)) return problem(`Package ${label}: Quantity must be greater than 0.`);
        if (typeof t['UnitOfMeasure'] !== 'string' || !UNITS.has(t['UnitOfMeasure'])) return problem(`Package ${label}: Unit of measure ${String(t['UnitOfMeasure'])} is not valid.`);
        if (typeof t['TotalAmount'] !== 'number' || t['TotalAmount'] < 0) return problem(`Package ${label}: TotalAmount must be zero or more.`);
        const transaction: MetrcTransaction = { PackageLabel: label, Quantity: t['Quantity'], UnitOfMeasure: t['UnitOfMeasure'], TotalAmount: t['TotalAmount'] };
        // Metrc refuses a sale from a package the facility does not hold, an empty one, or in another unit than the package's.
        const packageProblem = options.checkPackages === true ? saleLineProblem(book, facility.licenseNumber, transaction) : null;
        if (packageProblem !== null) return problem(packageProblem);
        for (const field of MONEY_FIELDS) {
          const value = t[field];
          if (value === undefined || value === null) continue;
          if (typeof value !== 'number') return problem(`Package ${label}: ${field} must be a number.`);
          transaction[field] = value;
        }
        transactions.push(transaction);
      }
      const now = new Date().toISOString();
      const external = typeof r['ExternalReceiptNumber'] === 'string' ? r['ExternalReceiptNumber'] : null;
      return {
        Id: existing?.Id ?? 0, LicenseNumber: facility.licenseNumber, ExternalReceiptNumber: external ?? existing?.ExternalReceiptNumber ?? null,
        SalesDateTime: when, SalesCustomerType: type, PatientLicenseNumber: patient, CaregiverLicenseNumber: caregiver, Transactions: transactions,
        TotalPrice: round2(transactions.reduce((sum, t) => sum + t.TotalAmount, 0)), TotalPackages: transactions.length,
        RecordedAt: existing?.RecordedAt ?? now, DeletedAt: null, LastModified: now,
      };
    });
    if (problems.length > 0) throw new HttpProblem(400, problems);
    return receipts.filter((r): r is MetrcReceipt => r !== null);
  }

  function page<T>(url: URL, rows: T[]): unknown {
    const size = Math.min(Number(url.searchParams.get('pageSize') ?? PAGE_SIZE_MAX) || PAGE_SIZE_MAX, PAGE_SIZE_MAX);
    const number = Math.max(Number(url.searchParams.get('pageNumber') ?? 1) || 1, 1);
    const data = rows.slice((number - 1) * size, number * size);
    return {
      Data: data, Total: rows.length, TotalRecords: rows.length, PageSize: size, RecordsOnPage: data.length, CurrentPage: number,
      TotalPages: faults.claimedPages ?? Math.ceil(rows.length / size), ...(faults.paddingBytes > 0 ? { Padding: 'x'.repeat(faults.paddingBytes) } : {}),
    };
  }

  /** Carries out the request; returns the status and body to answer with. */
  function handle(method: string, url: URL, request: IncomingMessage, body: unknown): [number, unknown] {
    const path = url.pathname.replace(/\/+$/, '');
    if (method === 'GET' && path === '/facilities/v2') {
      const { user } = keysOf(request);
      const reachable = [...facilities.values()].filter((f) => f.userKeys.includes(user));
      if (reachable.length === 0) throw new HttpProblem(401, { Message: 'Authorization has been denied for this request.' });
      return [200, reachable.map((f) => ({ Name: f.licenseNumber, License: { Number: f.licenseNumber } }))];
    }
    const facility = facilityOf(request, url);
    const patientAnswer = patients.answer(method, path);
    if (patientAnswer !== null) return patientAnswer;
    const own = (r: MetrcReceipt) => r.LicenseNumber === facility.licenseNumber;
    if (method === 'POST' && path === '/sales/v2/receipts') {
      const receipts = receiptProblems(body, facility, false);
      for (const receipt of receipts) {
        stored.push({ ...receipt, Id: nextId++ });
        moveSaleLines(book, facility.licenseNumber, receipt.Transactions, -1);
      }
      return [200, { Ids: stored.slice(stored.length - receipts.length).map((r) => r.Id) }];
    }
    if (method === 'PUT' && path === '/sales/v2/receipts') {
      const receipts = receiptProblems(body, facility, true);
      for (const receipt of receipts) {
        const index = stored.findIndex((s) => s.Id === receipt.Id);
        const before = stored[index];
        if (before !== undefined) moveSaleLines(book, facility.licenseNumber, before.Transactions, 1);
        moveSaleLines(book, facility.licenseNumber, receipt.Transactions, -1);
        stored[index] = receipt;
      }
      return [200, { Ids: receipts.map((r) => r.Id) }];
    }
    const byId = /^\/sales\/v2\/receipts\/(\d+)$/.exec(path);
    if (byId !== null) {
      const receipt = stored.find((r) => own(r) && r.Id === Number(byId[1]));
      if (receipt === undefined) throw new HttpProblem(404, { Message: 'The requested receipt was not found.' });
      if (method === 'GET') return [200, receipt];
      if (method === 'DELETE') {
        if (receipt.DeletedAt === null) moveSaleLines(book, facility.licenseNumber, receipt.Transactions, 1);
        receipt.DeletedAt ??= new Date().toISOString();
        receipt.LastModified = receipt.DeletedAt;
        return [200, null];
      }
    }
    const external = /^\/sales\/v2\/receipts\/external\/([^/]+)$/.exec(path);
    if (method === 'GET' && external !== null) {
      const number = decodeURIComponent(external[1] ?? '');
      const receipt = stored.find((r) => own(r) && r.ExternalReceiptNumber === number && r.DeletedAt === null);
      if (receipt === undefined) throw new HttpProblem(401, { Message: 'The External Receipt Number is not valid for the specified License Number.' });
      return [200, receipt];
    }
    if (method === 'GET' && (path === '/sales/v2/receipts/active' || path === '/sales/v2/receipts/inactive')) {
      const start = url.searchParams.get('salesDateStart') ?? '';
      const end = url.searchParams.get('salesDateEnd') ?? '';
      const active = path.endsWith('active') && !path.endsWith('inactive');
      const rows = stored.filter((r) => own(r) && (r.DeletedAt === null) === active
        && (start === '' || r.SalesDateTime >= start) && (end === '' || r.SalesDateTime < end));
      return [200, page(url, rows)];
    }
    if (method === 'GET' && path === '/packages/v2/active') {
      return [200, page(url, packages.filter((p) => p.LicenseNumber === facility.licenseNumber))];
    }
    const packageAnswer = handlePackageCall(book, facility.licenseNumber, method, path, url, body, (rows) => page(url, rows));
    if (packageAnswer !== null) return packageAnswer;
    const transferAnswer = handleTransferCall(transferBook, facility.licenseNumber, method, path, (rows) => page(url, rows));
    if (transferAnswer !== null) return transferAnswer;
    throw new HttpProblem(404, { Message: 'No HTTP resource was found that matches the request URI.' });
  }

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => answer(request, response, Buffer.concat(chunks).toString('utf8')));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  function answer(request: IncomingMessage, response: ServerResponse, text: string): void {
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const log = (status: number | 'cut' | 'hung') => requests.push({ method, path: url.pathname, status, objects: countObjects(text), at: Date.now() });
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      log(status);
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      response.end(body === null ? '' : JSON.stringify(body));
    };
    if (faults.hangs > 0) {
      faults.hangs--;
      log('hung');
      return;
    }
    if (faults.rateLimited > 0) {
      faults.rateLimited--;
      send(429, { Message: 'Too many requests.' }, { 'retry-after': String(faults.retryAfterSeconds) });
      return;
    }
    if (faults.serverErrors > 0) {
      faults.serverErrors--;
      send(errorCount++ % 2 === 0 ? 500 : 503, { Message: 'An error has occurred.' });
      return;
    }
    try {
      let body: unknown = null;
      if (text !== '') {
        try { body = JSON.parse(text); } catch { throw new HttpProblem(400, [{ row: 0, message: 'The request body is not valid JSON.' }]); }
      }
      const [status, result] = handle(method, url, request, body);
      const storing = method !== 'GET' && (url.pathname.startsWith('/sales/') || url.pathname.startsWith('/packages/v2/adjust'));
      if (faults.cutAfterStoring > 0 && storing) {
        faults.cutAfterStoring--;
        log('cut');
        request.socket.destroy();
        return;
      }
      if (faults.storeThenHang > 0 && storing) {
        faults.storeThenHang--;
        log('hung');
        return;
      }
      send(status, result);
    } catch (error) {
      if (error instanceof HttpProblem || error instanceof PackageCallProblem) send(error.status, error.body);
      else send(500, { Message: 'An error has occurred.' });
    }
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the Metrc stand-in has no port');

  return {
    url: `http://127.0.0.1:${address.port}`,
    faults,
    requests,
    receipts: () => stored.map((r) => ({ ...r })),
    addPackage(pkg) {
      const added = { ...pkg, Id: nextId++ };
      packages.push(added);
      return added;
    },
    addFacility(facility) { facilities.set(facility.licenseNumber, facility); },
    setPatientStatus: (status) => patients.set(status),
    packages: () => packages.map((p) => ({ ...p })),
    adjustments: () => book.adjustments.map((a) => ({ ...a })),
    setAdjustReasons(reasons) { book.reasons = [...reasons]; },
    addIncomingTransfer: (transfer) => addIncomingTransfer(transferBook, transfer),
    acceptInMetrc: (transferId, decisions) => { acceptInMetrc(transferBook, transferId, decisions); },
    activeByExternalNumber(licenseNumber) {
      const map = new Map<string, MetrcReceipt[]>();
      for (const r of stored) {
        if (r.LicenseNumber !== licenseNumber || r.DeletedAt !== null || r.ExternalReceiptNumber === null) continue;
        map.set(r.ExternalReceiptNumber, [...(map.get(r.ExternalReceiptNumber) ?? []), r]);
      }
      return map;
    },
    close: () => new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    }),
  };
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** How many objects a request body carried (0 for none or not an array). */
function countObjects(text: string): number {
  try {
    const body: unknown = JSON.parse(text);
    return Array.isArray(body) ? body.length : 0;
  } catch {
    return 0;
  }
}
