import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_NOT_OPENED_MESSAGE } from '../../shared/api/back-office.ts';
import { openingProblems, openStore, StoreAlreadyOpened } from '../../server/features/store-opening/open-store.ts';
import { startEmptyStoreApi, type EmptyStoreApi } from '../support/empty-store-api.ts';
import { basic, describeEachEngine } from '../support/store-api.ts';
import { ROSE_CITY } from './rose-city.ts';

const run = promisify(execFile);


describe('what store:init refuses before it writes anything', () => {
  it('names each bad field: an unknown state (with the ones Canopy knows), a time zone that is not IANA, a short password, a blank name', () => {
    expect(openingProblems({ ...ROSE_CITY, state: 'ZZ', timeZone: 'GMT+2', password: 'short', account: ' ' })).toEqual({
      state: 'must be one of the states Canopy has purchase limits for: CA, CO, MI, OR, WA',
      'time-zone': 'must be an IANA time zone such as America/Los_Angeles',
      password: 'must be at least 10 characters',
      account: "can't be blank",
    });
    expect(openingProblems(ROSE_CITY)).toEqual({});
  });
});

describeEachEngine('opening a store on an empty Store API', (engine) => {
  let api: EmptyStoreApi;
  beforeAll(async () => { api = await startEmptyStoreApi(engine); });
  afterAll(async () => { await api?.close(); });

  const me = (email: string, password: string) => fetch(`${api.baseUrl}/api/v2/me`, { headers: { authorization: basic(email, password) } });

  it('before store:init, GET /me says how to open the store, not "wrong password"', async () => {
    const answer = await me('ana@rose.example', 'correct-horse-1');
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ error: STORE_NOT_OPENED_MESSAGE, store_not_opened: true });
  });

  it('creates the account, the location with its state\'s taxes, Cash and Debit, the ID check, and the manager, who signs in', async () => {
    const opened = await openStore(api.store.db, ROSE_CITY);
    const db = api.store.db;
    const company = await db.selectFrom('companies').selectAll().where('id', '=', opened.companyId).executeTakeFirstOrThrow();
    expect(company).toMatchObject({ state: 'OR', jurisdiction: 'us-or', time_zone: 'America/Los_Angeles', license_number: '050-1001', age_verification_required: 1 });
    const taxes = await db.selectFrom('tax_items').innerJoin('tax_item_rates', 'tax_item_rates.tax_item_id', 'tax_items.id')
      .select(['name', 'rounding', 'rate_millionths', 'included_in_price']).where('tax_items.company_id', '=', opened.companyId).execute();
    // Oregon's 17% retail marijuana tax, rounded up to the next cent (ORS 475C.674(3)); Portland's own 3% is the manager's to add.
    expect(taxes.map((tax) => ({ ...tax, rate_millionths: Number(tax.rate_millionths) }))).toEqual([
      { name: 'Oregon retail marijuana tax', rounding: 'up', rate_millionths: 170_000, included_in_price: 0 },
    ]);
    const methods = await db.selectFrom('payment_methods').select('name').where('company_id', '=', opened.companyId).orderBy('payment_type').execute();
    expect(methods.map((method) => method.name)).toEqual(['Cash', 'Debit']);

    const signedIn = await me('ana@rose.example', 'correct-horse-1');
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ user: { role: 'manager', company_id: opened.companyId, email: 'ana@rose.example' } });
    expect((await me('ana@rose.example', 'wrong-password')).status).toBe(401);
  });

  it('run twice, the second refuses and adds nothing', async () => {
    await expect(openStore(api.store.db, { ...ROSE_CITY, managerEmail: 'other@rose.example' })).rejects.toBeInstanceOf(StoreAlreadyOpened);
    const accounts = await api.store.db.selectFrom('accounts').select('id').execute();
    const users = await api.store.db.selectFrom('users').select('email').execute();
    expect(accounts).toHaveLength(1);
    expect(users.map((user) => user.email)).toEqual(['ana@rose.example']);
  });
});

