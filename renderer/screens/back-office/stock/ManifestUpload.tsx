import { useRef, useState } from 'react';
import { Value } from 'typebox/value';
import { ValidationErrorBody, WeightUnit } from '../../../../shared/api/common.ts';
import type { ProductV2 } from '../../../../shared/api/catalog.ts';
import { callOperation } from '../../../../shared/api/operations.ts';
import type { CcrsManifest } from '../../../../shared/api/stock-moves.ts';
import { useBridge } from '../../../state/register-context.tsx';
import { Field, SelectField } from '../../../ui/Field.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { readProblemOf, useBackOfficeBlocked, useStoreSave } from '../kit/back-office-queries.ts';
import { FormReader } from '../kit/form-values.ts';
import type { FieldRefusals } from '../kit/refusal.ts';
import { stockOperations } from './stock-calls.ts';

interface Choice { product_id: string; unit_cost: string }
type Stage = { kind: 'idle' } | { kind: 'problem'; text: string; problems?: string[] } | { kind: 'done'; text: string };

/** A manifest line's unit as products are sold here: Each by the unit, Gram by the gram. */
const unitOf = (uom: 'Each' | 'Gram') => (uom === 'Gram' ? WeightUnit.gram : WeightUnit.unit);

/**
 * Washington: the manifest the sender filed in CCRS, uploaded as its Manifest.CSV. The Store API
 * reads it first (nothing received: the manager sees every item and any problem by its line), the
 * manager names the product each item goes into and its unit cost, then every item is received at
 * once, or none. One upload is received once, however often it is sent (its id is made per preview).
 */
