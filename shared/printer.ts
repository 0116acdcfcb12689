import { Type, type Static } from 'typebox';

/**
 * The counter's receipt printer (and the cash drawer plugged into it), as the register's host keeps
 * it: one set of settings per register, on the register, because the printer is the one on this
 * counter. The renderer encodes ESC/POS bytes; only the host sends them (it alone may open sockets
 * and start processes), to the destination in these settings — never to one the renderer names.
 */

/** Where the bytes go: nowhere, a network printer's raw port, or a queue the operating system knows. */
export const PrinterDestination = Type.Union([
  Type.Object({ kind: Type.Literal('none') }, { additionalProperties: false }),
  Type.Object({
    kind: Type.Literal('network'),
    // A host name or address; no scheme, no path: the bytes go to a raw TCP port.
    host: Type.String({ minLength: 1, maxLength: 253, pattern: '^[A-Za-z0-9.:\\-\\[\\]]+$' }),
    port: Type.Integer({ minimum: 1, maximum: 65_535 }),
  }, { additionalProperties: false }),
  // CUPS queue names are letters, digits, '-', '_' and '.'; nothing a shell or lp could read as an option.
  Type.Object({ kind: Type.Literal('queue'), name: Type.String({ minLength: 1, maxLength: 127, pattern: '^[A-Za-z0-9_][A-Za-z0-9_.\\-]*$' }) }, { additionalProperties: false }),
]);
export type PrinterDestination = Static<typeof PrinterDestination>;

export const PrinterSettings = Type.Object({
  destination: PrinterDestination,
  /** Characters per line in the printer's normal font: 42 (Epson TM-m30, 80 mm font B-less clones) or 48 (TM-T88 on 80 mm). */
  columns: Type.Union([Type.Literal(42), Type.Literal(48)]),
  /** The drawer's connector pin: ESC p 0 drives pin 2, ESC p 1 drives pin 5. */
  drawerPin: Type.Union([Type.Literal(2), Type.Literal(5)]),
  /** The drawer pulse's on and off times in milliseconds (ESC p sends them in 2 ms units, 2–510 ms). */
  drawerOnMs: Type.Integer({ minimum: 2, maximum: 510 }),
  drawerOffMs: Type.Integer({ minimum: 2, maximum: 510 }),
  /** Whether a sale's receipt prints the moment the sale completes (else only on Print or Reprint). */
  autoPrint: Type.Boolean(),
  /** The store's licence number as the state issued it, printed on every receipt. */
  licenceNumber: Type.String({ maxLength: 60 }),
}, { additionalProperties: false });
export type PrinterSettings = Static<typeof PrinterSettings>;

export const DEFAULT_PRINTER_SETTINGS: PrinterSettings = {
  destination: { kind: 'none' }, columns: 48, drawerPin: 2, drawerOnMs: 100, drawerOffMs: 500, autoPrint: true, licenceNumber: '',
};

/** The largest job the host accepts: a long receipt is a few kilobytes; a logo image could be tens. */
export const PRINT_JOB_MAX_BYTES = 256 * 1024;

/** What a job is, for the host's log and the renderer's queue; the host treats every kind alike. */
export const PrintJobPurpose = Type.Union([
  Type.Literal('receipt'), Type.Literal('refund-receipt'), Type.Literal('z-report'), Type.Literal('drawer'), Type.Literal('test-page'),
]);
export type PrintJobPurpose = Static<typeof PrintJobPurpose>;

/** One job: ESC/POS bytes, base64 so they cross IPC and HTTP alike. */
export const PrintJob = Type.Object({
  purpose: PrintJobPurpose,
  // 4/3 of the byte limit, rounded up to whole base64 quanta.
  base64: Type.String({ minLength: 4, maxLength: Math.ceil(PRINT_JOB_MAX_BYTES / 3) * 4, pattern: '^[A-Za-z0-9+/]*={0,2}$' }),
}, { additionalProperties: false });
export type PrintJob = Static<typeof PrintJob>;

/** The one bridge call of the printer: send a job, or read or change this register's settings (a manager only). */
export const PrinterCommand = Type.Union([
  Type.Object({ action: Type.Literal('print'), job: PrintJob }, { additionalProperties: false }),
  Type.Object({ action: Type.Literal('settings') }, { additionalProperties: false }),
  Type.Object({ action: Type.Literal('save-settings'), settings: PrinterSettings }, { additionalProperties: false }),
  // "No sale": the host checks the manager's PIN itself and only then opens the drawer.
  Type.Object({ action: Type.Literal('no-sale'), pin: Type.String({ minLength: 1, maxLength: 12 }) }, { additionalProperties: false }),
]);
export type PrinterCommand = Static<typeof PrinterCommand>;

export type PrintOutcome =
  | { ok: true }
  /** `offline`: the printer did not take the bytes (off, unreachable, out of paper, queue refused); the job may be sent again. */
  | { ok: false; reason: 'offline' | 'no-printer'; message: string }
  /** Nobody is signed in on this register: the host prints nothing for a register left signed out. */
  | { ok: false; reason: 'not-signed-in'; message: string };

export type SaveSettingsOutcome =
  | { ok: true; settings: PrinterSettings }
  /** `not-a-printer`: the destination is a service of the register's own (the Store API) or a system port, not a printer. */
  | { ok: false; reason: 'not-a-manager' | 'not-a-printer'; message: string };

/** A manager's PIN as the register's host checked it (shared/bridge.ts `managerPin`, and No sale). */
export type ManagerPinOutcome =
  | { ok: true; approver: { user_id: string; name: string } }
  /**
   * `wrong-pin`: no approver of this location has it; `locked`: too many wrong PINs in a row, the
   * register takes none until `retryAfterMs` has passed; `no-approvers`: no manager has signed in
   * on this register yet, so it holds no PIN to check against.
   */
  | { ok: false; reason: 'not-signed-in' | 'wrong-pin' | 'locked' | 'no-approvers'; message: string; retryAfterMs?: number };

/** No sale: whose PIN opened the drawer and whether it opened, or why nothing was sent to it. */
export type NoSaleOutcome =
  | { ok: true; approver: { user_id: string; name: string }; drawer: PrintOutcome }
  | Extract<ManagerPinOutcome, { ok: false }>;

/** What each command answers. */
export interface PrinterAnswers {
  print: PrintOutcome;
  settings: PrinterSettings;
  'save-settings': SaveSettingsOutcome;
  'no-sale': NoSaleOutcome;
}
export type PrinterAction = PrinterCommand['action'];
export type PrinterCommandOf<K extends PrinterAction> = Extract<PrinterCommand, { action: K }>;

/** Each command's handler; `handlePrinterCommand` picks the one a command names, answer type and all. */
export type PrinterHandlers = { [K in PrinterAction]: (command: PrinterCommandOf<K>) => Promise<PrinterAnswers[K]> };

export function handlePrinterCommand<K extends PrinterAction>(handlers: PrinterHandlers, command: PrinterCommandOf<K>): Promise<PrinterAnswers[K]> {
  const handler: PrinterHandlers[K] = handlers[command.action];
  return handler(command);
}

export const bytesToBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};
