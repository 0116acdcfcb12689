import { spawn } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { Value } from 'typebox/value';
import {
  DEFAULT_PRINTER_SETTINGS, PRINT_JOB_MAX_BYTES, PrinterSettings,
  type PrinterDestination, type PrintJob, type PrintOutcome,
} from '../../shared/printer.ts';

/**
 * The counter's printer as the host drives it: this register's printer settings (a file beside the
 * vault, so they stay with the register whoever signs in), and one job at a time, in the order asked,
 * to the destination in those settings. The renderer never names where bytes go.
 */
export const PRINTER_SETTINGS_FILE = 'printer.json';
/** How long one job may take to be taken by the printer (connect and write, or lp to return). */
export const PRINT_TIMEOUT_MS = 5_000;

/** Sends the bytes of one job somewhere; resolves when the printer (or the OS queue) took them all. */
export type Transport = (destination: Exclude<PrinterDestination, { kind: 'none' }>, bytes: Uint8Array, timeoutMs: number) => Promise<void>;

export interface Printer {
  settings(): PrinterSettings;
  saveSettings(settings: PrinterSettings): PrinterSettings;
  print(job: PrintJob): Promise<PrintOutcome>;
}

export class PrintJobRefusedError extends Error {
  override readonly name = 'PrintJobRefusedError';
}

/** Raw TCP to the printer's port (9100 on Epson and Star): connect, write, half-close, and wait for the printer to close. */
export function sendRawTcp(host: string, port: number, bytes: Uint8Array, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    let settled = false;
    const finish = (error: Error | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (error === null) resolve(); else reject(error);
    };
    // One deadline for the whole job: a printer that accepts the connection but never reads (out of paper) counts as offline.
    const timer = setTimeout(() => finish(new Error(`the printer at ${host}:${port} did not take the job within ${timeoutMs} ms`)), timeoutMs);
    socket.once('error', (error) => finish(error));
    // As CUPS's socket backend does: after the last byte we half-close, and the job counts as taken
    // once the printer, having read everything, closes its side. A printer out of paper stops
    // reading, never closes, and the deadline calls it offline (the job is kept to print again).
    socket.once('close', () => finish(null));
    socket.once('connect', () => socket.end(bytes));
  });
}

/** A raw job to a queue the operating system knows (CUPS on Linux and macOS): `lp -d NAME -o raw`, bytes on stdin. */
export function sendToQueue(name: string, bytes: Uint8Array, timeoutMs: number, command = 'lp'): Promise<void> {
  return new Promise((resolve, reject) => {
    // No shell: the queue name is one argument, already limited to letters, digits, '.', '_' and '-'.
    const child = spawn(command, ['-d', name, '-o', 'raw'], { stdio: ['pipe', 'ignore', 'pipe'], timeout: timeoutMs });
    let problem = '';
    child.stderr.on('data', (chunk: Buffer) => { problem += chunk.toString('utf8'); });
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve() : reject(new Error(problem.trim() || `lp ended with ${String(code)}`))));
    child.stdin.on('error', () => undefined);
    child.stdin.end(bytes);
  });
}

const defaultTransport: Transport = (destination, bytes, timeoutMs) =>
  destination.kind === 'network' ? sendRawTcp(destination.host, destination.port, bytes, timeoutMs) : sendToQueue(destination.name, bytes, timeoutMs);

/** The job's bytes, refused when they are not base64 or larger than a receipt could be. */
export function jobBytes(job: PrintJob): Uint8Array {
  const bytes = Buffer.from(job.base64, 'base64');
  if (bytes.length === 0 || bytes.length > PRINT_JOB_MAX_BYTES || bytes.toString('base64') !== job.base64) {
    throw new PrintJobRefusedError(`A print job must be 1 to ${PRINT_JOB_MAX_BYTES} bytes of base64`);
  }
  return new Uint8Array(bytes);
}

/** Whether the bytes hold a drawer pulse: ESC p, or DLE DC4 1 (real-time pulse). */
export function holdsDrawerKick(bytes: Uint8Array): boolean {
  for (let index = 0; index + 1 < bytes.length; index += 1) {
    if (bytes[index] === 0x1b && bytes[index + 1] === 0x70) return true;
    if (bytes[index] === 0x10 && bytes[index + 1] === 0x14 && bytes[index + 2] === 0x01) return true;
  }
  return false;
}

