import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startMetrcStandIn } from '../stand-ins/metrc/server.ts';
import { DEMO_LOCATION_NAME, expect, test, type E2eStoreApi } from './support/fixtures.ts';
import { addFlowerGrams, attachCustomer, passBuyerCheck, setUpRegister, storeClient } from './support/register.ts';

/**
 * A Michigan patient at the counter (Mich. Admin. Code R 420.506(1)–(2)): the register cannot ask
 * Metrc (the location's key stays with the Store API), so it asks the Store API, which asks Metrc
 * (the stand-in, on loopback) and answers the patient's remaining statewide allotment. The buyer
 * panel shows it before anything is rung and the cart holds the patient to the smaller of it and
 * the store's own count; offline, or where Metrc cannot be asked, it says the figure was not
 * checked and the sale is held to the store's own count.
 */

const VENDOR_KEY = 'canopy-e2e-vendor-key';
const USER_KEY = 'canopy-e2e-statewide-key';
const LICENSE = 'PC-000789';

test.use({ storeApiArgs: ['--metrc-vendor-key', VENDOR_KEY, '--metrc-allow-http'] });

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/statewide/${name}.png`, fullPage: true });

/** The demo's Downtown location as a Michigan store: written into the stopped Store API's own file (no API moves a location to another state). */
async function moveDowntownToMichigan(storeApi: E2eStoreApi): Promise<void> {
  await storeApi.stop();
  const file = new Database(join(storeApi.dataDir, 'store.sqlite3'));
  file.prepare("UPDATE companies SET state = 'MI', jurisdiction = 'us-mi', time_zone = 'America/Detroit' WHERE name = ?").run(DEMO_LOCATION_NAME);
  file.close();
  await storeApi.start();
}

test("a Michigan patient's statewide allotment from Metrc shows before ringing and holds the cart; offline it says not checked", async ({ page, storeApi }) => {
  test.setTimeout(240_000);
  const metrc = await startMetrcStandIn({ vendorKeys: [VENDOR_KEY], facilities: [{ licenseNumber: LICENSE, userKeys: [USER_KEY] }] });
  try {
    await moveDowntownToMichigan(storeApi);
    const client = await storeClient(storeApi.url);
    const setUp = await client.put('/state_reporting', { state_reporting: { system: 'metrc', api_url: metrc.url, license_number: LICENSE, user_api_key: USER_KEY } });
    expect(setUp.status).toBe(204);
    const patients = await (await fetch(`${storeApi.url}/api/v2/patients?limit=1000`, { headers: client.headers })).json() as { patients: Array<{ last_name: string; id_number: string | null }> };
    const card = patients.patients.find((patient) => patient.last_name === 'Calloway')?.id_number ?? '';
    expect(card).not.toBe('');
    // Bought 2 oz at another store today: Metrc allows half an ounce (14.174 g) more, where the store's own count allows 2.5 oz.
    metrc.setPatientStatus({ PatientLicenseNumber: card, FlowerOuncesAvailable: 0.5 });

    await setUpRegister(page);
    await attachCustomer(page, 'Calloway');
    const statewide = page.getByTestId('statewide-allotment');
    await expect(statewide).toHaveText('Statewide (Metrc): 0.5 oz left today', { timeout: 30_000 });
    await shot(page, '01-figure-before-ringing');

    await passBuyerCheck(page);
    await addFlowerGrams(page, '20');
    await expect(page.getByText('Not added: Metrc allows this patient 14.174 g more today across every store (0.5 oz); this sale adds 20 g — remove 5.826 g. (Mich. Admin. Code R 420.506(1)–(2))')).toBeVisible();
    await shot(page, '02-over-metrc-refused');
    await addFlowerGrams(page, '3');
    await expect(page.getByText(/^Added 3 g of /)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay / })).toBeEnabled();
    await shot(page, '03-within-metrc-added');

    // The network goes: the patient attached again is not checked, and the limits say the sale is held to the store's own count.
    await storeApi.stop();
    await expect(page.getByTestId('connection')).toHaveText('Offline', { timeout: 45_000 });
    await page.locator('.cart__customer').getByRole('button', { name: 'Remove', exact: true }).click();
    await attachCustomer(page, 'Calloway');
    await expect(statewide).toHaveText("Statewide (Metrc): not checked — the register is offline. Held to this store's own count.", { timeout: 30_000 });
    await expect(statewide).toHaveAttribute('title', /^Metrc's statewide allotment for this patient was not checked \(Mich\. Admin\. Code R 420\.506\(1\)–\(2\)\)/);
    await expect(page.getByTestId('limit-bars')).toContainText('Michigan purchase limits');
    await shot(page, '04-offline-not-checked');
  } finally {
    await metrc.close();
  }
});

test('where the location does not report to Metrc, the panel says the figure was not checked and why', async ({ page, storeApi }) => {
  test.setTimeout(180_000);
  await moveDowntownToMichigan(storeApi);
  await setUpRegister(page);
  await attachCustomer(page, 'Calloway');
  const statewide = page.getByTestId('statewide-allotment');
  await expect(statewide).toHaveText("Statewide (Metrc): not checked — the location does not report to Metrc. Held to this store's own count.", { timeout: 30_000 });
  await expect(statewide).toHaveAttribute('title', /^Metrc's statewide allotment for this patient was not checked \(Mich\. Admin\. Code R 420\.506\(1\)–\(2\)\)/);
  await passBuyerCheck(page);
  await addFlowerGrams(page, '3');
  await expect(page.getByTestId('limit-bars')).toContainText('Michigan purchase limits');
  await shot(page, '05-not-reporting-to-metrc');
});
