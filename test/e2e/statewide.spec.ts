import Database from 'better-sqlite3';
import { join } from 'node:path';
import { DEMO_LOCATION_NAME, expect, signInAsManager, test } from './support/fixtures.ts';
import { addFlowerGrams, attachCustomer, passBuyerCheck } from './support/register.ts';

/**
 * A Michigan patient at the counter: the register cannot ask Metrc (the location's key stays with
 * the Store API), so beside the patient's limit bars it says the statewide allotment was not
 * checked here and the sale is held to the store's own count (Mich. Admin. Code R 420.506(1)–(2)).
 */
test('a Michigan patient\'s limits say the statewide figure was not checked at this register', async ({ page, storeApi }) => {
  test.setTimeout(180_000);
  // The demo's Downtown location as a Michigan store: written into the stopped Store API's own file (no API moves a location to another state).
  await storeApi.stop();
  const file = new Database(join(storeApi.dataDir, 'store.sqlite3'));
  file.prepare("UPDATE companies SET state = 'MI', jurisdiction = 'us-mi', time_zone = 'America/Detroit' WHERE name = ?").run(DEMO_LOCATION_NAME);
  file.close();
  await storeApi.start();

  await signInAsManager(page);
  await page.getByLabel('Starting cash').fill('200');
  await page.getByRole('button', { name: 'Open shift' }).click();
  await expect(page.getByTestId('current-shift')).toContainText('Shift open since');
  await attachCustomer(page, 'Calloway');
  await passBuyerCheck(page);
  await addFlowerGrams(page, '3');
  const note = page.getByTestId('statewide-note');
  await expect(note).toContainText("Metrc's statewide allotment for this patient could not be checked at this register (Mich. Admin. Code R 420.506(1)–(2))", { timeout: 30_000 });
  await expect(page.getByTestId('limit-bars')).toContainText('Michigan purchase limits');
  await page.screenshot({ path: 'test-results/statewide/01-michigan-patient-note.png', fullPage: true });
});
