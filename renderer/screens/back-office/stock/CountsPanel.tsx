import { useId, useState, type FormEvent } from 'react';
import { callOperation, operations } from '../../../../shared/api/operations.ts';
import type { Static } from 'typebox';
import type { InventoryCount } from '../../../../shared/api/stock-moves.ts';
import { Field, SelectField } from '../../../ui/Field.tsx';
import { formatAmount, unitLabel } from '../../../ui/format.ts';
import { Notice } from '../../../ui/Notice.tsx';
import { useBackOfficeBlocked, useStoreRead, useStoreSave } from '../kit/back-office-queries.ts';
import type { FieldRefusals } from '../kit/refusal.ts';
import { readInventoryItems, stockOperations } from './stock-calls.ts';
import { countLines, forLine, itemName, itemsAtPlace, lineRefused, varianceWords } from './stock-words.ts';

type Count = Static<typeof InventoryCount>;
type Reasons = { adjustment_reasons: Array<{ name: string; requires_note: boolean }> } | undefined;

/**
 * A count sheet per place. Blind: whoever counts sees what to count, never what the store expects,
 * so the count is not steered by the expected figure. Recording it answers each line's expected
 * quantity and variance; posting it turns each variance into an adjustment with the state's reason.
 */
export function CountsPanel({ reasons }: { reasons: Reasons }) {
  const places = useStoreRead('places', 'the places', (api) => callOperation(api, operations.places, { params: {}, query: { limit: 1000 }, body: undefined }));
  const [placeId, setPlaceId] = useState('');
  const [count, setCount] = useState<Count | null>(null);
  const chosen = placeId === '' ? places.data?.places[0]?.id ?? '' : placeId;

  return (
    <>
      <h3>Counts</h3>
      {places.isError && <Notice tone="problem">{places.error.message}</Notice>}
      {count === null ? (
        <>
          <SelectField label="Place to count" value={chosen} onChange={(event) => setPlaceId(event.target.value)}>
            {(places.data?.places ?? []).map((place) => <option key={place.id} value={place.id}>{place.name}</option>)}
          </SelectField>
          {chosen !== '' && <CountSheet key={chosen} placeId={chosen} onRecorded={setCount} />}
        </>
      ) : (
        <CountResult count={count} reasons={reasons} onDone={() => setCount(null)} placeName={places.data?.places.find((place) => place.id === count.place_id)?.name ?? ''} />
      )}
    </>
  );
}

