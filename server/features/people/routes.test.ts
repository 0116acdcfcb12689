import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Employee, FileAttachment, LoyaltyProgram, Patient, PersonGroup } from '../../../shared/api/people.ts';
import { DEMO_BUDTENDER, DEMO_MANAGER, DEMO_OTHER_MANAGER, DEMO_PASSWORD } from '../../demo/accounts.ts';
import { COUNTER_PATIENTS } from '../../demo/counter-people.ts';
import { call } from '../../../test/support/http.ts';
import { basic, describeEachEngine, startStoreApi, type TestStoreApi } from '../../../test/support/store-api.ts';
import type { TaxItem } from '../../../shared/api/money.ts';
import { buyerPersonGroup } from '../money-settings/repository.ts';
import { isEmployeeOfCompany } from './repository.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const PERSON_FIELDS = ['id', 'first_name', 'last_name', 'email', 'phone', 'id_number', 'birth_date', 'driver_license_number',
  'driver_license_state', 'driver_license_zip_code', 'driver_license_expiration_date', 'location_id', 'account_id', 'file_attachments'];
const PATIENT_FIELDS = [...PERSON_FIELDS, 'expiration_date', 'caregiver_id_number', 'caregiver_first_name', 'caregiver_last_name',
  'loyalty_points', 'carry_limit', 'membership_date', 'plant_count', 'physician_name', 'person_group_id', 'card_state', 'card_effective_date', 'card_type' /* extensions */].sort();
const EMPLOYEE_FIELDS = [...PERSON_FIELDS, 'hire_date', 'loyalty_points'].sort();
const COLLECTIONS = [['patients', 'patients'], ['employees', 'employees'], ['person_groups', 'person_group'],
  ['loyalty_programs', 'loyalty_programs'], ['file_attachments', 'file_attachments']] as const;

type Lists = { patients: Patient[]; employees: Employee[]; person_group: PersonGroup[]; loyalty_programs: LoyaltyProgram[]; file_attachments: FileAttachment[]; meta: { total: number } };

