import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StatewideAllotment } from '../../../shared/api/people.ts';
import { DEMO_BUDTENDER, DEMO_MANAGER } from '../../demo/accounts.ts';
import { COUNTER_PATIENTS } from '../../demo/counter-people.ts';
import { call } from '../../../test/support/http.ts';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../../../test/support/store-api.ts';
import { startMetrcStandIn, type MetrcStandIn } from '../../../test/stand-ins/metrc/server.ts';

const VENDOR_KEY = 'canopy-vendor-key';
const USER_KEY = 'allotment-user-key';
const LICENSE = 'PC-000456';
const CARD = 'MI-PT-ALLOTMENT';

type Answer = { statewide_allotment: StatewideAllotment };

/**
 * GET /patients/{id}/statewide_allotment: the budtender sees what Metrc allows a Michigan patient
 * before ringing (Mich. Admin. Code R 420.506(1)–(2)). Metrc is always the stand-in
 * (test/stand-ins/metrc/) on 127.0.0.1; the Store API's own request timeout is set far above the
 * look-up's 3 s, so an answer to a hanging Metrc shows the look-up's own bound held.
 */
describeEachEngine('statewide allotment of a patient, asked of Metrc for the register', (engine) => {
  let api: TestStoreApi;
  let metrc: MetrcStandIn;
  let manager: string;
  let budtender: string;
  let company: string;
  let patientId: string;
  const allotment = (id: string, options: { token?: string; company?: string } = {}) =>
    call<Answer>(api.baseUrl, 'GET', `/api/v2/patients/${encodeURIComponent(id)}/statewide_allotment`, { token: manager, company, ...options });

  beforeAll(async () => {
    metrc = await startMetrcStandIn({ vendorKeys: [VENDOR_KEY], facilities: [{ licenseNumber: LICENSE, userKeys: [USER_KEY] }] });
    api = await startStoreApi({
      engine, demo: { products: 20, customers: 5 },
      config: { metrcVendorKey: VENDOR_KEY, metrcAllowHttp: true, stateReportingPollMs: 60_000, stateReportingRequestTimeoutMs: 120_000 },
    });
    manager = await api.signIn(DEMO_MANAGER);
    budtender = await api.signIn(DEMO_BUDTENDER);
    company = api.demo.companyIds[0];
    const db = api.store.db;
    // The demo's Downtown location as a Michigan provisioning center reporting to Metrc.
    await db.updateTable('companies').set({ state: 'MI', jurisdiction: 'us-mi', time_zone: 'America/Detroit' }).where('id', '=', company).execute();
    const set = await call(api.baseUrl, 'PUT', '/api/v2/state_reporting', {
      token: manager, company, body: { state_reporting: { system: 'metrc', api_url: metrc.url, license_number: LICENSE, user_api_key: USER_KEY } },
    });
    expect(set.status).toBe(204);
    const { first, last } = COUNTER_PATIENTS.valid;
    patientId = (await db.selectFrom('patients').select('id').where('company_id', '=', company)
      .where('first_name', '=', first).where('last_name', '=', last).executeTakeFirstOrThrow()).id;
    await db.updateTable('patients').set({ id_number: CARD }).where('id', '=', patientId).execute();
  }, 60_000);
  afterAll(async () => { await api.close(); await metrc.close(); });

  it("answers Metrc's remaining allotment in grams, beside the limit it stands for, to a budtender of the location", async () => {
    metrc.setPatientStatus({ PatientLicenseNumber: CARD, FlowerOuncesAvailable: 2.5 });
    const { status, body } = await allotment(patientId, { token: budtender });
    expect(status).toBe(200);
    expect(body.statewide_allotment).toEqual({
      status: 'active', date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown, limit: 'usable-medical-day',
      source: 'Mich. Admin. Code R 420.506(1)–(2)', remaining: { value: '70.873', unit: 0 }, remaining_ounces: 2.5, message: null,
    });
    // Asked with the location's key (the stand-in answers no other), by the card on the patient's record.
    const asked = metrc.requests.filter((request) => request.path.includes('/patients/'));
    expect(asked.at(-1)).toMatchObject({ method: 'GET', path: `/patients/v2/statuses/${CARD}`, status: 200 });
  });

  it('says Metrc refuses a card it lists as not active', async () => {
    metrc.setPatientStatus({ PatientLicenseNumber: CARD, Active: false });
    try {
      const { status, body } = await allotment(patientId);
      expect(status).toBe(200);
      expect(body.statewide_allotment).toMatchObject({ status: 'refused', remaining: null, message: `Metrc lists the patient card ${CARD} as not active.` });
    } finally {
      metrc.setPatientStatus({ PatientLicenseNumber: CARD, FlowerOuncesAvailable: 2.5 });
    }
  });

  it('Metrc hanging: answers not checked once the look-up gives up (3 s), though the server would wait two minutes', async () => {
    metrc.faults.hangs = 1;
    const { status, body } = await allotment(patientId);
    expect(status).toBe(200);
    expect(body.statewide_allotment).toMatchObject({ status: 'not_checked', remaining: null, message: 'no answer from Metrc within 3 s', limit: 'usable-medical-day' });
  }, 30_000);

  it("Metrc refusing the location's key (401): not checked, saying so, never a failure", async () => {
    metrc.faults.rejectCredentials = true;
    try {
      const { status, body } = await allotment(patientId);
      expect(status).toBe(200);
      expect(body.statewide_allotment).toMatchObject({ status: 'not_checked', message: "Metrc refused this location's key (401)." });
    } finally {
      metrc.faults.rejectCredentials = false;
    }
  });

  it('not checked where there is nothing to ask: no card number, or a state that keeps no patient limit statewide', async () => {
    const db = api.store.db;
    await db.updateTable('patients').set({ id_number: null }).where('id', '=', patientId).execute();
    try {
      const { body } = await allotment(patientId);
      expect(body.statewide_allotment).toMatchObject({ status: 'not_checked', message: 'the patient record has no card number (id_number) to ask Metrc with' });
    } finally {
      await db.updateTable('patients').set({ id_number: CARD }).where('id', '=', patientId).execute();
    }
    // Eastside is in Washington: no statewide limit, so Metrc is not asked at all.
    const eastside = api.demo.companyIds[1];
    const patient = await db.selectFrom('patients').select('id').where('company_id', '=', eastside).executeTakeFirstOrThrow();
    const before = metrc.requests.length;
    const { status, body } = await allotment(patient.id, { company: eastside });
    expect(status).toBe(200);
    expect(body.statewide_allotment).toMatchObject({
      status: 'not_checked', limit: null, source: null, message: 'Washington keeps no patient limit statewide: there is no statewide allotment to ask Metrc for.',
    });
    expect(metrc.requests.length).toBe(before);
  });

  it('not checked where the location does not report to Metrc', async () => {
    const off = await call(api.baseUrl, 'PUT', '/api/v2/state_reporting', { token: manager, company, body: { state_reporting: { system: 'none' } } });
    expect(off.status).toBe(204);
    try {
      const { status, body } = await allotment(patientId);
      expect(status).toBe(200);
      expect(body.statewide_allotment).toMatchObject({ status: 'not_checked', message: 'the location does not report to Metrc' });
    } finally {
      const on = await call(api.baseUrl, 'PUT', '/api/v2/state_reporting', {
        token: manager, company, body: { state_reporting: { system: 'metrc', api_url: metrc.url, license_number: LICENSE, user_api_key: USER_KEY } },
      });
      expect(on.status).toBe(204);
    }
  });

  it('401 without credentials; a patient of another location or account is 404 like an id that does not exist', async () => {
    const anonymous = await call(api.baseUrl, 'GET', `/api/v2/patients/${patientId}/statewide_allotment`, { company });
    expect(anonymous.status).toBe(401);
    const db = api.store.db;
    const eastsidePatient = await db.selectFrom('patients').select('id').where('company_id', '=', api.demo.companyIds[1]).executeTakeFirstOrThrow();
    const otherAccountPatient = await db.selectFrom('patients').select('id').where('company_id', '=', api.demo.otherCompanyId).executeTakeFirstOrThrow();
    const before = metrc.requests.length;
    for (const id of [eastsidePatient.id, otherAccountPatient.id, 'no-such-patient']) {
      const answer = await allotment(id);
      expect(answer.status, id).toBe(404);
      expect(answer.body).toEqual({ error: 'Patient not found' });
    }
    expect(metrc.requests.length).toBe(before);
  });

  it("a budtender of another location is refused that location (403), and sees its patients through none of their own", async () => {
    const eastside = api.demo.companyIds[1];
    const eastsidePatient = await api.store.db.selectFrom('patients').select('id').where('company_id', '=', eastside).executeTakeFirstOrThrow();
    // Sam works Downtown only: Eastside is not one of the budtender's locations.
    expect((await allotment(eastsidePatient.id, { token: budtender, company: eastside })).status).toBe(403);
    expect((await allotment(eastsidePatient.id, { token: budtender })).status).toBe(404);
    expect((await allotment(patientId, { token: budtender })).status).toBe(200);
  });
});
