/**
 * The Metrc stand-in's patient status look-up: what a medical store asks Metrc before a patient
 * sale in a state whose limits are statewide (Michigan, Mich. Admin. Code R 420.506(1)–(2);
 * Colorado, C.R.S. 44-10-501(1)(b)). Metrc documents it as
 * `GET /patients/v1/status/{patientLicenseNumber}?licenseNumber=` (Colorado's API documentation,
 * "Patients.get_patients_v1_status_{patientLicenseNumber}"); the v2 form answered here beside it,
 * `GET /patients/v2/statuses/{patientLicenseNumber}`, is as the task named it and was not read in
 * Metrc's documentation. The answer's field names follow the v1 documentation as reported by
 * integrators (Active, PatientEffectiveStartDate/EndDate, FlowerOuncesAvailable, …): unverified.
 *
 * Tests set a patient's status and allotment; a number the stand-in does not know is refused.
 */

export interface MetrcPatientStatus {
  PatientLicenseNumber: string;
  Active: boolean;
  PatientEffectiveStartDate: string;
  PatientEffectiveEndDate: string;
  /** What the patient may still buy in the statewide window, in ounces of usable marijuana (flower equivalent). */
  FlowerOuncesAvailable: number;
  ThcOuncesAvailable: number;
  ConcentrateOuncesAvailable: number;
  InfusedOuncesAvailable: number;
}

export interface PatientStatuses {
  /** Sets (or replaces) what the stand-in answers for a patient card number. */
  set(status: Partial<MetrcPatientStatus> & { PatientLicenseNumber: string }): void;
  /** The answer to a patient status request, or null when the path is not one. */
  answer(method: string, path: string): [number, unknown] | null;
}

const STATUS_PATHS = [/^\/patients\/v1\/status\/([^/]+)$/, /^\/patients\/v2\/statuses\/([^/]+)$/];

export function patientStatuses(): PatientStatuses {
  const known = new Map<string, MetrcPatientStatus>();
  return {
    set(status) {
      known.set(status.PatientLicenseNumber, {
        Active: true, PatientEffectiveStartDate: '2025-01-01', PatientEffectiveEndDate: '2030-12-31',
        FlowerOuncesAvailable: 2.5, ThcOuncesAvailable: 2.5, ConcentrateOuncesAvailable: 2.5, InfusedOuncesAvailable: 2.5,
        ...status,
      });
    },
    answer(method, path) {
      if (method !== 'GET') return null;
      const number = STATUS_PATHS.map((pattern) => pattern.exec(path)?.[1]).find((found) => found !== undefined);
      if (number === undefined) return null;
      const status = known.get(decodeURIComponent(number));
      if (status === undefined) return [400, [{ row: 0, message: `Patient License Number ${decodeURIComponent(number)} is not valid.` }]];
      return [200, { ...status }];
    },
  };
}