describeEachEngine('people: patients, employees, person groups, loyalty programs, file attachments', (engine) => {
  let api: TestStoreApi;
  let token: string;
  const get = (path: string, options: { company?: string; token?: string; authorization?: string } = {}) =>
    call<Lists>(api.baseUrl, 'GET', `/api/v2${path}`, { token, ...options });

  beforeAll(async () => {
    api = await startStoreApi({ engine });
    token = await api.signIn(DEMO_MANAGER);
  });
  afterAll(async () => { await api.close(); });

  it('patients carry every field of spec §2.5: dates as YYYY-MM-DD, carry limit as a quantity, ID scans attached', async () => {
    const { status, body } = await get('/patients?limit=1000');
    expect(status).toBe(200);
    // The seeded patients and the named ones to try the compliance rules with.
    const seeded = 24 + Object.keys(COUNTER_PATIENTS).length;
    expect(body.patients.length).toBe(seeded);
    expect(body.meta.total).toBe(seeded);
    for (const patient of body.patients) {
      expect(Object.keys(patient).sort()).toEqual(PATIENT_FIELDS);
      for (const field of ['birth_date', 'expiration_date', 'membership_date', 'driver_license_expiration_date'] as const) expect(patient[field]).toMatch(DATE);
      // An Oregon card states no purchase amount: the state's daily limit applies (OAR 845-025-2800).
      expect(patient.carry_limit).toBeNull();
      expect(patient.location_id).toBe(api.demo.companyIds[0]);
      expect(patient.account_id).toBe(api.demo.accountId);
      expect(Number.isInteger(patient.loyalty_points) && Number.isInteger(patient.plant_count)).toBe(true);
      const scan = patient.file_attachments.find((f) => f.file_content_type === 'image/jpeg');
      expect(scan?.file_file_name).toMatch(/^id-scan-.+\.jpg$/);
      for (const file of patient.file_attachments) expect(Object.keys(file).sort()).toEqual(['file_content_type', 'file_file_name', 'id']);
    }
    const today = new Date().toISOString().slice(0, 10);
    const expired = body.patients.filter((p) => p.expiration_date !== null && p.expiration_date < today);
    expect(expired.length).toBeGreaterThan(0);
    expect(expired.length).toBeLessThan(body.patients.length);
    expect(body.patients.some((p) => p.caregiver_first_name !== null)).toBe(true);
  });

  it('employees carry every field of spec §2.6 and include the demo users, linked by user id', async () => {
    const { status, body } = await get('/employees');
    expect(status).toBe(200);
    for (const employee of body.employees) {
      expect(Object.keys(employee).sort()).toEqual(EMPLOYEE_FIELDS);
      expect(employee.birth_date).toMatch(DATE);
      expect(employee.hire_date).toMatch(DATE);
      expect(employee.location_id).toBe(api.demo.companyIds[0]);
      expect(employee.file_attachments.map((f) => f.file_content_type)).toEqual(['image/jpeg']);
    }
    const names = body.employees.map((e) => `${e.first_name} ${e.last_name}`);
    expect(names).toEqual(expect.arrayContaining(['Maria Lopez', 'Sam Carter']));
    expect(body.employees.length).toBeGreaterThan(2);
    const linked = await api.store.db.selectFrom('employees').select(['id', 'user_id'])
      .where('company_id', '=', api.demo.companyIds[0]).where('user_id', 'is not', null).execute();
    expect(linked.map((e) => e.user_id).sort()).toEqual([api.demo.managerId, api.demo.budtenderId].sort());
    const maria = body.employees.find((e) => e.first_name === 'Maria')!;
    expect(linked.find((e) => e.user_id === api.demo.managerId)!.id).toBe(maria.id);
    // Sam works Downtown only; Maria works at both locations.
    const eastside = (await get('/employees', { company: api.demo.companyIds[1] })).body.employees.map((e) => e.first_name);
    expect(eastside).toContain('Maria');
    expect(eastside).not.toContain('Sam');
  });

  it('person groups are listed under the singular key person_group, with tax_items naming the taxes members pay (spec §2.8)', async () => {
    const { status, body } = await get('/person_groups');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['meta', 'person_group']);
    for (const group of body.person_group) expect(Object.keys(group).sort()).toEqual(['id', 'medical', 'name', 'tax_items']);
    expect(body.person_group.map((g) => [g.name, g.medical])).toEqual([['Medical Patients', true], ['Veterans', false]]);
    const taxNames = async (company: string) => {
      const taxes = (await call<{ tax_items: TaxItem[] }>(api.baseUrl, 'GET', '/api/v2/tax_items', { token, company })).body.tax_items;
      const groups = (await get('/person_groups', { company })).body.person_group;
      return Object.fromEntries(groups.map((g) => [g.name, g.tax_items.map((id) => taxes.find((t) => t.id === id)?.name ?? `unknown ${id}`)]));
    };
    // Portland: medical patients pay no cannabis tax; veterans pay them all.
    expect(await taxNames(api.demo.companyIds[0])).toEqual({
      'Medical Patients': [], 'Veterans': ['Oregon retail marijuana tax', 'Portland local marijuana tax'],
    });
    // Vancouver WA: medical patients pay sales tax on what is not cannabis only.
    expect(await taxNames(api.demo.companyIds[1])).toEqual({
      'Medical Patients': ['Vancouver local sales tax', 'Washington retail sales tax'],
      'Veterans': ['Vancouver local sales tax', 'Vancouver local sales tax (cannabis)', 'Washington cannabis excise tax',
        'Washington retail sales tax', 'Washington retail sales tax (cannabis)'],
    });
  });

  it('every patient is in the medical group, and says so (person_group_id, extension) for a register working offline', async () => {
    for (const company of api.demo.companyIds) {
      const medical = (await get('/person_groups', { company })).body.person_group.find((g) => g.medical)!;
      for (const patient of (await get('/patients?limit=1000', { company })).body.patients) {
        expect((await buyerPersonGroup(api.store.db, company, { type: 'Patient', id: patient.id }))?.id).toBe(medical.id);
        expect(patient.person_group_id).toBe(medical.id);
      }
    }
  });

  it('a customer answer names the customer\'s person group (extension), null for one in none', async () => {
    const company = api.demo.companyIds[0]!;
    const veterans = (await get('/person_groups', { company })).body.person_group.find((g) => !g.medical)!;
    const listed = (await call<{ customers: Array<{ id: string; person_group_id: string | null }> }>(api.baseUrl, 'GET', '/api/v2/customers?limit=1000', { token, company })).body.customers;
    const members = await api.store.db.selectFrom('person_group_members').select('person_id')
      .where('company_id', '=', company).where('person_type', '=', 'Customer').where('person_group_id', '=', veterans.id).execute();
    expect(members.length).toBeGreaterThan(0);
    const memberIds = new Set(members.map((member) => member.person_id));
    for (const customer of listed) expect(customer.person_group_id).toBe(memberIds.has(customer.id) ? veterans.id : null);
  });

  it('loyalty programs carry id, loyalty_program_type and loyalty_points_per (spec §2.9)', async () => {
    const { status, body } = await get('/loyalty_programs');
    expect(status).toBe(200);
    expect(body.loyalty_programs).toHaveLength(1);
    expect(Object.keys(body.loyalty_programs[0]!).sort()).toEqual(['id', 'loyalty_points_per', 'loyalty_program_type']);
    expect(body.loyalty_programs[0]).toMatchObject({ loyalty_program_type: 0, loyalty_points_per: 1 });
  });

  it('file attachments are every file of the location\'s people, with the fields of spec §2.7', async () => {
    const { status, body } = await get('/file_attachments?limit=1000');
    expect(status).toBe(200);
    for (const file of body.file_attachments) expect(Object.keys(file).sort()).toEqual(['file_content_type', 'file_file_name', 'id']);
    const patients = (await get('/patients?limit=1000')).body.patients;
    const employees = (await get('/employees?limit=1000')).body.employees;
    const embedded = [...patients, ...employees].flatMap((p) => p.file_attachments.map((f) => f.id));
    expect(body.file_attachments.map((f) => f.id).sort()).toEqual(embedded.sort());
    expect(body.meta.total).toBe(embedded.length);
  });

  it('answers 404 under /api/v1', async () => {
    for (const [path] of COLLECTIONS) {
      const res = await call(api.baseUrl, 'GET', `/api/v1/${path}`, { token });
      expect(res.status).toBe(404);
      expect(typeof res.body['error']).toBe('string');
    }
  });

  it('accepts Basic credentials as the spec\'s examples send them, and the token; nothing without credentials', async () => {
    for (const [path, key] of COLLECTIONS) {
      const viaBasic = await call<Record<string, unknown[]>>(api.baseUrl, 'GET', `/api/v2/${path}`, { authorization: basic(DEMO_MANAGER, DEMO_PASSWORD) });
      expect(viaBasic.status).toBe(200);
      const viaToken = await call<Record<string, unknown[]>>(api.baseUrl, 'GET', `/api/v2/${path}`, { token });
      expect(viaToken.body[key]).toEqual(viaBasic.body[key]);
      expect((await call(api.baseUrl, 'GET', `/api/v2/${path}`, { authorization: basic(DEMO_MANAGER, 'wrong') })).status).toBe(401);
      expect((await call(api.baseUrl, 'GET', `/api/v2/${path}`)).status).toBe(401);
    }
  });

  it('is scoped to the session\'s company: another location\'s or account\'s records never appear', async () => {
    const other = await api.signIn(DEMO_OTHER_MANAGER);
    const budtender = await api.signIn(DEMO_BUDTENDER);
    for (const [path, key] of COLLECTIONS) {
      const ids = async (options: { company?: string; token?: string }) =>
        ((await get(`/${path}?limit=1000`, options)).body[key] as Array<{ id: string }>).map((r) => r.id);
      const downtown = await ids({});
      const eastside = await ids({ company: api.demo.companyIds[1] });
      const elsewhere = await ids({ token: other });
      expect(downtown.length).toBeGreaterThan(0);
      expect(eastside.length).toBeGreaterThan(0);
      expect(elsewhere.length).toBeGreaterThan(0);
      for (const id of eastside) expect(downtown).not.toContain(id);
      for (const id of elsewhere) expect([...downtown, ...eastside]).not.toContain(id);
      // Without the header the budtender gets Downtown; asking for a location out of reach is 403.
      expect(await ids({ token: budtender })).toEqual(downtown);
      expect((await get(`/${path}`, { token: budtender, company: api.demo.companyIds[1] })).status).toBe(403);
      expect((await get(`/${path}`, { token: other, company: api.demo.companyIds[0] })).status).toBe(403);
    }
    const foreign = (await get('/patients', { token: other })).body.patients;
    for (const patient of foreign) expect(patient.location_id).toBe(api.demo.otherCompanyId);
  });

  it('pages with limit and offset, ignores unknown parameters, refuses bad paging with 422', async () => {
    const all = (await get('/patients?limit=1000')).body.patients.map((p) => p.id);
    const page = await get('/patients?limit=5&offset=3&format=json&by_name=ignored');
    expect(page.status).toBe(200);
    expect(page.body.patients.map((p) => p.id)).toEqual(all.slice(3, 8));
    expect(page.body.meta.total).toBe(all.length);
    for (const query of ['limit=-1', 'offset=abc']) {
      const bad = await call<{ errors: Record<string, string[]> }>(api.baseUrl, 'GET', `/api/v2/employees?${query}`, { token });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors)).toEqual([query.split('=')[0]]);
    }
  });

  describe('isEmployeeOfCompany', () => {
    it('is true only for an employee of that company', async () => {
      const downtown = (await get('/employees')).body.employees[0]!.id;
      const eastside = (await get('/employees', { company: api.demo.companyIds[1] })).body.employees[0]!.id;
      expect(await isEmployeeOfCompany(api.store.db, api.demo.companyIds[0], downtown)).toBe(true);
      expect(await isEmployeeOfCompany(api.store.db, api.demo.companyIds[0], eastside)).toBe(false);
      expect(await isEmployeeOfCompany(api.store.db, api.demo.companyIds[1], eastside)).toBe(true);
      expect(await isEmployeeOfCompany(api.store.db, api.demo.companyIds[0], crypto.randomUUID())).toBe(false);
      expect(await isEmployeeOfCompany(api.store.db, api.demo.companyIds[0], api.demo.managerId)).toBe(false);
    });
  });
});
