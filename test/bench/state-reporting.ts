import { DEMO_MANAGER } from '../../server/demo/accounts.ts';
import type { Engine } from '../../server/db/connect.ts';
import { ringOrder, saleBody, salesFixture } from '../support/orders/sales.ts';
import { call } from '../support/http.ts';
import { startStoreApi } from '../support/store-api.ts';
import { startMetrcStandIn } from '../stand-ins/metrc/server.ts';

/**
 * Reports per second to the Metrc stand-in with `waiting` sales owed at once (the worker's
 * throughput: it is I/O), on one engine. Printed, never asserted. Run:
 * `npx tsx test/bench/state-reporting.ts [sqlite|postgres] [waiting]`.
 */
export async function benchStateReporting(engine: Engine, waiting = 1000): Promise<{ reportsPerSecond: number; seconds: number }> {
  const metrc = await startMetrcStandIn({ vendorKeys: ['bench-vendor'], facilities: [{ licenseNumber: 'BENCH-1', userKeys: ['bench-user'] }] });
  const api = await startStoreApi({ engine, config: { metrcVendorKey: 'bench-vendor', metrcAllowHttp: true, stateReportingPollMs: 50 } });
  try {
    const token = await api.signIn(DEMO_MANAGER);
    const f = await salesFixture(api, token, api.demo.companyIds[0]);
    const labelled = new Set((await api.store.db.selectFrom('inventory_items').select('id').where('package_label', 'is not', null).execute()).map((i) => i.id));
    const cannabis = f.items.filter((i) => labelled.has(i.id));
    await call(api.baseUrl, 'PUT', '/api/v2/state_reporting', { token, company: f.company, body: { state_reporting: { system: 'metrc', api_url: metrc.url, license_number: 'BENCH-1', user_api_key: 'bench-user' } } });
    // Held (as after a refused key) while the sales are rung, so all of them wait at once.
    const hold = (at: string | null) => api.store.db.updateTable('state_reporting_settings').set({ credentials_rejected_at: at }).execute();
    await hold(new Date().toISOString());
    for (let i = 0; i < waiting; i++) await ringOrder(f, saleBody(f, [{ item: cannabis[i % cannabis.length]!, units: 1 }]));
    const started = performance.now();
    await hold(null);
    for (;;) {
      const left = await api.store.db.selectFrom('state_reports').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'waiting').executeTakeFirstOrThrow();
      if (Number(left.n) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const seconds = (performance.now() - started) / 1000;
    return { reportsPerSecond: waiting / seconds, seconds };
  } finally {
    await api.close();
    await metrc.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const engine: Engine = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite';
  const waiting = Number(process.argv[3] ?? 1000);
  const { reportsPerSecond, seconds } = await benchStateReporting(engine, waiting);
  process.stdout.write(`state reporting [${engine}]: ${waiting} waiting sales reported in ${seconds.toFixed(2)} s — ${reportsPerSecond.toFixed(0)} reports/s\n`);
}
