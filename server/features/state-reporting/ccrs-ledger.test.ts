import { describe, expect, it } from 'vitest';
import type { CcrsRow } from './ccrs-file.ts';
import { planFile, type CcrsRecord, type FiledRecord } from './ccrs-ledger.ts';

const WEEK = { from: '2026-11-15', to: '2026-11-21' };
const NEXT = { from: '2026-11-22', to: '2026-11-28' };
const area = (key: string, name: string): CcrsRecord<'Area'> => ({
  key, row: { LicenseNumber: '412345', Area: name, IsQuarantine: 'FALSE', ExternalIdentifier: key, CreatedBy: 'Dana', CreatedDate: '11/20/2026', UpdatedBy: '', UpdatedDate: '', Operation: 'Insert' },
});
const by = () => ({ by: 'Dana Manager', date: '11/22/2026' });
/** The ledger after a plan's writes, as writeFiled keeps it. */
const ledgerOf = (writes: ReturnType<typeof planFile>['writes'], range: { from: string; to: string }, before: FiledRecord[] = []): FiledRecord[] => {
  const next = new Map(before.map((f) => [f.external_identifier, f]));
  for (const w of writes) {
    next.set(w.key, { file_type: w.fileType, external_identifier: w.key, fingerprint: w.fingerprint, row: w.row, operation: w.operation,
      range_from: range.from, range_to: range.to, first_filed_at: next.get(w.key)?.first_filed_at ?? '2026-11-22T00:00:00Z' });
  }
  return [...next.values()];
};
const ops = (rows: ReadonlyArray<CcrsRow<'Area'>>) => rows.map((r) => [r.ExternalIdentifier, r.Operation]);

describe('Insert, Update, Delete worked out from what was filed', () => {
  it('a new record is an Insert; unchanged, left out; changed, an Update naming who; gone, a Delete of the row as filed', () => {
    const first = planFile('Area', [area('a', 'Vault'), area('b', 'Floor')], [], WEEK, by);
    expect(ops(first.rows)).toEqual([['a', 'Insert'], ['b', 'Insert']]);
    const filed = ledgerOf(first.writes, WEEK);
    expect(planFile('Area', [area('a', 'Vault'), area('b', 'Floor')], filed, NEXT, by).rows).toEqual([]);
    const second = planFile('Area', [area('a', 'Back Vault')], filed, NEXT, by);
    expect(second.rows.map((r) => [r.ExternalIdentifier, r.Area, r.Operation, r.UpdatedBy, r.UpdatedDate]))
      .toEqual([['a', 'Back Vault', 'Update', 'Dana Manager', '11/22/2026'], ['b', 'Floor', 'Delete', 'Dana Manager', '11/22/2026']]);
    // Once deleted, a Delete is not sent again; back in the store, it is a new record.
    const after = ledgerOf(second.writes, NEXT, filed);
    expect(planFile('Area', [area('a', 'Back Vault')], after, { from: '2026-11-29', to: '2026-12-05' }, by).rows).toEqual([]);
    expect(ops(planFile('Area', [area('a', 'Back Vault'), area('b', 'Floor')], after, { from: '2026-11-29', to: '2026-12-05' }, by).rows)).toEqual([['b', 'Insert']]);
  });

  it('the same range downloaded again repeats what it said, and records nothing new', () => {
    const first = planFile('Area', [area('a', 'Vault')], [], WEEK, by);
    const again = planFile('Area', [area('a', 'Vault')], ledgerOf(first.writes, WEEK), WEEK, by);
    expect(again.rows).toEqual(first.rows);
    expect(again.writes).toEqual([]);
  });

  it('a strain is only ever created: no Update, no Delete, no Operation column', () => {
    const strain = (name: string): CcrsRecord<'Strain'> => ({ key: name, row: { LicenseNumber: '412345', Strain: name, StrainType: 'Hybrid', CreatedBy: 'Dana', CreatedDate: '11/20/2026' } });
    const first = planFile('Strain', [strain('Mix')], [], WEEK, by);
    expect(first.rows).toEqual([strain('Mix').row]);
    expect(planFile('Strain', [], ledgerOf(first.writes, WEEK), NEXT, by).rows).toEqual([]);
  });
});
