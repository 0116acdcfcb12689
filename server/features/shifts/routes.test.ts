import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_BUDTENDER, DEMO_MANAGER, DEMO_OTHER_MANAGER, DEMO_PASSWORD } from '../../demo/accounts.ts';
import { call } from '../../../test/support/http.ts';
import { basic, describeEachEngine, startStoreApi, type TestStoreApi } from '../../../test/support/store-api.ts';
import type { Shift } from '../../../shared/api/sales.ts';

type Answer = { shift: Shift; errors: Record<string, string[]> };

describeEachEngine('shifts', (engine) => {
  let api: TestStoreApi;
  let token: string;
  let company: string;
  const newDevice = async () => (await call<{ device: { id: string } }>(api.baseUrl, 'POST', '/api/v2/devices', { token, company, body: { device: { name: 'Counter' } } })).body.device.id;
  const open = (device: string | undefined, shift: Record<string, unknown>, authorization?: string) =>
    call<Answer>(api.baseUrl, 'POST', '/api/v2/shifts', { token: authorization === undefined ? token : undefined, authorization, company, device, body: { shift } });
  const close = (id: string, shift: Record<string, unknown>) => call<Answer>(api.baseUrl, 'POST', `/api/v2/shifts/${id}/close`, { token, company, body: { shift } });

  beforeAll(async () => {
    api = await startStoreApi({ engine });
    token = await api.signIn(DEMO_MANAGER);
    company = api.demo.companyIds[0];
  });
  afterAll(async () => { await api.close(); });

  it('opens a shift with Basic credentials: 200 {shift} with every field of §2.17', async () => {
    const device = await newDevice();
    const { status, body } = await open(device, { employee_id: api.demo.managerId, open_amount: 15_000 }, basic(DEMO_MANAGER, DEMO_PASSWORD));
    expect(status).toBe(200);
    expect(Object.keys(body.shift).sort()).toEqual(['close_drawer_amount', 'close_drop_amount', 'close_note', 'closed_at', 'device_id', 'device_name',
      'employee_id', 'employee_name', 'id', 'locked', 'note', 'number_of_transactions', 'open_amount', 'opened_at', 'receipt_id']);
    expect(body.shift).toMatchObject({ device_id: device, device_name: 'Counter', employee_id: api.demo.managerId, employee_name: 'Maria Lopez',
      closed_at: null, locked: false, number_of_transactions: 0, open_amount: 15_000, close_drawer_amount: null, close_drop_amount: null, close_note: null, note: null });
    expect(body.shift.receipt_id).toBe(body.shift.id.slice(-12).toUpperCase());
    expect(Date.parse(body.shift.opened_at)).not.toBeNaN();
  });

  it('the device header is required and must be a device of the location', async () => {
    const input = { employee_id: api.demo.managerId, open_amount: 0 };
    for (const device of [undefined, crypto.randomUUID()]) {
      const { status, body } = await open(device, input);
      expect(status).toBe(422);
      expect(Object.keys(body.errors)).toEqual(['device_id']);
    }
    const otherDevice = await api.store.db.selectFrom('devices').select('id').where('company_id', '=', api.demo.otherCompanyId).executeTakeFirstOrThrow();
    expect((await open(otherDevice.id, input)).status).toBe(422);
  });

  it('employee_id: the signed-in user, a colleague or an employee of the location; anyone else is 422', async () => {
    const device = await newDevice();
    const other = await api.store.db.selectFrom('users').select('id').where('email', '=', DEMO_OTHER_MANAGER).executeTakeFirstOrThrow();
    for (const employee_id of [other.id, crypto.randomUUID()]) {
      const { status, body } = await open(device, { employee_id, open_amount: 0 });
      expect(status).toBe(422);
      expect(Object.keys(body.errors)).toEqual(['employee_id']);
    }
    const employee = await api.store.db.selectFrom('employees').select(['id', 'first_name', 'last_name']).where('company_id', '=', company).executeTakeFirstOrThrow();
    const byEmployee = await open(device, { employee_id: employee.id, open_amount: 0 });
    expect(byEmployee.status).toBe(200);
    expect(byEmployee.body.shift.employee_name).toBe(`${employee.first_name} ${employee.last_name}`);
    await close(byEmployee.body.shift.id, { close_drawer_amount: 0, close_drop_amount: 0 });
    const theirEmployee = await api.store.db.selectFrom('employees').select('id').where('company_id', '=', api.demo.otherCompanyId).executeTakeFirstOrThrow();
    expect(Object.keys((await open(device, { employee_id: theirEmployee.id, open_amount: 0 })).body.errors)).toEqual(['employee_id']);
    const budtender = await api.store.db.selectFrom('users').select('id').where('email', '=', DEMO_BUDTENDER).executeTakeFirstOrThrow();
    const ok = await open(device, { employee_id: budtender.id, open_amount: 0 });
    expect(ok.status).toBe(200);
    expect(ok.body.shift.employee_name).toBe('Sam Carter');
  });

  it('bad amounts are 422 naming the field', async () => {
    const device = await newDevice();
    for (const [shift, field] of [[{ employee_id: api.demo.managerId, open_amount: -1 }, 'open_amount'], [{ employee_id: api.demo.managerId }, 'open_amount'],
      [{ open_amount: 1 }, 'employee_id'], [{ employee_id: api.demo.managerId, open_amount: 1.5 }, 'open_amount']] as const) {
      const { status, body } = await open(device, shift);
      expect(status).toBe(422);
      expect(Object.keys(body.errors)).toEqual([field]);
    }
  });

  it('one open shift per device, also when two opens race', async () => {
    const device = await newDevice();
    const input = { employee_id: api.demo.managerId, open_amount: 100 };
    const racing = await Promise.all(Array.from({ length: 6 }, () => open(device, input)));
    expect(racing.filter((r) => r.status === 200)).toHaveLength(1);
    for (const loser of racing.filter((r) => r.status !== 200)) expect(loser.body.errors).toHaveProperty('device_id');
    const second = await open(device, input);
    expect(second.status).toBe(422);
    expect(Object.keys(second.body.errors)).toEqual(['device_id']);
  });

  it('idempotent on the client id: a repeat returns the stored shift, a different body is 422, another company\'s id is 422', async () => {
    const device = await newDevice();
    const id = crypto.randomUUID();
    const input = { id, employee_id: api.demo.managerId, open_amount: 500 };
    const answers = await Promise.all(Array.from({ length: 5 }, () => open(device, input)));
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(200));
    expect(new Set(answers.map((a) => a.body.shift.id))).toEqual(new Set([id]));
    const total = await api.store.db.selectFrom('shifts').select((eb) => eb.fn.countAll<number>().as('n')).where('id', '=', id).executeTakeFirstOrThrow();
    expect(Number(total.n)).toBe(1);
    const different = await open(device, { ...input, open_amount: 501 });
    expect(different.status).toBe(422);
    expect(Object.keys(different.body.errors)).toEqual(['id']);
    const eastsideDevice = await api.store.db.selectFrom('devices').select('id').where('company_id', '=', api.demo.companyIds[1]).executeTakeFirstOrThrow();
    const elsewhere = await call<Answer>(api.baseUrl, 'POST', '/api/v2/shifts', { token, company: api.demo.companyIds[1], device: eastsideDevice.id, body: { shift: input } });
    expect(elsewhere.status).toBe(422);
    expect(Object.keys(elsewhere.body.errors)).toEqual(['id']);
  });

  it('closes once; the same close again returns it, a different close is 422; the device can then open again', async () => {
    const device = await newDevice();
    const opened = await open(device, { employee_id: api.demo.managerId, open_amount: 100 });
    const closing = { close_drawer_amount: 12_345, close_drop_amount: 10_000, close_note: 'counted twice' };
    const closed = await close(opened.body.shift.id, closing);
    expect(closed.status).toBe(200);
    expect(closed.body.shift).toMatchObject({ ...closing, id: opened.body.shift.id });
    expect(Date.parse(closed.body.shift.closed_at ?? '')).toBeGreaterThanOrEqual(Date.parse(opened.body.shift.opened_at));
    const again = await close(opened.body.shift.id, closing);
    expect(again.status).toBe(200);
    expect(again.body.shift).toEqual(closed.body.shift);
    const different = await close(opened.body.shift.id, { ...closing, close_drop_amount: 1 });
    expect(different.status).toBe(422);
    expect(Object.keys(different.body.errors)).toEqual(['closed_at']);
    expect((await close(crypto.randomUUID(), closing)).status).toBe(404);
    expect((await close('%00', closing)).status).toBe(404);
    expect((await close(opened.body.shift.id, { ...closing, close_note: 'a\u0000b' })).status).toBe(422);
    expect((await open(device, { employee_id: api.demo.managerId, open_amount: 100 })).status).toBe(200);
  });

  it('lists with paging, meta.total and open=true; reads one; other locations never show through', async () => {
    const all = await call<{ shifts: Shift[]; meta: { total: number } }>(api.baseUrl, 'GET', '/api/v2/shifts?limit=1000', { token, company });
    expect(all.status).toBe(200);
    expect(all.body.meta.total).toBe(all.body.shifts.length);
    const openOnes = await call<{ shifts: Shift[]; meta: { total: number } }>(api.baseUrl, 'GET', '/api/v2/shifts?open=true&limit=1000', { token, company });
    expect(openOnes.body.shifts.every((s) => s.closed_at === null)).toBe(true);
    expect(openOnes.body.meta.total).toBe(all.body.shifts.filter((s) => s.closed_at === null).length);
    expect(openOnes.body.meta.total).toBeGreaterThan(0);
    const page = await call<{ shifts: Shift[] }>(api.baseUrl, 'GET', '/api/v2/shifts?limit=2&offset=1', { token, company });
    expect(page.body.shifts.map((s) => s.id)).toEqual(all.body.shifts.slice(1, 3).map((s) => s.id));
    // The demo's closed shift from yesterday, with its sales counted.
    const demo = all.body.shifts.find((s) => s.device_name === 'Front Counter 1')!;
    expect(Date.parse(demo.closed_at ?? '')).toBeGreaterThan(Date.parse(demo.opened_at));
    expect(demo.number_of_transactions).toBeGreaterThan(0);
    expect((await call(api.baseUrl, 'GET', `/api/v2/shifts/${demo.id}`, { token, company })).status).toBe(200);
    expect((await call(api.baseUrl, 'GET', `/api/v2/shifts/${demo.id}`, { token, company: api.demo.companyIds[1] })).status).toBe(404);
    expect((await call(api.baseUrl, 'GET', '/api/v2/shifts?limit=-1', { token, company })).status).toBe(422);
  });
});
