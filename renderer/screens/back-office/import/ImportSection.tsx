import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { IMPORT_FIELDS, IMPORT_KINDS, type ImportColumns, type ImportKind, type ImportPreviewAnswer, type ImportStockAdjustment } from '../../../../shared/api/imports.ts';
import { callOperation, operations } from '../../../../shared/api/operations.ts';
import { useBridge } from '../../../state/register-context.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { importFailureText } from './import-outcome.ts';
import { ImportPreviewTable } from './ImportPreviewTable.tsx';
import { ImportStockFields } from './ImportStockFields.tsx';
import { fileProblems, KIND_LABELS, problemText, startingColumns } from './import-mapping.ts';

/** A 10,000-row file takes the Store API seconds to check and write: the register waits for it longer than for a form. */
const IMPORT_TIMEOUT_MS = 120_000;

type Preview = ImportPreviewAnswer['preview'];
type Stage =
  | { kind: 'idle' }
  | { kind: 'working'; what: string }
  | { kind: 'problem'; message: string }
  | { kind: 'done'; message: string };

/**
 * Importing from another POS: choose what the file holds, choose the file, map its columns (the
 * Store API remembers the mapping for the next file), read the preview of every row with its
 * problems, then import it all or nothing. Every step is a control reached by Tab; Import stays
 * off while any problem remains.
 */
