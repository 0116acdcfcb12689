import { callOperation, getRegisterSettings } from '../../../../shared/api/operations.ts';
import { formatDateTime } from '../../../ui/format.ts';
import { useBackOfficeBlocked, useStoreRead, useStoreSave } from '../kit/back-office-queries.ts';
import { FormReader } from '../kit/form-values.ts';
import { RecordForm, type FormFieldSpec, type FormValues } from '../kit/RecordForm.tsx';
import { RecordList } from '../kit/RecordList.tsx';
import { ITEMS_PAGE, readAdjustments, readInventoryItems, stockOperations } from './stock-calls.ts';
import { itemName, reportStatusWords, signedQuantity, varianceWords } from './stock-words.ts';

type Reasons = { adjustment_reasons: Array<{ name: string; requires_note: boolean }>; source: string } | undefined;

/**
 * Stock taken away or added outside a sale (waste, damage, theft, drying, a lab sample, a
 * correction), each with the state's own reason name; the Store API changes the stock at once and
 * reports it to the state exactly once. The list shows where each report stands.
 */
export function AdjustmentsPanel({ reasons, itemId = null }: { reasons: Reasons; itemId?: string | null }) {
  const items = useStoreRead('stock-items', 'the inventory items', readInventoryItems);
  const adjustments = useStoreRead('inventory-adjustments', 'the adjustments', readAdjustments);
  const settings = useStoreRead('register-settings', 'the location’s settings', getRegisterSettings);
  const timeZone = settings.data?.register_settings.time_zone;
  const saveToStore = useStoreSave();
  const blocked = useBackOfficeBlocked();
  const byId = new Map((items.data?.inventory_items ?? []).map((item) => [item.id, item]));

  const choices = (items.data?.inventory_items ?? []).filter((item) => item.product !== null).map((item) => ({ value: item.id, label: itemName(item) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const reasonChoices = (reasons?.adjustment_reasons ?? []).map((reason) => ({ value: reason.name, label: reason.requires_note ? `${reason.name} (with a note)` : reason.name }));
  const fields: readonly FormFieldSpec[] = [
    { name: 'inventory_item_id', label: 'Item', kind: 'choice', wide: true, options: [{ value: '', label: 'Choose an item…' }, ...choices] },
    { name: 'reason', label: 'Reason', kind: 'choice', options: [{ value: '', label: 'Choose the state’s reason…' }, ...reasonChoices], hint: reasons?.source },
    { name: 'quantity', label: 'Quantity', kind: 'text', hint: 'In the item’s unit; negative takes stock away (-1.5).' },
    { name: 'note', label: 'Note', kind: 'text' },
  ];
  const fieldNames = fields.map((field) => field.name);

  const save = async (values: FormValues) => {
    const reader = new FormReader(values);
    const item = byId.get(reader.text('inventory_item_id'));
    if (item === undefined) reader.refuse('inventory_item_id', 'choose the item');
    const value = signedQuantity(reader.text('quantity'));
    if (value === null) reader.refuse('quantity', 'is not a quantity other than zero (type it like -1.5, at most three decimals)');
    if (reader.text('reason') === '') reader.refuse('reason', 'choose the state’s reason');
    const local = reader.refusal('The adjustment');
    if (local !== null || item === undefined || value === null) return local ?? { ok: false, refusal: { fields: {}, message: 'The adjustment was not saved.' } };
    const inventory_adjustment = {
      id: crypto.randomUUID(), inventory_item_id: item.id, quantity: { value, unit: item.quantity.unit }, reason: reader.text('reason'), note: reader.text('note'),
    };
    return saveToStore((api) => callOperation(api, stockOperations.adjust, { params: {}, query: {}, body: { inventory_adjustment } }), 'the adjustment', fieldNames,
      (answer) => `${varianceWords(answer.inventory_adjustment.quantity.value, answer.inventory_adjustment.quantity.unit)} of ${item.product?.name ?? 'the item'} recorded (${answer.inventory_adjustment.reason}); it is reported to the state on its own.`);
  };

  return (
    <div className="stock-adjustments">
      <RecordForm title="New adjustment" fields={fields} initial={itemId === null ? {} : { inventory_item_id: itemId }} submitLabel="Record adjustment" save={save} blocked={blocked} clearAfterSave />
      <div>
        <h3>Adjustments</h3>
        <RecordList
          label="Adjustments" records={adjustments.data?.inventory_adjustments} keyOf={(adjustment) => adjustment.id} openId={null}
          problem={adjustments.isError ? adjustments.error.message : null} empty="No adjustment yet."
          columns={[
            { label: 'When', cell: (adjustment) => (timeZone === undefined ? adjustment.adjusted_at : formatDateTime(adjustment.adjusted_at, timeZone)) },
            { label: 'Item', cell: (adjustment) => { const item = byId.get(adjustment.inventory_item_id); return item === undefined ? adjustment.package_label ?? adjustment.inventory_item_id : itemName(item); } },
            { label: 'Quantity', cell: (adjustment) => varianceWords(adjustment.quantity.value, adjustment.quantity.unit) },
            { label: 'Reason', cell: (adjustment) => (adjustment.note === '' ? adjustment.reason : `${adjustment.reason}: ${adjustment.note}`) },
            {
              label: 'State', cell: (adjustment) => (
                <span data-testid="adjustment-report" data-status={adjustment.state_report.status} title={adjustment.state_report.error ?? undefined}>
                  {reportStatusWords(adjustment.state_report.status)}{adjustment.state_report.error === null ? '' : `: ${adjustment.state_report.error}`}
                </span>
              ),
            },
          ]}
        />
        {items.data !== undefined && items.data.meta.total > ITEMS_PAGE && <p className="muted">Only the first {ITEMS_PAGE} items can be chosen here.</p>}
      </div>
    </div>
  );
}

