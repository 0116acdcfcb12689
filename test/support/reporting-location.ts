import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_MANAGER } from '../../server/demo/accounts.ts';
import { defaultConfig, type StoreApiConfig } from '../../server/context.ts';
import type { Engine } from '../../server/db/connect.ts';
import { loadOrCreateSecretKey, secretBox } from '../../server/features/state-reporting/sealed-secret.ts';
import { startMetrcStandIn, type MetrcStandIn } from '../stand-ins/metrc/server.ts';
import { call } from './http.ts';
import { startInstance, stopInstance, type Instance } from './instances.ts';
import { salesFixture, type SalesFixture, type SellableItem } from './orders/sales.ts';
import { startStoreApi, type TestStoreApi } from './store-api.ts';

/**
 * A location that reports to the state, as the reporting tests set one up: the demo's first
 * location reporting to the Metrc stand-in (one Store API, or real instances on one PostgreSQL), and
 * the demo's Washington location with its marijuana items for CCRS.
 */

/** The vendor key the stand-in accepts and the Store APIs here report with. */
export const VENDOR_KEY = 'canopy-vendor-key';

/** A reporting loop quick enough for a test: polls every tenth of a second, a short lease and request timeout. */
export const QUICK_REPORTING = {
  metrcVendorKey: VENDOR_KEY, metrcAllowHttp: true, stateReportingPollMs: 100, stateReportingLeaseMs: 8000, stateReportingRequestTimeoutMs: 1500,
} satisfies Partial<StoreApiConfig>;

/**
 * The configuration of a reporter a test starts itself on a Store API's database (the Store API
 * holding no vendor key reports nothing): the vendor key, the Store API's secret key, quick polls,
 * the request timeout and lease given, and slow retries after a refused key, so that a test that
 * wrongly refuses the key cannot pass by retrying.
 */
export function reporterConfig(secretKey: Buffer, timing: Pick<StoreApiConfig, 'stateReportingRequestTimeoutMs' | 'stateReportingLeaseMs'>): StoreApiConfig {
  return { ...defaultConfig, metrcVendorKey: VENDOR_KEY, metrcAllowHttp: true, secretKey, stateReportingPollMs: 100, stateReportingCredentialRetryMs: 600_000, ...timing };
}

/** The Metrc stand-in with one facility, whose packages are checked as Metrc checks them. */
export const startMetrcFacility = (licenseNumber: string, userKey: string): Promise<MetrcStandIn> =>
  startMetrcStandIn({ vendorKeys: [VENDOR_KEY], facilities: [{ licenseNumber, userKeys: [userKey] }], checkPackages: true });

/** Polls enough for two minutes: the bound of a wait through Metrc's faults. */
export const THROUGH_FAULTS = 1200;

/**
 * Waits (polling every tenth of a second) until `done` holds; fails with `what` after `tries` polls
 * (a minute unless said). Not a timing assertion: only a bound on a hang.
 */
export async function eventually<T>(what: string, probe: () => Promise<T> | T, done: (value: T) => boolean, tries = 600): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const value = await probe();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`still waiting: ${what}`);
}

/** An item that is a Metrc package: its label, stock and unit of measure. */
export interface PackagedItem { id: string; label: string; quantityMilli: number; unit: number }

/** The location's items with a Metrc package label, the most stocked first. */
export async function packagedItems(api: TestStoreApi, company: string): Promise<PackagedItem[]> {
  const rows = await api.store.db.selectFrom('inventory_items').innerJoin('products', 'products.id', 'inventory_items.product_id')
    .select(['inventory_items.id', 'inventory_items.package_label', 'inventory_items.quantity_milli', 'products.unit_of_measure'])
    .where('inventory_items.company_id', '=', company).orderBy('inventory_items.quantity_milli', 'desc').execute();
  return rows.flatMap((row) => row.package_label === null ? [] : [{ id: row.id, label: row.package_label, quantityMilli: row.quantity_milli, unit: row.unit_of_measure }]);
}

/** The stand-in's unit name for a Canopy unit: the demo's labelled items are counted (5) or weighed in grams. */
export const metrcUnitOf = (unit: number): string => unit === 5 ? 'Each' : 'Grams';

export interface ReportingLocation {
  api: TestStoreApi;
  metrc: MetrcStandIn;
  /** The demo manager's sales fixture on the location. */
  f: SalesFixture;
  token: string;
  /** The sellable items that are Metrc packages, in the fixture's order. */
  cannabis: SellableItem[];
  packaged: PackagedItem[];
  close(): Promise<void>;
}

export interface ReportingLocationOptions {
  engine: Engine;
  /** The licence of the location's reporting settings, and the user key that reaches it. */
  licence: string;
  userKey: string;
  /** Other licences the user key reaches at the stand-in (a medical licence). */
  otherLicences?: string[];
  /** Whether the stand-in checks a receipt's packages (Metrc's rule). */
  checkPackages?: boolean;
  /** The Store API's configuration: QUICK_REPORTING unless said (one without the vendor key runs no reporter of its own). */
  config?: Partial<StoreApiConfig>;
}

