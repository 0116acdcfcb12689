import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMetrcStandIn, type MetrcStandIn } from '../../../test/stand-ins/metrc/server.ts';
import type { MetrcAccess } from './metrc-client.ts';
import { metrcPatientStatus } from './patient-status.ts';

const LICENSE = 'PC-000123';

/** Metrc is always the stand-in (test/stand-ins/metrc/): it answers patient status with the allotment a test sets. */
describe("a patient's status and statewide allotment from Metrc", () => {
  let metrc: MetrcStandIn;
  let access: MetrcAccess;
  beforeAll(async () => {
    metrc = await startMetrcStandIn({ vendorKeys: ['vendor-key'], facilities: [{ licenseNumber: LICENSE, userKeys: ['user-key'] }] });
    access = { apiUrl: metrc.url, licenseNumber: LICENSE, vendorKey: 'vendor-key', userKey: 'user-key', timeoutMs: 2000, allowInternal: true, maxAnswerBytes: 1_000_000 };
  });
  afterAll(async () => { await metrc.close(); });

  it('an active patient comes with what Metrc still allows them', async () => {
    metrc.setPatientStatus({ PatientLicenseNumber: 'MI-PT-1', FlowerOuncesAvailable: 1.25 });
    expect(await metrcPatientStatus(access, 'MI-PT-1', '2026-11-24')).toEqual({ kind: 'active', availableOunces: 1.25 });
  });

  it('an unknown card, an inactive one and one past its end date are refused', async () => {
    expect(await metrcPatientStatus(access, 'MI-NOBODY', '2026-11-24')).toMatchObject({ kind: 'refused' });
    metrc.setPatientStatus({ PatientLicenseNumber: 'MI-PT-2', Active: false });
    expect(await metrcPatientStatus(access, 'MI-PT-2', '2026-11-24')).toMatchObject({ kind: 'refused' });
    metrc.setPatientStatus({ PatientLicenseNumber: 'MI-PT-3', PatientEffectiveEndDate: '2026-11-23' });
    expect(await metrcPatientStatus(access, 'MI-PT-3', '2026-11-24')).toMatchObject({ kind: 'refused', message: expect.stringContaining('ended 2026-11-23') });
  });

  it('an exhausted patient is active with nothing left', async () => {
    metrc.setPatientStatus({ PatientLicenseNumber: 'MI-PT-4', FlowerOuncesAvailable: 0 });
    expect(await metrcPatientStatus(access, 'MI-PT-4', '2026-11-24')).toEqual({ kind: 'active', availableOunces: 0 });
  });

  it('Metrc out of reach or refusing the key is unreachable, not a refused patient', async () => {
    expect(await metrcPatientStatus({ ...access, userKey: 'wrong' }, 'MI-PT-1', '2026-11-24')).toMatchObject({ kind: 'unreachable' });
    expect(await metrcPatientStatus({ ...access, apiUrl: 'http://127.0.0.1:1' }, 'MI-PT-1', '2026-11-24')).toMatchObject({ kind: 'unreachable' });
  });
});