export function ManifestUpload({ products }: { products: readonly ProductV2[] }) {
  const bridge = useBridge();
  const saveToStore = useStoreSave();
  const blocked = useBackOfficeBlocked();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<{ name: string; text: string; receiptId: string } | null>(null);
  const [manifest, setManifest] = useState<CcrsManifest | null>(null);
  const [choices, setChoices] = useState<Choice[]>([]);
  const [refused, setRefused] = useState<FieldRefusals>({});
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);

  async function chooseFile(chosen: File | undefined) {
    setManifest(null);
    setRefused({});
    setStage({ kind: 'idle' });
    if (chosen === undefined) { setFile(null); return; }
    const text = await chosen.text();
    setFile({ name: chosen.name, text, receiptId: crypto.randomUUID() });
    setBusy(true);
    try {
      const outcome = await callOperation(bridge, stockOperations.previewCcrsManifest, { params: {}, query: {}, body: { manifest_csv: text } });
      if (outcome.kind === 'ok') {
        setManifest(outcome.body.manifest);
        setChoices(outcome.body.manifest.lines.map(() => ({ product_id: '', unit_cost: '' })));
      } else if (outcome.kind === 'rejected' && outcome.status === 422 && Value.Check(ValidationErrorBody, outcome.body)) {
        setStage({ kind: 'problem', text: `${chosen.name} cannot be received as it is: nothing was received.`, problems: Object.values(outcome.body.errors).flat() });
      } else {
        setStage({ kind: 'problem', text: readProblemOf(outcome, 'the manifest') });
      }
    } finally {
      setBusy(false);
    }
  }

  async function receive() {
    if (manifest === null || file === null || busy || blocked !== null) return;
    const problems: FieldRefusals = {};
    const lines = manifest.lines.map((line, index) => {
      const reader = new FormReader({ ...choices[index] });
      if (reader.text('product_id') === '') reader.refuse('product_id', 'choose the product this item goes into');
      const unitCost = reader.centsOrNull('unit_cost');
      for (const [field, messages] of Object.entries(reader.problems)) problems[`lines[${index}].${field}`] = messages;
      return { inventory_external_identifier: line.inventory_external_identifier, product_id: reader.text('product_id'), unit_cost: unitCost };
    });
    if (Object.keys(problems).length > 0) { setRefused(problems); setStage({ kind: 'problem', text: 'Nothing was received. Correct the items marked below.' }); return; }
    const fieldNames = manifest.lines.flatMap((_line, index) => ['product_id', 'unit_cost', 'external_identifier', 'quantity', 'place_id'].map((field) => `lines[${index}].${field}`));
    setBusy(true);
    try {
      const outcome = await saveToStore((api) => callOperation(api, stockOperations.receiveCcrsManifest, {
        params: {}, query: {}, body: { inventory_receipt: { id: file.receiptId, manifest_csv: file.text, lines } },
      }), 'the manifest', fieldNames, (answer) => `Received all ${answer.inventory_items.length === 1 ? 'one item' : `${answer.inventory_items.length} items`} of manifest ${manifest.external_manifest_identifier}; they sell at every register after its next update.`);
      if (outcome.ok) {
        setStage({ kind: 'done', text: typeof outcome.message === 'string' ? outcome.message : 'Received.' });
        setManifest(null);
        setFile(null);
        setRefused({});
        if (fileInput.current !== null) fileInput.current.value = '';
      } else {
        setRefused(outcome.refusal.fields);
        setStage({ kind: 'problem', text: outcome.refusal.message });
      }
    } finally {
      setBusy(false);
    }
  }

  const setChoice = (index: number, field: keyof Choice, value: string) => setChoices((current) => current.map((choice, at) => (at === index ? { ...choice, [field]: value } : choice)));
  const errorsAt = (index: number, field: string): string[] | undefined => refused[`lines[${index}].${field}`];
  const heldBefore = manifest?.lines.filter((line) => line.inventory_item_id !== null).length ?? 0;

  return (
    <section className="panel stock-manifest" aria-label="Manifest upload">
      <h4>Upload the manifest from CCRS</h4>
      <p className="muted">The Manifest.CSV the sender filed in CCRS. It is read first; nothing is received until you choose Receive, and then every item is, or none.</p>
      <div className="field">
        <label htmlFor="ccrs-manifest-file">Manifest.CSV</label>
        <input id="ccrs-manifest-file" ref={fileInput} type="file" accept=".csv,text/csv,text/plain" disabled={busy} onChange={(event) => void chooseFile(event.target.files?.[0])} />
      </div>
      {stage.kind !== 'idle' && (
        <Notice tone={stage.kind === 'done' ? 'success' : 'problem'}>
          {stage.text}
          {stage.kind === 'problem' && stage.problems !== undefined && <ul>{stage.problems.map((problem) => <li key={problem}>{problem}</li>)}</ul>}
        </Notice>
      )}
      {manifest !== null && (
        <>
          <p data-testid="ccrs-manifest-head">
            Manifest <strong>{manifest.external_manifest_identifier}</strong> from licence {manifest.origin_license_number}
            {manifest.departure_date_time !== '' && <>, left {manifest.departure_date_time}</>}{manifest.arrival_date_time !== '' && <>, due {manifest.arrival_date_time}</>}.
          </p>
          {heldBefore > 0 && <Notice tone="problem">{heldBefore === 1 ? 'One item of this manifest is' : `${heldBefore} items of this manifest are`} already in stock here (received before): receiving it again is refused.</Notice>}
          <table className="record-list">
            <thead><tr><th scope="col">Line</th><th scope="col">Sender&rsquo;s identifier</th><th scope="col">Quantity</th><th scope="col">Lab test</th><th scope="col">Product</th><th scope="col">Unit cost</th></tr></thead>
            <tbody>
              {manifest.lines.map((line, index) => (
                <tr key={line.inventory_external_identifier} data-testid="ccrs-manifest-line">
                  <td>{line.line}</td>
                  <td><code>{line.inventory_external_identifier}</code>{line.inventory_item_id !== null && <span className="muted"> (in stock already)</span>}</td>
                  <td>{line.quantity} {line.uom === 'Gram' ? 'g' : line.quantity === '1' ? 'unit' : 'units'}</td>
                  <td>{line.lab_test_external_identifier ?? '—'}</td>
                  <td>
                    <SelectField label={`Product for ${line.inventory_external_identifier}`} value={choices[index]?.product_id ?? ''} onChange={(event) => setChoice(index, 'product_id', event.target.value)} errors={errorsAt(index, 'product_id')}>
                      <option value="">Choose a product…</option>
                      {products.filter((product) => product.unit_of_measure === unitOf(line.uom)).map((product) => <option key={product.id} value={product.id}>{product.name}</option>)}
                    </SelectField>
                  </td>
                  <td><Field label={`Unit cost of ${line.inventory_external_identifier}`} inputMode="decimal" value={choices[index]?.unit_cost ?? ''} onChange={(event) => setChoice(index, 'unit_cost', event.target.value)} errors={errorsAt(index, 'unit_cost') ?? errorsAt(index, 'external_identifier')} /></td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="form-actions">
            <button type="button" className="button button--primary" disabled={busy || blocked !== null} onClick={() => void receive()}>
              {busy ? 'Receiving…' : `Receive all ${manifest.lines.length === 1 ? 'one item' : `${manifest.lines.length} items`}`}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