/** Purposes whose job may open the drawer: a sale's or refund's own (cash changed hands). */
const OPENS_DRAWER: ReadonlySet<PrintJob['purpose']> = new Set(['receipt', 'refund-receipt', 'drawer']);

/**
 * Who may print what: a Z report or a test page never opens the drawer (only a sale's receipt or
 * its drawer job does; a drawer opened without a sale is No sale, on a manager's PIN).
 */
export function checkPrintJob(job: PrintJob): void {
  if (!OPENS_DRAWER.has(job.purpose) && holdsDrawerKick(jobBytes(job))) {
    throw new PrintJobRefusedError(`A ${job.purpose} job may not open the drawer`);
  }
}

/** Ports below this are the computer's system services (ssh, mail, web), never a receipt printer's raw port. */
const FIRST_PRINTER_PORT = 1024;
/** The raw, LPD and IPP printing ports: printers listen there. */
const PRINTING_PORTS: ReadonlySet<number> = new Set([515, 631]);

/**
 * Why a destination is not a printer the host may send bytes to, or null: not the Store API the
 * register talks to, and not a system port. The bytes come from the page, so the host must not be
 * turned into a way to write to another service.
 */
export function refusedDestination(destination: PrinterDestination, storeApiUrl: string): string | null {
  if (destination.kind !== 'network') return null;
  const storeApi = new URL(storeApiUrl);
  const storeApiPort = Number(storeApi.port || (storeApi.protocol === 'https:' ? 443 : 80));
  const host = destination.host.toLowerCase().replace(/^\[|\]$/g, '');
  const storeApiHost = storeApi.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  const loopback = (name: string): boolean => name === 'localhost' || name === '::1' || /^127\./.test(name) || name === '0.0.0.0';
  const sameHost = host === storeApiHost || (loopback(host) && loopback(storeApiHost));
  if (sameHost && destination.port === storeApiPort) return 'That is the Store API\'s address, not a printer.';
  if (destination.port < FIRST_PRINTER_PORT && !PRINTING_PORTS.has(destination.port)) {
    return `Port ${destination.port} is a system service's, not a printer's (a receipt printer's raw port is usually 9100).`;
  }
  return null;
}

export function readPrinterSettings(path: string): PrinterSettings {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return DEFAULT_PRINTER_SETTINGS;
  }
  // Settings from an older or hand-edited file keep what still fits and take the defaults for the rest.
  const merged = typeof parsed === 'object' && parsed !== null ? { ...DEFAULT_PRINTER_SETTINGS, ...parsed } : DEFAULT_PRINTER_SETTINGS;
  return Value.Check(PrinterSettings, merged) ? merged : DEFAULT_PRINTER_SETTINGS;
}

export function createPrinter({ dataDir, transport = defaultTransport, timeoutMs = PRINT_TIMEOUT_MS }: { dataDir: string; transport?: Transport; timeoutMs?: number }): Printer {
  const path = join(dataDir, PRINTER_SETTINGS_FILE);
  let current = readPrinterSettings(path);
  // One job at a time, in the order asked: two receipts never interleave on the paper.
  let line: Promise<unknown> = Promise.resolve();
  return {
    settings: () => current,
    saveSettings(settings) {
      const temporary = `${path}.tmp`;
      writeFileSync(temporary, `${JSON.stringify(settings, null, 2)}\n`, { mode: 0o600 });
      renameSync(temporary, path);
      current = settings;
      return current;
    },
    print(job) {
      const bytes = jobBytes(job);
      const run = async (): Promise<PrintOutcome> => {
        const { destination } = current;
        if (destination.kind === 'none') return { ok: false, reason: 'no-printer', message: 'No receipt printer is set up on this register.' };
        try {
          await transport(destination, bytes, timeoutMs);
          return { ok: true };
        } catch (error) {
          const where = destination.kind === 'network' ? `${destination.host}:${destination.port}` : `queue ${destination.name}`;
          return { ok: false, reason: 'offline', message: `The printer (${where}) did not take the job: ${error instanceof Error ? error.message : String(error)}` };
        }
      };
      const result = line.then(run, run);
      line = result;
      return result;
    },
  };
}
