import { useState, type FormEvent } from 'react';
import { INVENTORY_STATUS_FOR_SALE, type ProductV2 } from '../../../../shared/api/catalog.ts';
import { callOperation, operations } from '../../../../shared/api/operations.ts';
import { Field, SelectField } from '../../../ui/Field.tsx';
import { formatAmount } from '../../../ui/format.ts';
import { Notice } from '../../../ui/Notice.tsx';
import { useBackOfficeBlocked, useStoreRead, useStoreSave } from '../kit/back-office-queries.ts';
import { FormReader } from '../kit/form-values.ts';
import type { FieldRefusals } from '../kit/refusal.ts';
import { ManifestReceipt } from './ManifestReceipt.tsx';
import { ManifestUpload } from './ManifestUpload.tsx';
import { readIncomingTransfers, readProducts, stockOperations } from './stock-calls.ts';
import { forLine, packageStatusWords } from './stock-words.ts';

type Transfer = { id: string; manifest_number: string; shipper_license_number: string; packages: IncomingPackage[] };
type IncomingPackage = { label: string; product_name: string; quantity: { value: string; unit: number }; status: string; inventory_item_id: string | null };

/**
 * The licence's incoming transfers as Metrc lists them, package by package. Metrc's public API has
 * no call that accepts a transfer, so a package first waits for the licensee to accept it in
 * Metrc's own screens; once Metrc lists it among the licence's active packages the manager receives
 * it here into a product, a place and a unit cost (with the quantity Metrc holds), or rejects it.
 */