export function ImportSection({ blocked }: { blocked: string | null }) {
  const bridge = useBridge();
  const [kind, setKind] = useState<ImportKind>('products');
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [columns, setColumns] = useState<ImportColumns | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  // Products: the reason and note of the adjustments a re-import records (blank: the Store API's defaults).
  const [adjustment, setAdjustment] = useState<ImportStockAdjustment>({});
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const fileInput = useRef<HTMLInputElement>(null);
  // The back office's query key family: a save elsewhere in it reads this again too.
  const remembered = useQuery({
    queryKey: ['back-office', 'import-mapping', kind],
    queryFn: async () => {
      const outcome = await callOperation(bridge, operations.importMapping, { params: { kind }, query: {}, body: undefined });
      if (outcome.kind === 'ok') return outcome.body;
      throw new Error(importFailureText(outcome, 'read the remembered columns'));
    },
    refetchOnMount: 'always',
  });

  const bodyOf = (text: string, mapping: ImportColumns, chosen: ImportStockAdjustment) =>
    ({ import: { csv: text, columns: mapping, ...(kind === 'products' ? { stock_adjustment: chosen } : {}) } });

  const runPreview = async (text: string, mapping: ImportColumns, chosen: ImportStockAdjustment = adjustment): Promise<Preview | null> => {
    setStage({ kind: 'working', what: 'Reading the file…' });
    const outcome = await callOperation(bridge, operations.previewImport, { params: { kind }, query: {}, body: bodyOf(text, mapping, chosen) }, IMPORT_TIMEOUT_MS);
    if (outcome.kind !== 'ok') {
      setStage({ kind: 'problem', message: importFailureText(outcome, 'read the file') });
      return null;
    }
    setPreview(outcome.body.preview);
    setStage({ kind: 'idle' });
    return outcome.body.preview;
  };

  // A new file, or another kind: read the headers, then start from the remembered mapping.
  useEffect(() => {
    if (file === null || remembered.data === undefined) return;
    let current = true;
    void (async () => {
      const first = await runPreview(file.text, {});
      if (!current || first === null) return;
      const start = startingColumns(kind, first.headers, remembered.data.import_mapping.columns);
      setColumns(start);
      await runPreview(file.text, start);
    })();
    return () => { current = false; };
    // runPreview is remade each render; the file, the kind and the remembered mapping are what start a reading.
  }, [file, kind, remembered.data]);

  const chooseKind = (next: ImportKind) => {
    setKind(next);
    setColumns(null);
    setPreview(null);
    setStage({ kind: 'idle' });
  };

  const chooseFile = async (chosen: File | undefined) => {
    setColumns(null);
    setPreview(null);
    setStage({ kind: 'idle' });
    setFile(chosen === undefined ? null : { name: chosen.name, text: await chosen.text() });
  };

  const remap = async (field: string, column: string) => {
    if (file === null || columns === null) return;
    const next: ImportColumns = Object.fromEntries([...Object.entries(columns).filter(([name]) => name !== field), ...(column === '' ? [] : [[field, column]])]);
    setColumns(next);
    await runPreview(file.text, next);
  };

  const chooseAdjustment = async (chosen: ImportStockAdjustment) => {
    setAdjustment(chosen);
    if (file !== null && columns !== null) await runPreview(file.text, columns, chosen);
  };

  const runImport = async () => {
    if (file === null || columns === null) return;
    setStage({ kind: 'working', what: `Importing ${preview?.rows.length ?? 0} rows…` });
    const outcome = await callOperation(bridge, operations.runImport, { params: { kind }, query: {}, body: bodyOf(file.text, columns, adjustment) }, IMPORT_TIMEOUT_MS);
    if (outcome.kind !== 'ok') {
      setStage({ kind: 'problem', message: `Nothing was imported. ${importFailureText(outcome, 'import the file')}` });
      return;
    }
    const { rows, created, updated } = outcome.body.import;
    setStage({ kind: 'done', message: `Imported all ${rows} rows of ${file.name}: ${created} new ${KIND_LABELS[kind].records}, ${updated} updated. Every register has them from its next update; the mapping is remembered for the next file.` });
    setPreview(null);
    setFile(null);
    if (fileInput.current !== null) fileInput.current.value = '';
    await remembered.refetch();
  };

  const problems = preview?.problems ?? [];
  const ofFile = preview === null ? [] : fileProblems(problems, preview.rows);
  const canImport = preview !== null && preview.rows.length > 0 && problems.length === 0 && stage.kind !== 'working' && blocked === null;

  return (
    <>
      <h3>Import from another POS</h3>
      <p className="muted">
        A CSV file exported from another POS: products with their stock (by SKU), customers (by e-mail or phone) or patients (by card number).
        A row whose SKU, e-mail, phone or card number the store already has updates that record. A file imports whole or not at all.
      </p>
      <div className="back-office__sub" role="group" aria-label="What the file holds">
        {IMPORT_KINDS.map((entry) => (
          <button key={entry} type="button" className="button" aria-current={entry === kind} onClick={() => chooseKind(entry)}>{KIND_LABELS[entry].title}</button>
        ))}
      </div>
      <div className="field import__file">
        <label htmlFor="import-file">CSV file of {KIND_LABELS[kind].records}</label>
        <input id="import-file" ref={fileInput} type="file" accept=".csv,text/csv,text/plain" onChange={(event) => void chooseFile(event.target.files?.[0])} />
      </div>
      {remembered.error !== null && <Notice tone="problem">{remembered.error.message}</Notice>}
      {stage.kind === 'working' && <Notice tone="info">{stage.what}</Notice>}
      {stage.kind === 'problem' && <Notice tone="problem">{stage.message}</Notice>}
      {stage.kind === 'done' && <Notice tone="success">{stage.message}</Notice>}
      {preview !== null && columns !== null && (
        <>
          <fieldset className="panel import__mapping">
            <legend>Columns</legend>
            <p className="muted">Which column of {file?.name ?? 'the file'} fills each field. Fields marked * are needed.</p>
            <div className="record-form__fields">
              {IMPORT_FIELDS[kind].map((field) => (
                <div className="field" key={field.field}>
                  <label htmlFor={`import-column-${field.field}`}>{field.label}{field.required ? ' *' : ''}</label>
                  <select id={`import-column-${field.field}`} value={columns[field.field] ?? ''} onChange={(event) => void remap(field.field, event.target.value)}>
                    <option value="">Not imported</option>
                    {preview.headers.map((header) => <option key={header} value={header}>{header}</option>)}
                  </select>
                </div>
              ))}
            </div>
          </fieldset>
          {ofFile.length > 0 && (
            <Notice tone="warning">
              <ul className="import__problems" aria-label="Problems with the file">{ofFile.map((problem) => <li key={problemText(problem)}>{problemText(problem)}</li>)}</ul>
            </Notice>
          )}
          <p role="status" data-testid="import-summary">
            {preview.rows.length} rows: {preview.creates} new, {preview.updates} updates.{' '}
            {problems.length === 0 ? 'No problems: ready to import.' : `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'} to correct in the file or the columns first.`}
          </p>
          {kind === 'products' && preview.stock_adjustment !== undefined && (
            <ImportStockFields rows={preview.rows} known={preview.stock_adjustment} chosen={adjustment} onChange={(chosen) => void chooseAdjustment(chosen)} />
          )}
          <ImportPreviewTable kind={kind} preview={preview} columns={columns} />
          <div className="import__actions">
            <button type="button" className="button button--primary" disabled={!canImport} onClick={() => void runImport()}>
              Import {preview.rows.length} {KIND_LABELS[kind].records}
            </button>
          </div>
        </>
      )}
    </>
  );
}