function CountSheet({ placeId, onRecorded }: { placeId: string; onRecorded: (count: Count) => void }) {
  const items = useStoreRead('stock-items', 'the inventory items', readInventoryItems);
  const saveToStore = useStoreSave();
  const blocked = useBackOfficeBlocked();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [refused, setRefused] = useState<FieldRefusals>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [countId] = useState(() => crypto.randomUUID());
  const sheet = itemsAtPlace(items.data?.inventory_items ?? [], placeId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || blocked !== null) return;
    const { lines, problems } = countLines(sheet.map((item) => ({ id: item.id, unit: item.quantity.unit })), typed);
    if (Object.keys(problems).length > 0 || lines.length === 0) {
      setRefused(problems);
      setMessage(lines.length === 0 && Object.keys(problems).length === 0 ? 'Type what you counted of at least one item.' : 'The count was not recorded. Correct the lines marked below.');
      return;
    }
    setBusy(true);
    try {
      // A 422 about `lines[n]` belongs to the n-th line sent; each line's input is named by its item.
      let recorded: Count | null = null;
      let refusedLine: string | null = null;
      const outcome = await saveToStore(async (api) => {
        const answer = await callOperation(api, stockOperations.recordCount, { params: {}, query: {}, body: { inventory_count: { id: countId, place_id: placeId, lines } } });
        if (answer.kind === 'ok') return answer;
        const index = lines.findIndex((_line, at) => lineRefused(answer, at));
        refusedLine = lines[index]?.inventory_item_id ?? null;
        return index < 0 ? answer : forLine(answer, 'lines', index);
      }, 'the count', ['counted', 'inventory_item_id'], (answer) => { recorded = answer.inventory_count; return ''; });
      if (outcome.ok) {
        if (recorded !== null) onRecorded(recorded);
        return;
      }
      const lineMessages = [...(outcome.refusal.fields['counted'] ?? []), ...(outcome.refusal.fields['inventory_item_id'] ?? [])];
      setRefused(refusedLine === null ? {} : { [refusedLine]: lineMessages });
      setMessage(outcome.refusal.message);
    } finally {
      setBusy(false);
    }
  }

  if (items.isError) return <Notice tone="problem">{items.error.message}</Notice>;
  if (items.data === undefined) return <p className="muted">Reading from the Store API…</p>;
  if (sheet.length === 0) return <p className="muted">Nothing is kept at this place.</p>;
  return (
    <form className="panel stock-count" aria-label="Count sheet" onSubmit={(event) => void submit(event)} noValidate>
      <p className="muted">Count what is on the shelf and type it in the item&rsquo;s unit. Leave a line empty if you did not count it.</p>
      <table className="record-list">
        <thead><tr><th scope="col">Item</th><th scope="col">Counted</th></tr></thead>
        <tbody>
          {sheet.map((item, index) => (
            <tr key={item.id} data-testid="count-line">
              <td>{itemName(item)}</td>
              <td>
                <CountedInput
                  item={itemName(item)} unit={unitLabel(item.quantity.unit, 2)} value={typed[item.id] ?? ''} autoFocus={index === 0} errors={refused[item.id]}
                  onChange={(value) => setTyped((current) => ({ ...current, [item.id]: value }))}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {message !== null && <Notice tone="problem">{message}</Notice>}
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={busy || blocked !== null}>{busy ? 'Recording…' : 'Record count'}</button>
      </div>
    </form>
  );
}

/** What the count came to: each line's expected quantity and variance, then the post that adjusts them. */
function CountResult({ count, reasons, placeName, onDone }: { count: Count; reasons: Reasons; placeName: string; onDone: () => void }) {
  const items = useStoreRead('stock-items', 'the inventory items', readInventoryItems);
  const saveToStore = useStoreSave();
  const blocked = useBackOfficeBlocked();
  const [shown, setShown] = useState(count);
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [refused, setRefused] = useState<FieldRefusals>({});
  const [message, setMessage] = useState<{ tone: 'success' | 'problem'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const byId = new Map((items.data?.inventory_items ?? []).map((item) => [item.id, item]));
  const differing = shown.lines.filter((line) => Number(line.variance.value) !== 0).length;

  async function post(event: FormEvent) {
    event.preventDefault();
    if (busy || blocked !== null || shown.posted_at !== null) return;
    if (reason === '') { setRefused({ reason: ['choose the state’s reason'] }); return; }
    setBusy(true);
    try {
      const outcome = await saveToStore((api) => callOperation(api, stockOperations.postCount, { params: { id: shown.id }, query: {}, body: { reason, note } }), 'the count',
        ['reason', 'note'], (answer) => { setShown(answer.inventory_count); return ''; });
      if (outcome.ok) { setRefused({}); setMessage({ tone: 'success', text: `Posted: ${differing === 1 ? 'one adjustment' : `${differing} adjustments`}, each reported to the state on its own.` }); }
      else { setRefused(outcome.refusal.fields); setMessage({ tone: 'problem', text: outcome.refusal.message }); }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="panel stock-count" aria-label="Count result" onSubmit={(event) => void post(event)} noValidate>
      <h4>Count of {placeName}</h4>
      <table className="record-list" aria-label="Variances">
        <thead><tr><th scope="col">Item</th><th scope="col">Counted</th><th scope="col">Expected</th><th scope="col">Variance</th></tr></thead>
        <tbody>
          {shown.lines.map((line) => {
            const item = byId.get(line.inventory_item_id);
            return (
              <tr key={line.id} data-testid="count-variance" data-variance={line.variance.value}>
                <td>{item === undefined ? line.inventory_item_id : itemName(item)}</td>
                <td>{formatAmount(Number(line.counted.value), line.counted.unit)}</td>
                <td>{formatAmount(Number(line.expected.value), line.expected.unit)}</td>
                <td>{varianceWords(line.variance.value, line.variance.unit)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {shown.posted_at === null && differing > 0 && (
        <div className="record-form__fields">
          <SelectField label="Reason" value={reason} onChange={(event) => setReason(event.target.value)} errors={refused['reason']} autoFocus>
            <option value="">Choose the state&rsquo;s reason…</option>
            {(reasons?.adjustment_reasons ?? []).map((known) => <option key={known.name} value={known.name}>{known.requires_note ? `${known.name} (with a note)` : known.name}</option>)}
          </SelectField>
          <Field label="Note" value={note} onChange={(event) => setNote(event.target.value)} errors={refused['note']} />
        </div>
      )}
      {shown.posted_at === null && differing === 0 && <Notice tone="success">Every line counted as expected: nothing to adjust.</Notice>}
      {message !== null && <Notice tone={message.tone}>{message.text}</Notice>}
      <div className="form-actions">
        {shown.posted_at === null && differing > 0 && <button type="submit" className="button button--primary" disabled={busy || blocked !== null}>Post count</button>}
        <button type="button" className="button button--quiet" onClick={onDone}>New count</button>
      </div>
    </form>
  );
}

/** One line's input: named for screen readers by its item (the row shows the name already), its refusal under it. */
function CountedInput({ item, unit, value, autoFocus, errors, onChange }: {
  item: string; unit: string; value: string; autoFocus: boolean; errors: string[] | undefined; onChange: (value: string) => void;
}) {
  const id = useId();
  const invalid = errors !== undefined && errors.length > 0;
  return (
    <div className={`field stock-count__counted${invalid ? ' field--invalid' : ''}`}>
      <input
        id={id} aria-label={`Counted of ${item}`} inputMode="decimal" value={value} autoFocus={autoFocus} onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined} aria-describedby={invalid ? `${id}-errors` : undefined}
      />
      <span className="muted">{unit}</span>
      {invalid && <div id={`${id}-errors`} className="field__errors" role="alert">{errors.join(' ')}</div>}
    </div>
  );
}