export function ReceivingPanel({ system }: { system: 'metrc' | 'ccrs' | 'none' | null }) {
  const transfers = useStoreRead('incoming-transfers', 'the incoming transfers', readIncomingTransfers, system);
  const products = useStoreRead('stock-products', 'the products', readProducts);
  // What the last receipt came to: its row turns to Received (and its form goes) once the list is read again.
  const [lastReceipt, setLastReceipt] = useState<string | null>(null);
  const places = useStoreRead('places', 'the places', (api) => callOperation(api, operations.places, { params: {}, query: { limit: 1000 }, body: undefined }));

  if (system === 'ccrs') {
    return (
      <div className="stock-manifests">
        <ManifestUpload products={products.data?.products ?? []} />
        <ManifestReceipt products={products.data?.products ?? []} />
      </div>
    );
  }
  if (system === 'none') return <Notice tone="info">This location reports to no state system, so there are no state transfers to receive. Add stock under Catalog.</Notice>;

  return (
    <>
      <div className="screen__head">
        <h3>Incoming transfers</h3>
        <button type="button" className="button" onClick={() => void transfers.refetch()} disabled={transfers.isFetching}>Read again from Metrc</button>
      </div>
      <p className="muted">A package waits until it is accepted in Metrc&rsquo;s own screens; then receive it here with the quantity Metrc holds for it.</p>
      {transfers.isError && <Notice tone="problem">{transfers.error.message}</Notice>}
      {lastReceipt !== null && <Notice tone="success">{lastReceipt}</Notice>}
      {transfers.data !== undefined && transfers.data.incoming_transfers.length === 0 && <p className="muted">No incoming transfer in Metrc.</p>}
      {transfers.data?.incoming_transfers.map((transfer) => (
        <section key={transfer.id} className="panel stock-transfer" aria-label={`Manifest ${transfer.manifest_number}`}>
          <h4>Manifest {transfer.manifest_number} <span className="muted">from {transfer.shipper_license_number}</span></h4>
          <table className="record-list">
            <thead><tr><th scope="col">Package</th><th scope="col">Product (manifest)</th><th scope="col">Quantity</th><th scope="col">Status</th><th scope="col">Receive</th></tr></thead>
            <tbody>
              {transfer.packages.map((found) => (
                <tr key={found.label} data-testid="incoming-package" data-label={found.label} data-status={found.status}>
                  <td><code>{found.label}</code></td>
                  <td>{found.product_name}</td>
                  <td>{formatAmount(Number(found.quantity.value), found.quantity.unit)}</td>
                  <td data-testid="incoming-package-status">{packageStatusWords(found.status)}</td>
                  <td>
                    {found.status === 'ready'
                      ? <ReceiveLine transfer={transfer} found={found} products={products.data?.products ?? []} places={places.data?.places ?? []} onDone={setLastReceipt} />
                      : <span className="muted">{found.status === 'waiting_in_metrc' ? 'Accept it in Metrc first' : '—'}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}

const lineFields = ['label', 'product_id', 'place_id', 'unit_cost', 'rejection_reason'] as const;

/** One package's receipt: into a product, a place, a unit cost; or rejected with a reason. Enter receives. */
function ReceiveLine({ transfer, found, products, places, onDone }: {
  transfer: Transfer; found: IncomingPackage; products: readonly ProductV2[]; places: ReadonlyArray<{ id: string; name: string; inventory_status: number }>;
  onDone: (message: string) => void;
}) {
  const saveToStore = useStoreSave();
  const blocked = useBackOfficeBlocked();
  // A product that sells in the package's unit: Metrc refuses a sale in another unit than its package's.
  const fitting = products.filter((product) => product.unit_of_measure === found.quantity.unit);
  const forSale = places.find((place) => place.inventory_status === INVENTORY_STATUS_FOR_SALE);
  const [values, setValues] = useState({ product_id: '', place_id: forSale?.id ?? '', unit_cost: '', rejection_reason: '' });
  const [refused, setRefused] = useState<FieldRefusals>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const label = `package ${found.label}`;

  async function send(accepted: boolean) {
    if (busy || blocked !== null) return;
    const reader = new FormReader(values);
    const unitCost = reader.centsOrNull('unit_cost');
    if (accepted && reader.text('product_id') === '') reader.refuse('product_id', 'choose the product it is received into');
    if (!accepted && reader.text('rejection_reason') === '') reader.refuse('rejection_reason', 'say why it is rejected');
    const local = reader.refusal(`The ${label}`);
    if (local !== null) { setRefused(local.refusal.fields); setMessage(null); return; }
    const line = accepted
      ? { label: found.label, accepted: true, product_id: reader.text('product_id'), place_id: reader.textOrNull('place_id'), unit_cost: unitCost }
      : { label: found.label, accepted: false, rejection_reason: reader.text('rejection_reason') };
    setBusy(true);
    try {
      const outcome = await saveToStore(async (api) => {
        const answer = await callOperation(api, stockOperations.receive, { params: { id: transfer.id }, query: {}, body: { receipt: { packages: [line] } } });
        return answer.kind === 'ok' ? answer : forLine(answer, 'packages', 0);
      }, `the ${label}`, lineFields, (answer) => {
        const item = answer.inventory_items[0];
        onDone(accepted && item !== undefined
          ? `Package ${found.label}: received ${formatAmount(Number(item.quantity.value), item.quantity.unit)} as SKU ${item.sku}; it sells at every register after its next update.`
          : `Package ${found.label}: rejected (${reader.text('rejection_reason')}).`);
        return '';
      });
      if (outcome.ok) { setRefused({}); setMessage(null); }
      else { setRefused(outcome.refusal.fields); setMessage(outcome.refusal.message); }
    } finally {
      setBusy(false);
    }
  }

  const submit = (event: FormEvent) => { event.preventDefault(); void send(true); };
  const set = (name: keyof typeof values, value: string) => setValues((current) => ({ ...current, [name]: value }));
  return (
    <form className="stock-receive" aria-label={`Receive ${found.label}`} onSubmit={submit} noValidate>
      <SelectField label="Into product" value={values.product_id} onChange={(event) => set('product_id', event.target.value)} errors={refused['product_id']}>
        <option value="">Choose a product…</option>
        {fitting.map((product) => <option key={product.id} value={product.id}>{product.name}</option>)}
      </SelectField>
      <SelectField label="Place" value={values.place_id} onChange={(event) => set('place_id', event.target.value)} errors={refused['place_id']}>
        {places.map((place) => <option key={place.id} value={place.id}>{place.name}</option>)}
      </SelectField>
      <Field label="Unit cost" inputMode="decimal" value={values.unit_cost} onChange={(event) => set('unit_cost', event.target.value)} errors={refused['unit_cost']} />
      <Field label="Rejection reason" value={values.rejection_reason} onChange={(event) => set('rejection_reason', event.target.value)} errors={refused['rejection_reason']} hint="Only to reject it." />
      {refused['label'] !== undefined && <Notice tone="problem">{refused['label'].join(' ')}</Notice>}
      {message !== null && <Notice tone="problem">{message}</Notice>}
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={busy || blocked !== null}>Receive</button>
        <button type="button" className="button" disabled={busy || blocked !== null} onClick={() => void send(false)}>Reject</button>
      </div>
    </form>
  );
}