/** Every table opening a store writes, in the order it writes them. */
const OPENING_TABLES = [
  'accounts', 'companies', 'users', 'user_companies', 'employees', 'company_sequences', 'places', 'payment_methods',
  'tax_items', 'tax_item_rates', 'person_groups', 'person_group_tax_items',
] as const;

describeEachEngine('store:init interrupted half-way', (engine) => {
  let api: EmptyStoreApi;
  beforeAll(async () => { api = await startEmptyStoreApi(engine); });
  afterAll(async () => { await api?.close(); });

  const rowsIn = async () => Object.fromEntries(await Promise.all(OPENING_TABLES.map(async (table) => {
    const { count } = await api.store.db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
    return [table, Number(count)] as const;
  })));

  it('leaves nothing when its last write fails (one transaction), and opens the store once the fault is gone', async () => {
    const db = api.store.db;
    // The fault: the database refuses the medical patients' group, which opening writes after the
    // account, the location, the manager, the places, the payment methods and the taxes.
    if (engine === 'postgres') {
      await sql`CREATE FUNCTION interrupt_opening() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'interrupted'; END $$`.execute(db);
      await sql`CREATE TRIGGER interrupt_opening BEFORE INSERT ON person_groups FOR EACH ROW EXECUTE FUNCTION interrupt_opening()`.execute(db);
    } else {
      await sql`CREATE TRIGGER interrupt_opening BEFORE INSERT ON person_groups BEGIN SELECT RAISE(ABORT, 'interrupted'); END`.execute(db);
    }
    await expect(openStore(db, ROSE_CITY)).rejects.toThrow(/interrupted/);
    const nothing = Object.fromEntries(OPENING_TABLES.map((table) => [table, 0]));
    expect(await rowsIn()).toEqual(nothing);

    await sql`DROP TRIGGER interrupt_opening${sql.raw(engine === 'postgres' ? ' ON person_groups' : '')}`.execute(db);
    await openStore(db, ROSE_CITY);
    const opened = await rowsIn();
    // The table the fault sat on is one opening writes: the fault did interrupt it.
    expect(opened).toMatchObject({ accounts: 1, companies: 1, users: 1, person_groups: 1, payment_methods: 2 });
  });
});

describe('npm run store:init', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'canopy-init-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const flags = [
    '--data', dataDir, '--account', 'Rose City Cannabis', '--location', 'Alberta', '--state', 'WA', '--time-zone', 'America/Los_Angeles',
    '--licence', '412345', '--medical-licence', 'MED-77', '--address', '1 Main St', '--city', 'Vancouver', '--zip', '98660',
    '--manager-email', 'ana@rose.example', '--manager-first-name', 'Ana', '--manager-last-name', 'Reyes',
  ];
  const init = (args: string[], password: string | undefined) => run('npx', ['tsx', 'scripts/store-init.ts', ...args], {
    env: { ...process.env, CANOPY_INIT_PASSWORD: password ?? '' },
  }).then(({ stdout }) => ({ code: 0, stdout, stderr: '' }), (error: { code: number; stdout: string; stderr: string }) => error);

  it('opens the store from flags and the password from the environment, says what it made and the next command; a second run exits 1', async () => {
    const first = await init(flags, 'correct-horse-1');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('tax: Washington cannabis excise tax, 0.37 (in the price)');
    expect(first.stdout).toContain('payment methods: Cash, Debit');
    expect(first.stdout).toContain(`npm run server -- --no-demo --data ${dataDir}`);
    const second = await init(flags, 'correct-horse-1');
    expect(second.code).toBe(1);
    expect(second.stderr.trim()).toBe('This database already has a store: store:init opens a store only once (sign in as its manager instead).');
  }, 60_000);

  it('refuses a password given as a flag: there is no such flag', async () => {
    const answer = await init([...flags, '--password', 'correct-horse-1'], undefined);
    expect(answer.code).not.toBe(0);
    expect(answer.stderr).toContain("Unknown option '--password'");
  }, 60_000);
});
