import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getRegisterSettings } from '../../shared/api/operations.ts';
import { DEMO_MANAGER } from '../../server/demo/accounts.ts';
import { freshDatabase } from '../../renderer/data/catalog.test-support.ts';
import { readLocationRules, REGISTER_SETTINGS_META_KEY } from '../../renderer/screens/sale/limits/location-rules.ts';
import { startStoreApi, type TestStoreApi } from '../support/store-api.ts';
import { httpTestBridge } from '../support/register-bridge.ts';

/*
 * The register picks a location's purchase-limit profile from the jurisdiction the Store API's
 * register settings name, not from the state on its address: a real Store API, the host's real
 * gateway, and the settings kept as the pull keeps them.
 */

let server: TestStoreApi;
beforeAll(async () => { server = await startStoreApi({ engine: 'sqlite', demo: { products: 4, customers: 1 } }); });
afterAll(async () => { await server.close(); });

it('a location whose jurisdiction is not its state\'s is checked by its jurisdiction\'s limits', async () => {
  const companyId = server.demo.companyIds[0];
  // Downtown's address is in Oregon; its manager set Colorado's law (a test of the setting, not of geography).
  await server.store.db.updateTable('companies').set({ jurisdiction: 'us-co' }).where('id', '=', companyId).execute();
  const bridge = httpTestBridge({ baseUrl: server.baseUrl, token: await server.signIn(DEMO_MANAGER), companyId });
  const answer = await getRegisterSettings(bridge);
  expect(answer.kind).toBe('ok');
  if (answer.kind !== 'ok') return;
  expect(answer.body.register_settings.jurisdiction).toBe('us-co');

  const db = freshDatabase();
  await db.meta.put({ key: REGISTER_SETTINGS_META_KEY, value: answer.body.register_settings });
  expect(await readLocationRules(db, 'OR')).toMatchObject({ profile: { id: 'us-co', name: 'Colorado' }, timeZone: 'America/Los_Angeles' });
});
