import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Approver, RegisterSettingsAnswer } from '../../../shared/api/register-settings.ts';
import { pinMatches, type PinHash } from '../../../shared/pin.ts';
import { DEMO_BUDTENDER, DEMO_MANAGER, DEMO_OTHER_MANAGER } from '../../demo/accounts.ts';
import { call } from '../../../test/support/http.ts';
import { describeEachEngine, startStoreApi, type TestStoreApi } from '../../../test/support/store-api.ts';

/** An approver as a manager's session gets it: with its PIN hash. */
function hashed(approver: Approver): PinHash {
  const { pin_hash, pin_salt } = approver;
  if (pin_hash === undefined || pin_salt === undefined) throw new Error(`${approver.name} came without a PIN hash`);
  return { pin_hash, pin_salt };
}

const FIELDS = [
  'age_verification_required', 'approvers', 'discount_approval_flat_amount', 'discount_approval_percent', 'discount_reasons', 'jurisdiction',
  'loyalty_program', 'loyalty_redemption_points_per_dollar', 'medical_endorsement', 'time_zone',
];

describeEachEngine('register settings', (engine) => {
  let api: TestStoreApi;
  let manager: string;
  const read = (token: string, options: { company?: string; version?: 1 | 2 } = {}) =>
    call<RegisterSettingsAnswer>(api.baseUrl, 'GET', `/api/v${options.version ?? 2}/register_settings`, { token, company: options.company });

  beforeAll(async () => {
    api = await startStoreApi({ engine, demo: { products: 8, customers: 4 } });
    manager = await api.signIn(DEMO_MANAGER);
  });
  afterAll(async () => { await api.close(); });

  it('answers the location’s money settings, reasons and loyalty program', async () => {
    const answer = await read(manager);
    expect(answer.status).toBe(200);
    const settings = answer.body.register_settings;
    expect(Object.keys(settings).sort()).toEqual(FIELDS);
    expect(settings).toMatchObject({
      time_zone: 'America/Los_Angeles', jurisdiction: 'us-or', discount_approval_percent: '0.20', discount_approval_flat_amount: 2000,
      loyalty_redemption_points_per_dollar: 100, loyalty_program: { loyalty_program_type: 0, loyalty_points_per: 1 },
    });
    expect(settings.discount_reasons[0]).toBe('First-time customer');
    expect(settings.discount_reasons).toContain('Manager comp');
  });

  it('names the loyalty program the Store API prices sales with: the location\'s newest', async () => {
    const db = api.store.db;
    const company = api.demo.companyIds[0]!;
    const id = crypto.randomUUID();
    await db.insertInto('loyalty_programs').values({ id, company_id: company, loyalty_program_type: 1, loyalty_points_per: 5, created_at: '2999-01-01T00:00:00.000Z' }).execute();
    try {
      expect((await read(manager)).body.register_settings.loyalty_program).toEqual({ loyalty_program_type: 1, loyalty_points_per: 5 });
    } finally {
      await db.deleteFrom('loyalty_programs').where('id', '=', id).execute();
    }
  });

  it('lists the location’s managers as approvers with a salted hash of their PIN to a manager, never the PIN', async () => {
    const answer = await read(manager);
    expect(answer.status).toBe(200);
    const { approvers } = answer.body.register_settings;
    // Maria Lopez manages Downtown; Sam Carter is a budtender there; Olive North manages another account.
    expect(approvers.map((approver) => approver.name)).toEqual(['Maria Lopez']);
    const maria = hashed(approvers[0]!);
    expect(pinMatches('4321', maria)).toBe(true);
    expect(pinMatches('1234', maria)).toBe(false);
    expect(JSON.stringify(answer.body)).not.toContain('4321');
    const again = hashed((await read(manager)).body.register_settings.approvers[0]!);
    expect(again.pin_salt).not.toBe(maria.pin_salt);
  });

  it('gives a budtender the approvers\' names and no PIN hash to guess a PIN against', async () => {
    const answer = await read(await api.signIn(DEMO_BUDTENDER));
    expect(answer.status).toBe(200);
    expect(answer.body.register_settings.approvers).toEqual([{ user_id: api.demo.managerId, name: 'Maria Lopez' }]);
    expect(JSON.stringify(answer.body)).not.toMatch(/pin_(hash|salt)/);
  });

  it('is per location, and another account sees only its own managers', async () => {
    const eastside = (await read(manager, { company: api.demo.companyIds[1] })).body.register_settings;
    expect(eastside.approvers.map((approver) => approver.name)).toEqual(['Maria Lopez']);
    expect(eastside.time_zone).toBe('America/Los_Angeles');
    // Eastside is in Vancouver, Washington: Washington's limits bind it.
    expect(eastside.jurisdiction).toBe('us-wa');
    const other = (await read(await api.signIn(DEMO_OTHER_MANAGER))).body.register_settings;
    expect(other.approvers.map((approver) => approver.name)).toEqual(['Olive North']);
    expect(pinMatches('9999', hashed(other.approvers[0]!))).toBe(true);
  });

  it('is v2 only and needs a signed-in user', async () => {
    expect((await read(manager, { version: 1 })).status).toBe(404);
    expect((await call(api.baseUrl, 'GET', '/api/v2/register_settings', {})).status).toBe(401);
  });
});
