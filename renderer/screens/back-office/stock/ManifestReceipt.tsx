import { useState, type FormEvent } from 'react';
import type { ProductV2 } from '../../../../shared/api/catalog.ts';
import { callOperation } from '../../../../shared/api/operations.ts';
import { Field, SelectField } from '../../../ui/Field.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { useBackOfficeBlocked, useStoreSave } from '../kit/back-office-queries.ts';
import { FormReader } from '../kit/form-values.ts';
import type { FieldRefusals } from '../kit/refusal.ts';
import { stockOperations } from './stock-calls.ts';

interface Line { product_id: string; quantity: string; external_identifier: string; unit_cost: string }
const blankLine: Line = { product_id: '', quantity: '', external_identifier: '', unit_cost: '' };

/**
 * Receiving where the state has no API (Washington, CCRS): a supplier's manifest typed in, line by
 * line: the product, the quantity in its unit, the supplier's external identifier (it becomes the
 * item's SKU and ties the item to CCRS's files) and the unit cost. One manifest is received once,
 * however often it is sent (its id is made here, once per form).
 */
export function ManifestReceipt({ products }: { products: readonly ProductV2[] }) {
  const saveToStore = useStoreSave();
  const blocked = useBackOfficeBlocked();
  const [manifestId, setManifestId] = useState(() => crypto.randomUUID());
  const [head, setHead] = useState({ manifest_number: '', shipper_license_number: '' });
  const [lines, setLines] = useState<Line[]>([{ ...blankLine }]);
  const [refused, setRefused] = useState<FieldRefusals>({});
  const [message, setMessage] = useState<{ tone: 'success' | 'problem'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const setLine = (index: number, field: keyof Line, value: string) => setLines((current) => current.map((line, at) => (at === index ? { ...line, [field]: value } : line)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || blocked !== null) return;
    const problems: FieldRefusals = {};
    const body = lines.map((line, index) => {
      const reader = new FormReader({ ...line });
      const quantity = reader.decimalOrNull('quantity');
      if (quantity === null) reader.refuse('quantity', "can't be blank");
      const unitCost = reader.centsOrNull('unit_cost');
      for (const [field, messages] of Object.entries(reader.problems)) problems[`lines[${index}].${field}`] = messages;
      const unit = products.find((product) => product.id === line.product_id)?.unit_of_measure ?? 0;
      return { product_id: line.product_id, quantity: { value: quantity ?? '0', unit }, external_identifier: line.external_identifier.trim(), unit_cost: unitCost };
    });
    if (Object.keys(problems).length > 0) { setRefused(problems); setMessage({ tone: 'problem', text: 'The manifest was not received. Correct the fields marked below.' }); return; }
    const fieldNames = ['manifest_number', 'shipper_license_number', ...lines.flatMap((_line, index) => ['product_id', 'quantity', 'quantity.value', 'quantity.unit', 'external_identifier', 'unit_cost', 'place_id'].map((field) => `lines[${index}].${field}`))];
    setBusy(true);
    try {
      const outcome = await saveToStore((api) => callOperation(api, stockOperations.receiveManifest, {
        params: {}, query: {}, body: { inventory_receipt: { id: manifestId, manifest_number: head.manifest_number.trim(), shipper_license_number: head.shipper_license_number.trim(), lines: body } },
      }), 'the manifest', fieldNames, (answer) => `Received ${answer.inventory_items.length === 1 ? 'one item' : `${answer.inventory_items.length} items`} from manifest ${head.manifest_number.trim()}; they sell at every register after its next update.`);
      if (outcome.ok) {
        setRefused({});
        setMessage({ tone: 'success', text: typeof outcome.message === 'string' ? outcome.message : 'Received.' });
        setManifestId(crypto.randomUUID());
        setHead({ manifest_number: '', shipper_license_number: '' });
        setLines([{ ...blankLine }]);
      } else {
        setRefused(outcome.refusal.fields);
        setMessage({ tone: 'problem', text: outcome.refusal.message });
      }
    } finally {
      setBusy(false);
    }
  }

  // A 422 names `lines[2].quantity.value`; the line's Quantity field shows it.
  const errorsAt = (index: number, field: string): string[] | undefined => {
    const found = Object.entries(refused).filter(([name]) => name === `lines[${index}].${field}` || name.startsWith(`lines[${index}].${field}.`)).flatMap(([, messages]) => messages);
    return found.length === 0 ? undefined : found;
  };
  return (
    <form className="panel stock-manifest" aria-label="Manifest" onSubmit={(event) => void submit(event)} noValidate>
      <h4>Or type in a supplier&rsquo;s manifest</h4>
      <p className="muted">Washington has no state API to read transfers from: without the Manifest.CSV, type in the manifest. CCRS&rsquo;s InventoryTransfer file reports what is received.</p>
      <div className="record-form__fields">
        <Field label="Manifest number" value={head.manifest_number} onChange={(event) => setHead({ ...head, manifest_number: event.target.value })} errors={refused['manifest_number']} autoFocus />
        <Field label="Supplier licence number" value={head.shipper_license_number} onChange={(event) => setHead({ ...head, shipper_license_number: event.target.value })} errors={refused['shipper_license_number']} />
      </div>
      {lines.map((line, index) => (
        <fieldset key={index} className="stock-manifest__line" aria-label={`Line ${index + 1}`}>
          <SelectField label="Product" value={line.product_id} onChange={(event) => setLine(index, 'product_id', event.target.value)} errors={errorsAt(index, 'product_id')}>
            <option value="">Choose a product…</option>
            {products.map((product) => <option key={product.id} value={product.id}>{product.name}</option>)}
          </SelectField>
          <Field label="Quantity" inputMode="decimal" value={line.quantity} onChange={(event) => setLine(index, 'quantity', event.target.value)} errors={errorsAt(index, 'quantity')} />
          <Field label="External identifier" value={line.external_identifier} onChange={(event) => setLine(index, 'external_identifier', event.target.value)} errors={errorsAt(index, 'external_identifier')} />
          <Field label="Unit cost" inputMode="decimal" value={line.unit_cost} onChange={(event) => setLine(index, 'unit_cost', event.target.value)} errors={errorsAt(index, 'unit_cost')} />
        </fieldset>
      ))}
      {message !== null && <Notice tone={message.tone}>{message.text}</Notice>}
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={busy || blocked !== null}>{busy ? 'Receiving…' : 'Receive manifest'}</button>
        <button type="button" className="button" onClick={() => setLines((current) => [...current, { ...blankLine }])}>Add a line</button>
      </div>
    </form>
  );
}
