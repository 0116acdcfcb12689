import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Value } from 'typebox/value';
import { PrinterSettings, type PrinterDestination } from '../../shared/printer.ts';
import { useBridge, useRegister } from '../state/register-context.tsx';
import { Notice } from '../ui/Notice.tsx';
import { printProblem } from './CounterActions.tsx';
import { readStoreTimeZone } from '../data/store-time-zone.ts';
import { testPage } from './test-page.ts';
import { PRINTER_SETTINGS_KEY, usePrinterSettings, useReceiptPrinter } from './use-printer.ts';

type Kind = PrinterDestination['kind'];

/** This register's printer and drawer, set by a manager (the host refuses anyone else). */
export function PrinterSettingsForm() {
  const { db, session } = useRegister();
  const bridge = useBridge();
  const queryClient = useQueryClient();
  const saved = usePrinterSettings();
  const printer = useReceiptPrinter();
  const isManager = session.user.role === 'manager';
  const [message, setMessage] = useState<{ tone: 'success' | 'problem'; text: string } | null>(null);
  if (saved.data === undefined) return null;
  const current = saved.data;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string): string => String(form.get(name) ?? '').trim();
    const kind = text('kind');
    const destination = kind === 'network' ? { kind, host: text('host'), port: Number(text('port') || '9100') }
      : kind === 'queue' ? { kind, name: text('queue') } : { kind: 'none' };
    const candidate = {
      destination, columns: Number(text('columns')), drawerPin: Number(text('drawerPin')),
      drawerOnMs: Number(text('drawerOnMs')), drawerOffMs: Number(text('drawerOffMs')),
      autoPrint: form.get('autoPrint') === 'on', licenceNumber: text('licenceNumber'),
    };
    if (!Value.Check(PrinterSettings, candidate)) {
      return setMessage({ tone: 'problem', text: 'Check the printer: a host name or address and a port from 1 to 65535, or a queue name of letters, digits, dots, dashes and underscores; pulse times from 2 to 510 ms.' });
    }
    const outcome = await bridge.printer({ action: 'save-settings', settings: candidate });
    if (!outcome.ok) return setMessage({ tone: 'problem', text: outcome.message });
    queryClient.setQueryData(PRINTER_SETTINGS_KEY, outcome.settings);
    setMessage({ tone: 'success', text: 'Printer settings saved on this register.' });
  }

  async function printTestPage() {
    const settings = await printer.settingsNow();
    const outcome = await printer.printDocument(testPage(session.location.name, settings.columns, new Date().toISOString(), await readStoreTimeZone(db, session.location.state)), 'test-page');
    setMessage(outcome.ok ? { tone: 'success', text: 'Test page sent to the printer.' } : { tone: 'problem', text: printProblem(outcome, 'No test page') ?? '' });
  }

  const destination = current.destination;
  return (
    <section className="printer-settings" aria-labelledby="printer-settings-title">
      <h3 id="printer-settings-title">Receipt printer and cash drawer</h3>
      {!isManager && <p className="muted">Only a manager can change these.</p>}
      <form onSubmit={(event) => void save(event)} key={JSON.stringify(current)}>
        <fieldset disabled={!isManager} className="printer-settings__fields">
          <DestinationFields destination={destination} />
          <label>Paper width
            <select name="columns" defaultValue={current.columns}>
              <option value={48}>48 characters (80 mm, Epson TM-T88)</option>
              <option value={42}>42 characters (80 mm, Epson TM-m30 and most clones)</option>
            </select>
          </label>
          <label>Drawer connector pin
            <select name="drawerPin" defaultValue={current.drawerPin}><option value={2}>Pin 2</option><option value={5}>Pin 5</option></select>
          </label>
          <label>Drawer pulse on (ms) <input name="drawerOnMs" inputMode="numeric" defaultValue={current.drawerOnMs} /></label>
          <label>Drawer pulse off (ms) <input name="drawerOffMs" inputMode="numeric" defaultValue={current.drawerOffMs} /></label>
          <label className="check"><input type="checkbox" name="autoPrint" defaultChecked={current.autoPrint} /> Print the customer’s receipt when a sale completes</label>
          <label>Store licence number (printed on receipts) <input name="licenceNumber" defaultValue={current.licenceNumber} maxLength={60} /></label>
          <div className="form-actions">
            <button type="submit" className="button button--primary">Save printer settings</button>
            <button type="button" className="button" onClick={() => void printTestPage()}>Print test page</button>
          </div>
        </fieldset>
      </form>
      {message !== null && <Notice tone={message.tone}><span data-testid="printer-settings-message">{message.text}</span></Notice>}
    </section>
  );
}

function DestinationFields({ destination }: { destination: PrinterDestination }) {
  const [kind, setKind] = useState<Kind>(destination.kind);
  return (
    <>
      <label>Printer
        <select name="kind" value={kind} onChange={(event) => setKind(event.target.value === 'network' ? 'network' : event.target.value === 'queue' ? 'queue' : 'none')}>
          <option value="none">None (receipts show on screen only)</option>
          <option value="network">Network printer (raw TCP, port 9100)</option>
          <option value="queue">Printer known to this computer (system queue)</option>
        </select>
      </label>
      {kind === 'network' && (
        <div className="weigh__row">
          <label>Host or address <input name="host" defaultValue={destination.kind === 'network' ? destination.host : ''} placeholder="192.168.1.50" /></label>
          <label>Port <input name="port" inputMode="numeric" defaultValue={destination.kind === 'network' ? destination.port : 9100} /></label>
        </div>
      )}
      {kind === 'queue' && <label>Queue name <input name="queue" defaultValue={destination.kind === 'queue' ? destination.name : ''} placeholder="TM_T88VI" /></label>}
    </>
  );
}