/**
 * The demo's first location reporting to the Metrc stand-in: the stand-in started with the
 * location's licence, a Store API on a fresh database of the engine, the manager's sales fixture,
 * and the location's Metrc settings saved through PUT /state_reporting as a manager saves them.
 */
export async function startReportingLocation(options: ReportingLocationOptions): Promise<ReportingLocation> {
  const { engine, licence, userKey, otherLicences = [], checkPackages, config = QUICK_REPORTING } = options;
  const metrc = await startMetrcStandIn({
    vendorKeys: [VENDOR_KEY], facilities: [licence, ...otherLicences].map((licenseNumber) => ({ licenseNumber, userKeys: [userKey] })), checkPackages,
  });
  const api = await startStoreApi({ engine, config });
  const token = await api.signIn(DEMO_MANAGER);
  const f = await salesFixture(api, token, api.demo.companyIds[0]);
  const packaged = await packagedItems(api, f.company);
  const cannabis = f.items.filter((item) => packaged.some((p) => p.id === item.id));
  const set = await call(api.baseUrl, 'PUT', '/api/v2/state_reporting', {
    token, company: f.company, body: { state_reporting: { system: 'metrc', api_url: metrc.url, license_number: licence, user_api_key: userKey } },
  });
  if (set.status !== 204) throw new Error(`PUT /state_reporting answered ${set.status}: ${JSON.stringify(set.body)}`);
  return { api, metrc, f, token, cannabis, packaged, async close() { await api.close(); await metrc.close(); } };
}

export interface ReportingChain {
  /** The Store API the test records through: it holds no vendor key, so it reports nothing itself. */
  api: TestStoreApi;
  metrc: MetrcStandIn;
  /** Saves the location's Metrc settings with the user key sealed by the reporters' secret key. */
  reportFrom(company: string): Promise<void>;
  /** Starts another Store API process on the same database that reports to the stand-in (a one-second request timeout). */
  reporter(): Promise<Instance>;
  close(): Promise<void>;
}

/**
 * Store API instances sharing one PostgreSQL database and reporting to the Metrc stand-in, as a
 * chain runs them: a Store API in this process that does not report, and reporter processes started
 * on demand (each can be killed), all with one secret key file.
 */
export async function startReportingChain({ licence, userKey }: { licence: string; userKey: string }): Promise<ReportingChain> {
  const api = await startStoreApi({ engine: 'postgres' });
  const metrc = await startMetrcStandIn({ vendorKeys: [VENDOR_KEY], facilities: [{ licenseNumber: licence, userKeys: [userKey] }] });
  const keyDir = mkdtempSync(join(tmpdir(), 'canopy-secret-'));
  const keyFile = join(keyDir, 'secret.key');
  const instances: Instance[] = [];
  const databaseUrl = 'url' in api.location ? api.location.url : '';
  return {
    api, metrc,
    async reportFrom(company) {
      const sealed = secretBox(loadOrCreateSecretKey(keyFile)).seal(userKey);
      await api.store.db.insertInto('state_reporting_settings').values({
        company_id: company, system: 'metrc', api_url: metrc.url, license_number: licence, user_api_key_sealed: sealed, updated_at: new Date().toISOString(),
      }).execute();
    },
    async reporter() {
      const instance = await startInstance(databaseUrl, {
        args: ['--metrc-vendor-key', VENDOR_KEY, '--metrc-allow-http', '--metrc-timeout-seconds', '1', '--secret-key-file', keyFile, '--no-demo'],
      });
      instances.push(instance);
      return instance;
    },
    async close() {
      for (const instance of instances) await stopInstance(instance);
      await api.close();
      await metrc.close();
      rmSync(keyDir, { recursive: true, force: true });
    },
  };
}

/** The demo's Washington location (Vancouver) with its marijuana items, as the CCRS tests sell them. */
export async function startWashingtonLocation(engine: Engine): Promise<{ api: TestStoreApi; f: SalesFixture; cannabis: SellableItem[] }> {
  const api = await startStoreApi({ engine });
  const token = await api.signIn(DEMO_MANAGER);
  const f = await salesFixture(api, token, api.demo.companyIds[1]);
  const marijuana = await api.store.db.selectFrom('inventory_items').innerJoin('products', 'products.id', 'inventory_items.product_id')
    .innerJoin('product_types', 'product_types.id', 'products.product_type_id').select('inventory_items.id')
    .where('inventory_items.company_id', '=', f.company).where('product_types.is_marijuana', '=', 1).execute();
  const ids = new Set(marijuana.map((m) => m.id));
  return { api, f, cannabis: f.items.filter((i) => ids.has(i.id)) };
}
