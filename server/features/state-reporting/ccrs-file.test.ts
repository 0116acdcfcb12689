import { describe, expect, it } from 'vitest';
import { CCRS_COLUMNS, ccrsCsv, ccrsFileName } from './ccrs-file.ts';

describe('CCRS file names and layouts (CCRS Upload User Guide)', () => {
  it('names each file <uploadType>_<LicenseNumber>_<YYYYMMDDHHMMSS>.csv in Pacific time, the upload type as the guide writes it per file', () => {
    // 2026-11-22T02:04:05Z is 18:04:05 on 21 November in Washington.
    const at = new Date('2026-11-22T02:04:05Z');
    expect(ccrsFileName('Sale', '412345', at, 'America/Los_Angeles')).toBe('sale_412345_20261121180405.csv');
    expect(ccrsFileName('InventoryAdjustment', '412345', at, 'America/Los_Angeles')).toBe('inventoryAdjustment_412345_20261121180405.csv');
    expect(ccrsFileName('InventoryTransfer', '412345', at, 'America/Los_Angeles')).toBe('inventoryTransfer_412345_20261121180405.csv');
    expect(ccrsFileName('Area', '412345', at, 'America/Los_Angeles')).toBe('area_412345_20261121180405.csv');
  });

  it('pads the header rows to the file columns; a strain file has five, no Operation', () => {
    expect(CCRS_COLUMNS.Strain).toEqual(['LicenseNumber', 'Strain', 'StrainType', 'CreatedBy', 'CreatedDate']);
    const text = ccrsCsv({ type: 'Strain', submittedBy: 'Dana', submittedDate: '11/22/2026', rows: [{ LicenseNumber: '412345', Strain: 'Mix', StrainType: 'Hybrid', CreatedBy: 'Dana', CreatedDate: '11/20/2026' }] });
    expect(text.split('\r\n')).toEqual(['SubmittedBy,Dana,,,', 'SubmittedDate,11/22/2026,,,', 'NumberRecords,1,,,', 'LicenseNumber,Strain,StrainType,CreatedBy,CreatedDate', '412345,Mix,Hybrid,Dana,11/20/2026', '']);
  });
});
